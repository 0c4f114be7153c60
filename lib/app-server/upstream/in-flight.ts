import "server-only";

/**
 * Identical concurrent requests share one call: while a key's call runs, later askers join it; once
 * it settles (answer or failure) the key is free, so the next request asks again (what is kept is
 * the cache's business, not this).
 */
export function createInFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return {
    /** The call already running for `key`, if any. */
    joined(key: string): Promise<T> | undefined {
      return running.get(key);
    },
    /** Starts `run` as `key`'s call, shared until it settles. */
    start(key: string, run: () => Promise<T>): Promise<T> {
      const p = run().finally(() => running.delete(key));
      running.set(key, p);
      return p;
    },
  };
}
export type InFlight<T> = ReturnType<typeof createInFlight<T>>;
