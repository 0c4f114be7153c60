import type { LeaderFilters } from "@/lib/season/leaders";

/** How many of the season's matches each of its two builds holds. */
interface Kept {
  boxScores: { done: number };
  splits: { done: number };
}

/**
 * Which build a leaderboard is summed from. Whole-season totals of a public box-score count need no
 * split, so they come from the whole-match pass (built first, in seconds) while it holds more matches
 * than the splits; a quarter or zone, or a metric beyond the box score, only from the splits. Once both
 * hold the whole season the splits answer (the same totals: tests/service/season-aggregates.test.ts).
 */
export function leaderSource(
  f: Pick<LeaderFilters, "period" | "zone">,
  publicMetric: boolean,
  kept: Kept,
): "boxScores" | "splits" {
  const whole = f.period === null && f.zone === null && publicMetric;
  return whole && kept.boxScores.done > kept.splits.done ? "boxScores" : "splits";
}
