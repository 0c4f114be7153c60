import "server-only";

/**
 * Builds a visitor is waiting for hold back the builds no page waits for. With the embedded service
 * every build shares the process's two cores: the season's splits (~11 MB a match, minutes) took
 * the turns of the event loop the records' ~17,000 small quarter-score calls needed, and a fresh
 * install's records were complete after ~115 s, while no public page waits for the splits (the
 * whole-match pass completes them). `hold` runs a wanted build; `clear` is what a background build
 * awaits before each call: at once when nothing holds, else when the last holder ends, failed or not.
 */
export function createBuildPriority() {
  let holders = 0;
  let waiting: (() => void)[] = [];
  return {
    async hold<T>(work: () => Promise<T>): Promise<T> {
      holders++;
      try {
        return await work();
      } finally {
        if (--holders === 0) {
          const release = waiting;
          waiting = [];
          for (const go of release) go();
        }
      }
    },
    clear(): Promise<void> {
      return holders === 0 ? Promise.resolve() : new Promise<void>((go) => waiting.push(go));
    },
    /** Whether a wanted build runs now (what the tests observe; nothing else reads it). */
    get held() {
      return holders > 0;
    },
  };
}

export type BuildPriority = ReturnType<typeof createBuildPriority>;

const KEY = Symbol.for("footy.build-priority");
type Holder = { [KEY]?: BuildPriority };

/** The process's one priority (on globalThis, as the builds are: Next may load this module twice). */
export function buildPriority(): BuildPriority {
  const g = globalThis as Holder;
  return (g[KEY] ??= createBuildPriority());
}
