import "server-only";
import { UpstreamError, isUpstreamError } from "./upstream-error";

// After a call runs past its deadline the service is taken as hung for this long: saved copies are
// served at once and calls without one fail at once, so that a page of several calls answers within
// about one deadline rather than one deadline a call.
export const HUNG_FOR_MS = 5_000;

/** Whether a call failed by running past its deadline (AbortSignal.timeout's error). */
export const isTimeout = (err: unknown) => (err as Error).name === "TimeoutError";

/** What a failed call is to the app's routes: a deadline passed is 504, the service unreachable 502. */
export function callFailure(err: unknown, timeoutMs: number): UpstreamError {
  if (isUpstreamError(err)) return err;
  return isTimeout(err)
    ? new UpstreamError(504, `The data service did not answer within ${timeoutMs} ms`)
    : new UpstreamError(502, `The data service could not be reached: ${(err as Error).message}`);
}

/** Whether the service is taken as hung (a call ran past its deadline less than HUNG_FOR_MS ago). */
export function createHungWatch(now: () => number) {
  let hungUntil = -Infinity;
  return {
    /** A call has just run past its deadline. */
    noteHang() {
      hungUntil = now() + HUNG_FOR_MS;
    },
    /** Seconds until the service is asked again (Retry-After), or undefined when it is not hung at `t`. */
    hungForSecs(t: number): number | undefined {
      return t < hungUntil ? Math.ceil((hungUntil - t) / 1000) : undefined;
    },
  };
}

export type HungWatch = ReturnType<typeof createHungWatch>;
