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
  return {
    /** Counts one call. */
    spend(): void {
      spentToday++;
    },
    /** The instant (ms, the next UTC midnight) the build may carry on, when today's budget is spent; else null. */
    async spentUntil(): Promise<number | null> {
      const today = Math.floor(deps.now() / DAY_MS);
      if (today !== day) {
        day = today;
        spentToday = await deps.savedSince(new Date(today * DAY_MS).toISOString());
      }
      return spentToday >= deps.budget ? (day + 1) * DAY_MS : null;
    },
  };
}
