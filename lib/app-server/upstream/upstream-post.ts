import "server-only";
import type { RouteMatch } from "@/lib/contract";
import { callFailure, isTimeout } from "./deadline";
import { UpstreamError } from "./upstream-error";
import type { UpstreamParts } from "./upstream-parts";
import {
  invalidAnswer,
  notFoundAnswer,
  retryAfterOf,
  type Asker,
  type UpstreamResult,
} from "./upstream-result";

/**
 * The upstream's POST (a payload operation, the player or squad statistics POST: several filters of one match in one call): the
 * same token, deadline, limits and contract check as GET, and identical concurrent requests share one
 * call, but the answer is not kept here: its keeper is the caller (the season store keeps completed
 * matches' answers for good). A call past the deadline does not mark the service hung: a payload of
 * many filters is slower than any page's call, and pages should not be served stale copies for it.
 */
export function createUpstreamPost(p: UpstreamParts) {
  async function send(
    path: string,
    body: string,
    asker: Asker & { match: RouteMatch },
  ): Promise<UpstreamResult> {
    try {
      const res = await p.call(path, asker.match, body);
      const bytes = res.body; // ~11 MB a build's match, read into place (http-exchange.ts)
      const contentType = res.headers.get("content-type") ?? "application/json";
      const wrong = asker.checkedByCaller ? undefined : p.check(path, res.status, bytes, asker.match);
      if (wrong !== undefined) return invalidAnswer(wrong);
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
      if (isTimeout(err)) p.counters.add("timeouts");
      throw callFailure(err, p.timeoutMs);
    }
  }

  return async function post(
    path: string,
    payload: unknown,
    asker: Asker & { match: RouteMatch },
  ): Promise<UpstreamResult> {
    p.counters.add("requests");
    const body = JSON.stringify(payload);
    const key = `POST ${path} ${body}`;
    const t = p.now();
    const joined = p.inFlight.joined(key);
    if (joined) return joined;
    const hungFor = p.hung.hungForSecs(t);
    if (hungFor !== undefined)
      throw new UpstreamError(503, "The data service is not answering", undefined, hungFor);
    const unknown = asker.trusted ? undefined : p.screen?.(path, asker.match);
    if (unknown) {
      p.counters.add("refusedUnknownIds");
      return notFoundAnswer(path, unknown);
    }
    // Never a saved copy to fall back on: a payload's answer is not kept here.
    const refused = p.admission.admit(asker, p.now());
    if (refused) throw refused;
    return p.inFlight.start(key, () => send(path, body, asker));
  };
}
