import "server-only";

const DAY_MS = 86_400_000;

/**
 * A build's calls a UTC day, held to `budget`: counted from what the store kept today (`savedSince`,
 * asked once a day, when the day is first seen), so a restart does not reset the day's count, plus
 * the calls spent since.
 */
export function createDayBudget(deps: {
  budget: number;
  savedSince: (iso: string) => Promise<number>;
  now: () => number;
}) {
  let day = -1;
  let spentToday = 0;
  // The day's count from the store, read once: callers that ask meanwhile wait for the same read (one
  // that did not wait once took calls the read then overwrote: fill-quarters.ts's lanes passed the budget).
  let loaded: Promise<void> = Promise.resolve();
  const until = () => (spentToday >= deps.budget ? (day + 1) * DAY_MS : null);
  async function dayRead(): Promise<void> {
    const today = Math.floor(deps.now() / DAY_MS);
    if (today !== day) {
      day = today;
      spentToday = 0;
      loaded = deps.savedSince(new Date(today * DAY_MS).toISOString()).then((kept) => {
        spentToday += kept;
      });
    }
    await loaded;
  }
  return {
    /** The instant (ms, the next UTC midnight) the build may carry on, when today's budget is spent; else null. */
    async spentUntil(): Promise<number | null> {
      await dayRead();
      return until();
    },
    /**
     * As spentUntil, but a null answer also counts the call it allows, in the same step: several
     * callers at once (fill-quarters.ts's lanes) then never pass the budget between a check and
     * their call.
     */
    async take(): Promise<number | null> {
      await dayRead();
      const at = until();
      if (at === null) spentToday++;
      return at;
    },
  };
}
