// Failures other than the plan's 429 (the service down, an answer the contract does not describe):
// this many tries a match, this far apart, then the build stops and the next visit resumes it.
const TRIES = 3;
const RETRY_MS = 2_000;

/** Why one try at a match was not kept: the status (502 for an answer that failed its check). */
export interface FailedTry {
  status: number;
  retryAfterSecs: number | undefined;
  detail: string;
}

/**
 * What follows a failed try at a match: how long to wait before the next, with the failures counted
 * so far; throws the error that stops the build after the last try. The plan busy (or the pages'
 * reserve all that is left: 429) is waited out as long as it says and never counts as a failure.
 */
export function nextTry(
  matchId: number,
  failed: FailedTry,
  failures: number,
): { waitMs: number; failures: number } {
  if (failed.status === 429) return { waitMs: Math.max(1, failed.retryAfterSecs ?? 1) * 1000, failures };
  const counted = failures + 1;
  if (counted >= TRIES) throw new Error(`Match ${matchId}: ${failed.status} ${failed.detail}`);
  return { waitMs: RETRY_MS * counted, failures: counted };
}
