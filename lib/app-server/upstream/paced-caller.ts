import "server-only";
import type { Upstream } from "./upstream";
import { UpstreamError } from "./upstream-error";
import { isStopping } from "@/lib/lifecycle/stopping";

// Failures other than the plan's 429 (the service down, an answer the contract does not describe):
// this many tries a path, this far apart (times the failures so far), then the caller's build stops.
const TRIES = 3;
const RETRY_MS = 2_000;

/**
 * The one-off builds' way of calling the service (the all-time summary, the history's quarter
 * scores): `gapMs` between calls, so pages keep the rest of the plan's rate; a 429 (the plan busy, or
 * only the pages' reserve left) waits as long as Retry-After says and is not a failure; anything else is
 * tried again a few times, then thrown with the path named. `onCall` counts each call made. Once the
 * process is stopping no call is made: the build ends there and resumes at the next start.
 */
export function createPacedCaller(deps: {
  getJson: (path: string) => Promise<unknown>;
  gapMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  onCall: () => void;
}): (path: string) => Promise<unknown> {
  let lastCallAt = -Infinity;
  return async function call(path: string): Promise<unknown> {
    for (let failures = 0; ;) {
      if (isStopping()) throw new Error(`${path}: not asked, the app is stopping`);
      const wait = lastCallAt + deps.gapMs - deps.now();
      if (wait > 0) await deps.sleep(wait);
      lastCallAt = deps.now();
      try {
        deps.onCall();
        return await deps.getJson(path);
      } catch (err) {
        const e = err as { status?: number; retryAfterSecs?: number };
        if (e.status === 429) {
          await deps.sleep(Math.max(1, e.retryAfterSecs ?? 1) * 1000);
          continue;
        }
        if (++failures >= TRIES)
          throw new Error(`${path}: ${err instanceof Error ? err.message : String(err)}`);
        await deps.sleep(RETRY_MS * failures);
      }
    }
  };
}

/**
 * The builds' `getJson`: a non-critical call through the app's upstream client (the pages' reserve is
 * out of its reach), its 200 answer parsed, anything else thrown as an UpstreamError (a 429 with its
 * Retry-After, which the paced caller waits out).
 */
export function buildGetJson(up: Pick<Upstream, "get">): (path: string) => Promise<unknown> {
  return async (path) => {
    const res = await up.get(path, { critical: false, trusted: true });
    if (res.status !== 200)
      throw new UpstreamError(res.status, `${path} answered ${res.status}`, undefined, res.retryAfterSecs);
    return JSON.parse(new TextDecoder().decode(res.body));
  };
}
