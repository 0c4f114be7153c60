import "server-only";
import { matchAt } from "./contract-check";
import { callFailure, isTimeout } from "./deadline";
import type { CachedResponse } from "./upstream-cache";
import { UpstreamError } from "./upstream-error";
import type { UpstreamParts } from "./upstream-parts";
import {
  invalidAnswer,
  notFoundAnswer,
  retryAfterOf,
  type Asker,
  type UpstreamResult,
} from "./upstream-result";
import type { RouteMatch } from "@/lib/contract";

/** A new call's answer: checked, kept and shared; a failure falls back on the saved copy. */
async function load(p: UpstreamParts, key: string, match: RouteMatch | undefined): Promise<UpstreamResult> {
  const old = p.cache.get(key, p.now());
  try {
    const res = await p.call(key, match);
    const body = res.body;
    const contentType = res.headers.get("content-type") ?? "application/json";
    if ((res.status === 429 || res.status >= 500) && old) return p.saved.stale(old);
    const wrong = p.check(key, res.status, body, match);
    if (wrong !== undefined) return old ? p.saved.stale(old) : invalidAnswer(wrong);
    const kept = p.saved.keep(key, res, body, contentType);
    if (kept) p.sharing?.offer(key, kept, kept.storedAt);
    return {
      status: res.status,
      body,
      contentType,
      source: "miss",
      ageSecs: 0,
      freshForMs: kept ? kept.freshUntil - kept.storedAt : 0,
      retryAfterSecs: retryAfterOf(res),
    };
  } catch (err) {
    if (isTimeout(err)) {
      p.counters.add("timeouts");
      p.hung.noteHang();
    }
    if (old) return p.saved.stale(old);
    throw callFailure(err, p.timeoutMs);
  }
}

/** Another instance's copy: kept here from then on, and a hit. */
function fromShared(p: UpstreamParts, key: string, e: CachedResponse): UpstreamResult {
  p.cache.set(key, e);
  p.counters.add("sharedHits");
  return p.saved.hit(e, p.now());
}

/**
 * The upstream's GET, layer by layer: a fresh copy; else the call already running for the path; else,
 * for a request that would start a call, the gates in turn (the service taken as hung, a made-up id,
 * another instance's copy, the visitor's and the plan's allowance), then one call shared by all who
 * ask meanwhile, its answer checked, kept, and shared; a failure falls back on the saved copy.
 */
export function createUpstreamGet(p: UpstreamParts) {
  /** A request no fresh copy and no running call answers: the gates before a new call, then the call. */
  async function miss(key: string, asker: Asker, saved: CachedResponse | undefined, t: number) {
    const hungFor = p.hung.hungForSecs(t);
    if (hungFor !== undefined) {
      if (saved) return p.saved.stale(saved);
      throw new UpstreamError(
        503,
        "The data service is not answering; no saved copy exists",
        undefined,
        hungFor,
      );
    }
    // The path's operation, matched once a miss (or as the caller resolved it).
    const match = asker.match ?? matchAt(key);
    const unknown = asker.trusted ? undefined : p.screen?.(key, match);
    if (unknown) {
      p.counters.add("refusedUnknownIds");
      return notFoundAnswer(key, unknown);
    }
    // Another instance's fresh copy costs no call and no allowance (asked per request; only the
    // call itself is shared between concurrent requests).
    if (p.sharing) {
      const other = await p.sharing.get(key);
      if (other) return fromShared(p, key, other);
    }
    // Without an account to read nothing is awaited: the call starts in this tick, and concurrent
    // requests for the path join it.
    const account = asker.account ? await asker.account() : undefined;
    // The call another request started while this one waited.
    if (p.sharing || asker.account) {
      const joined = p.inFlight.joined(key);
      if (joined) return joined;
    }
    const at = p.now();
    const refused = p.admission.admit(asker, at, account);
    if (refused) {
      const old = p.cache.get(key, at);
      if (old) return p.saved.stale(old);
      throw refused;
    }
    return p.inFlight.start(key, () => load(p, key, match));
  }

  return async function get(pathAndQuery: string, asker: Asker = {}): Promise<UpstreamResult> {
    p.counters.add("requests");
    const t = p.now();
    const hit = p.cache.get(pathAndQuery, t);
    if (hit && hit.freshUntil > t) return p.saved.hit(hit, t);
    return p.inFlight.joined(pathAndQuery) ?? miss(pathAndQuery, asker, hit, t);
  };
}
