/**
 * Delays between tries at something that keeps failing (a database gone away, a page that answers
 * errors): `initialMs` after the first failure, doubled after each further one, never above `maxMs`.
 * Without it a retry loop whose try fails at once (a refused connection) spins a core.
 */
export function createBackoff(opts: { initialMs?: number; maxMs?: number } = {}) {
  const initialMs = opts.initialMs ?? 500;
  const maxMs = Math.max(initialMs, opts.maxMs ?? 30_000);
  let failures = 0;
  return {
    /** The wait before the next try, counting one more failure. */
    next(): number {
      const ms = Math.min(maxMs, initialMs * 2 ** Math.min(failures, 52));
      failures++;
      return ms;
    },
    /** Failures counted since the last success. */
    get failures() {
      return failures;
    },
    /** A success: the next failure waits `initialMs` again. */
    reset() {
      failures = 0;
    },
  };
}

export type Backoff = ReturnType<typeof createBackoff>;

/**
 * Resolves after `ms`, or at once when `signal` aborts. The timer never holds the process open, so
 * a retry loop waiting here cannot keep a stopping process alive.
 */
export function backoffWait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    timer.unref();
    signal?.addEventListener("abort", done, { once: true });
  });
}
