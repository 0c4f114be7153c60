import "server-only";

// After a build stopped short, a visit resumes it no sooner than this: a service that is down is not
// asked again at every visit, and the page can say what went wrong meanwhile.
export const RESUME_MS = 30_000;

/**
 * The one-off builds' run (the all-time summary, the history's quarter scores): started by visits,
 * never awaited by them, one at a time (single flight). A build that throws keeps its message for the
 * page to show, and the next one starts no sooner than `RESUME_MS` after; a new start clears it.
 */
export function createResumableBuild(now: () => number) {
  let running: Promise<void> | null = null;
  let error: string | null = null;
  let failedAt = -Infinity;
  return {
    /**
     * Starts `build` when none runs, the last failure is old enough and `due()` says there is work
     * (asked last: it may walk every match, which a visit during a build need not pay for).
     */
    start(due: () => boolean, build: () => Promise<void>): void {
      if (running || now() - failedAt < RESUME_MS || !due()) return;
      error = null;
      running = build()
        .catch((err: unknown) => {
          error = err instanceof Error ? err.message : String(err);
          failedAt = now();
        })
        .finally(() => (running = null));
    },
    /** Whether a build runs now. */
    get running() {
      return running !== null;
    },
    /** Why the last build stopped short, or null. */
    get error() {
      return error;
    },
    /** Resolves when the running build ends (for tests). */
    settled: () => running ?? Promise.resolve(),
  };
}
