import "server-only";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import { createCallBudget, type CallBudget } from "./call-budget";
import type { RouteMatch } from "@/lib/sds";
import { matchAt } from "./contract-check";
import { DEFAULT_TIMEOUT_MS, type UpstreamEnv } from "../env";
import type { TokenManager } from "./token-manager";
import { createTokenBuckets } from "./token-bucket";
import { isLoopback } from "./loopback";
import { isTokenRefusal } from "./token-refusal";
import type { SharedAnswers } from "./shared-answers";
import { createUpstreamCounters, type UpstreamCounters } from "./upstream-counters";
import { createUpstreamCache, freshnessMs, type CachedResponse, type UpstreamCache } from "./upstream-cache";
import { UpstreamError, isUpstreamError } from "./upstream-error";

export interface UpstreamResult {
  status: number;
  body: Uint8Array;
  contentType: string;
  source: "hit" | "miss" | "stale";
  ageSecs: number;
  /** How much longer this answer stays fresh (0 for a saved copy served stale, or a refusal). */
  freshForMs: number;
  /** The service's Retry-After (seconds) on a 429 passed on. */
  retryAfterSecs?: number;
}

/** Who asks: the visitor's address (limits new calls per address) and whether a page render needs it. */
export interface Asker {
  visitor?: string;
  /** A page render (may use the plan's reserve); the browser's proxy requests are not. */
  critical?: boolean;
  /** The app's own look-up of ids (known-ids.ts), which must not be screened by itself. */
  trusted?: boolean;
  /**
   * The operation the caller already resolved the path to (the proxy, sdsGet): on a miss the screen,
   * the call's count and the answer's check use it, rather than matching the path again each.
   */
  match?: RouteMatch;
  /**
   * The caller checks the answer against the contract itself (post only): the season build does,
   * in a worker thread, with the same check (splits-digest.ts), and reports a wrong one (noteInvalid).
   */
  checkedByCaller?: boolean;
}

/** The path parameter of a request that names an id known not to exist (`known-ids.ts`). */
export type IdScreen = (pathAndQuery: string, match?: RouteMatch) => string | undefined;

const DEFAULT_FRESH_MS = 30_000;
// A 400 or 404 is kept this long, so that made-up addresses asked again cost no call.
const NEGATIVE_FRESH_MS = 60_000;
// New (uncached) calls one visitor address may cause: a cold match view costs up to ~9.
const VISITOR_RULE = { rate: 1, burst: 40 };
const DEFAULT_PLAN = { rate: 20, burst: 40, daily: 35_000 };
// After a call runs past its deadline the service is taken as hung for this long: saved copies are
// served at once and calls without one fail at once, so that a page of several calls answers within
// about one deadline rather than one deadline a call.
const HUNG_FOR_MS = 5_000;

function invalidAnswer(detail: string): Pick<UpstreamResult, "status" | "body" | "contentType"> {
  return {
    status: 502,
    body: new TextEncoder().encode(problemJson({ status: 502, title: "Bad Gateway", detail })),
    contentType: PROBLEM_CONTENT_TYPE,
  };
}

function notFoundAnswer(path: string, param: string): UpstreamResult {
  const problem = problemJson({
    title: "Not Found",
    status: 404,
    // Stryker disable next-line Regex: every path parameter named here ends in its only "Id" (matchId, squadId, ...)
    detail: `No such ${param.replace(/Id$/, "")}: the ${param} in ${JSON.stringify(path.split("?")[0].slice(0, 200))} does not exist.`,
  });
  const body = new TextEncoder().encode(problem);
  return {
    status: 404,
    body,
    contentType: PROBLEM_CONTENT_TYPE,
    source: "hit",
    ageSecs: 0,
    freshForMs: NEGATIVE_FRESH_MS,
  };
}

/** The contract operation a path names (E4, E11, ...), or "other". */
const operationOf = (match: RouteMatch | undefined) => match?.endpoint.id ?? "other";
const retryAfterOf = (res: Response) => {
  const n = Number(res.headers.get("retry-after"));
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The app's one way to the data service. Saves quota: fresh answers (and, briefly, 400s and 404s)
 * come from the cache; identical concurrent requests share one call; new calls are limited per
 * visitor address and by the client's plan, leaving a reserve for pages; when the service fails,
 * hangs past the deadline or answers 429, the last good answer is served marked stale.
 */
export function createUpstream(deps: {
  env: UpstreamEnv;
  tokens: TokenManager;
  cache?: UpstreamCache;
  budget?: CallBudget;
  fetch?: typeof fetch;
  now?: () => number;
  /** Checks a 200 answer against the contract: undefined when it conforms, else what is wrong. */
  validate?: (pathAndQuery: string, body: Uint8Array, match?: RouteMatch) => string | undefined;
  /** Names a made-up id before it costs a call. */
  screen?: IdScreen;
  /** Settled answers other instances fetched (Redis), asked before the service. */
  shared?: SharedAnswers;
  /** What it counts (default: totals only, no calls by operation). */
  counters?: UpstreamCounters;
}) {
  const cache = deps.cache ?? createUpstreamCache();
  const fetchImpl = deps.fetch ?? fetch;
  const now = deps.now ?? Date.now;
  const budget = deps.budget ?? createCallBudget(deps.env.plan ?? DEFAULT_PLAN, now);
  const timeoutMs = deps.env.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const visitors = createTokenBuckets(deps.env.visitor ?? VISITOR_RULE);
  const inflight = new Map<string, Promise<UpstreamResult>>();
  const coding: Record<string, string> = isLoopback(deps.env.baseUrl)
    ? { "accept-encoding": "identity" }
    : {};
  let hungUntil = -Infinity;
  // Answers changed at the service before their freshness ran out (a replay): copies other
  // instances stored before the change are not taken from the shared answers either.
  const changes: { stale: (key: string) => boolean; at: number }[] = [];
  const changedSince = (key: string, storedAt: number) =>
    changes.some((c) => storedAt <= c.at && c.stale(key));
  const counters = deps.counters ?? createUpstreamCounters();

  async function call(
    pathAndQuery: string,
    match: RouteMatch | undefined,
    payload?: string,
  ): Promise<Response> {
    // Stryker disable next-line UpdateOperator: attempt-- ends the retries alike (only attempt 0 retries)
    for (let attempt = 0; ; attempt++) {
      const token = await deps.tokens.get();
      counters.call(operationOf(match));
      const res = await fetchImpl(`${deps.env.baseUrl}/v1${pathAndQuery}`, {
        headers: {
          authorization: `Bearer ${token}`,
          accept: "application/json",
          ...coding,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(payload === undefined ? {} : { method: "POST", body: payload }),
        cache: "no-store",
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Only a refusal of the token itself earns a new token and one retry; a tier or licence
      // refusal is passed on (a new token would be refused alike, and each costs one of ten).
      if (res.status === 403 && attempt === 0) {
        const body = await res.text();
        if (
          isTokenRefusal(403, res.headers.get("www-authenticate"), body) &&
          (await deps.tokens.invalidate(token))
        )
          continue;
        return new Response(body, { status: 403, headers: res.headers });
      }
      return res;
    }
  }

  async function load(key: string, match: RouteMatch | undefined): Promise<UpstreamResult> {
    const old = cache.get(key, now());
    try {
      const res = await call(key, match);
      const body = new Uint8Array(await res.arrayBuffer());
      const contentType = res.headers.get("content-type") ?? "application/json";
      if ((res.status === 429 || res.status >= 500) && old) return staleOf(old);
      if (res.status === 200) {
        // An answer the contract does not describe is never cached nor passed on: the browser trusts
        // the proxy's answers without parsing them again.
        const wrong = deps.validate?.(key, body, match);
        if (wrong !== undefined) {
          counters.add("invalid");
          if (old) return staleOf(old);
          return { ...invalidAnswer(wrong), source: "miss", ageSecs: 0, freshForMs: 0 };
        }
      }
      // 200s are kept even when not fresh (the saved copy for when the service fails); 400s and 404s
      // briefly, so that made-up addresses asked again cost nothing.
      const negative = res.status === 404 || res.status === 400;
      let freshMs = 0;
      if (res.status === 200 || negative) {
        const t = now();
        freshMs = negative
          ? NEGATIVE_FRESH_MS
          : freshnessMs(res.headers.get("cache-control"), DEFAULT_FRESH_MS);
        const entry = { status: res.status, body, contentType, storedAt: t, freshUntil: t + freshMs };
        cache.set(key, entry);
        // Other instances get answers, not refusals (a made-up id is refused by each on its own).
        if (!negative) deps.shared?.set(key, entry, t);
      }
      return {
        status: res.status,
        body,
        contentType,
        source: "miss",
        ageSecs: 0,
        freshForMs: freshMs,
        retryAfterSecs: retryAfterOf(res),
      };
    } catch (err) {
      if ((err as Error).name === "TimeoutError") {
        counters.add("timeouts");
        hungUntil = now() + HUNG_FOR_MS;
      }
      if (old) return staleOf(old);
      if (isUpstreamError(err)) throw err;
      throw (err as Error).name === "TimeoutError"
        ? new UpstreamError(504, `The data service did not answer within ${timeoutMs} ms`)
        : new UpstreamError(502, `The data service could not be reached: ${(err as Error).message}`);
    }
  }

  function staleOf(e: {
    status: number;
    body: Uint8Array;
    contentType: string;
    storedAt: number;
  }): UpstreamResult {
    counters.add("stale");
    return { ...e, source: "stale", ageSecs: Math.round((now() - e.storedAt) / 1000), freshForMs: 0 };
  }

  /** A new call is about to be made: the visitor's and the plan's limits, else a saved copy or a 429. */
  function admit(key: string, asker: Asker): UpstreamResult | undefined {
    const t = now();
    const v = asker.visitor ? visitors.take(asker.visitor, t) : { ok: true as const };
    const b = v.ok ? budget.take(asker.critical ?? false) : v;
    if (b.ok) return undefined;
    if (!v.ok) counters.add("refusedVisitors");
    const old = cache.get(key, t);
    if (old) return staleOf(old);
    throw new UpstreamError(
      429,
      v.ok
        ? `No saved copy, and ${"reason" in b ? b.reason : "the data plan is busy"}`
        : "Too many new data requests from this address",
      undefined,
      b.retryAfterSecs,
    );
  }

  function fromShared(key: string, e: CachedResponse): UpstreamResult {
    cache.set(key, e);
    counters.add("sharedHits");
    counters.add("hits");
    const t = now();
    return {
      ...e,
      source: "hit",
      ageSecs: Math.round((t - e.storedAt) / 1000),
      freshForMs: e.freshUntil - t,
    };
  }

  return {
    stats: counters.stats,
    budget,
    cache,
    /**
     * The service says the answers `stale` picks changed (a replayed match went live): they are asked
     * again on their next request; the old copies stay as saved copies for when the service fails.
     */
    expire(stale: (key: string) => boolean): number {
      const t = now();
      changes.push({ stale, at: t });
      if (changes.length > 32) changes.shift();
      return cache.expire(stale, t);
    },
    async get(pathAndQuery: string, asker: Asker = {}): Promise<UpstreamResult> {
      counters.add("requests");
      const t = now();
      const hit = cache.get(pathAndQuery, t);
      if (hit && hit.freshUntil > t) {
        counters.add("hits");
        return {
          ...hit,
          source: "hit",
          ageSecs: Math.round((t - hit.storedAt) / 1000),
          freshForMs: hit.freshUntil - t,
        };
      }
      let p = inflight.get(pathAndQuery);
      if (!p && t < hungUntil) {
        if (hit) return staleOf(hit);
        throw new UpstreamError(
          503,
          "The data service is not answering; no saved copy exists",
          undefined,
          Math.ceil((hungUntil - t) / 1000),
        );
      }
      // The path's operation, matched once a miss (or as the caller resolved it).
      const match = p ? undefined : (asker.match ?? matchAt(pathAndQuery));
      if (!p) {
        const unknown = asker.trusted ? undefined : deps.screen?.(pathAndQuery, match);
        if (unknown) {
          counters.add("refusedUnknownIds");
          return notFoundAnswer(pathAndQuery, unknown);
        }
        // Another instance's fresh copy costs no call and no allowance (asked per request; only the
        // call itself is shared between concurrent requests).
        if (deps.shared) {
          const other = await deps.shared.get(pathAndQuery, now());
          if (other && !changedSince(pathAndQuery, other.storedAt)) return fromShared(pathAndQuery, other);
          p = inflight.get(pathAndQuery);
        }
      }
      if (!p) {
        const refused = admit(pathAndQuery, asker);
        if (refused) return refused;
        p = load(pathAndQuery, match).finally(() => inflight.delete(pathAndQuery));
        inflight.set(pathAndQuery, p);
      }
      return p;
    },

    /** An answer its caller checked (checkedByCaller) and found not to be what the contract says. */
    noteInvalid() {
      counters.add("invalid");
    },

    /**
     * A payload operation (E16, E18: several filters of one match in one call). Same token, deadline,
     * limits and contract check as get, and identical concurrent requests share one call, but the
     * answer is not kept here: its keeper is the caller (the season store keeps completed matches'
     * answers for good). A call past the deadline does not mark the service hung: a payload of many
     * filters is slower than any page's call, and pages should not be served stale copies for it.
     */
    async post(
      path: string,
      payload: unknown,
      asker: Asker & { match: RouteMatch },
    ): Promise<UpstreamResult> {
      counters.add("requests");
      const body = JSON.stringify(payload);
      const key = `POST ${path} ${body}`;
      const t = now();
      let p = inflight.get(key);
      if (p) return p;
      if (t < hungUntil)
        throw new UpstreamError(
          503,
          "The data service is not answering",
          undefined,
          Math.ceil((hungUntil - t) / 1000),
        );
      const unknown = asker.trusted ? undefined : deps.screen?.(path, asker.match);
      if (unknown) {
        counters.add("refusedUnknownIds");
        return notFoundAnswer(path, unknown);
      }
      admit(key, asker);
      p = (async (): Promise<UpstreamResult> => {
        try {
          const res = await call(path, asker.match, body);
          const bytes = new Uint8Array(await res.arrayBuffer());
          const contentType = res.headers.get("content-type") ?? "application/json";
          const wrong =
            res.status === 200 && !asker.checkedByCaller
              ? deps.validate?.(path, bytes, asker.match)
              : undefined;
          if (wrong !== undefined) {
            counters.add("invalid");
            return { ...invalidAnswer(wrong), source: "miss", ageSecs: 0, freshForMs: 0 };
          }
          return {
            status: res.status,
            body: bytes,
            contentType,
            source: "miss",
            ageSecs: 0,
            // Kept by the caller, not here.
            freshForMs: 0,
            retryAfterSecs: retryAfterOf(res),
          };
        } catch (err) {
          if (isUpstreamError(err)) throw err;
          if ((err as Error).name === "TimeoutError") {
            counters.add("timeouts");
            throw new UpstreamError(504, `The data service did not answer within ${timeoutMs} ms`);
          }
          throw new UpstreamError(502, `The data service could not be reached: ${(err as Error).message}`);
        }
      })().finally(() => inflight.delete(key));
      inflight.set(key, p);
      return p;
    },
  };
}

export type Upstream = ReturnType<typeof createUpstream>;
