import { RANKING_METRICS, type RankingMetric } from "./ranking-metrics";
import type { RankingFilters } from "./ranking-params";

/**
 * The measures a viewer may rank: the score line's unless a quarter or zone is cut (it is whole-match
 * only), and the counts the licence gives.
 */
export function offeredMetrics(licensed: ReadonlySet<string>, cut: boolean): RankingMetric[] {
  return RANKING_METRICS.filter((m) => (m.source === "fixture" ? !cut : licensed.has(m.code)));
}

/** Whether a code is the score line's (known, but whole-match only). */
export const isScoreLine = (code: string | undefined) =>
  RANKING_METRICS.some((m) => m.source === "fixture" && m.code === code);

/**
 * The filters with the sorted and charted measures among those shown: a coach's count asked for before
 * the season's splits are whole gives way to the first measure shown.
 */
export function settleColumns(f: RankingFilters, shown: readonly RankingMetric[]): RankingFilters {
  const has = (code: string) => shown.some((m) => m.code === code);
  return {
    ...f,
    sort: f.sort === "club" || f.sort === "games" || has(f.sort) ? f.sort : shown[0].code,
    chart: has(f.chart) ? f.chart : shown[0].code,
  };
}
