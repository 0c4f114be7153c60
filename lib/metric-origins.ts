/**
 * Where each metric's figure comes from, with the AFL data this app serves (data/afl/SOURCES.md): the
 * source holds results, quarter scores and a box score a player a match, and no match events. The
 * data service synthesises each match's events so that they count to the box score; every other metric
 * is counted from those events, so its figure illustrates the match rather than records it.
 */
import { FANTASY_CODE } from "@/lib/season/fantasy";

export type MetricOrigin = "recorded" | "worked-out" | "synthesised";

// Columns of the source's player_stats.csv (tests/data/metric-origins.test.ts holds each to its column).
// Its time-on-ground share is not among them: the app's figure is read from the synthesised interchanges,
// which come within a few points of it (lib/service/engine/invariants.test.ts).
const RECORDED = [
  "KICK",
  "HANDBALL",
  "DISPOSAL",
  "MARK",
  "MARK_CONTESTED",
  "MARK_INSIDE_50",
  "POSSESSION_CONTESTED",
  "POSSESSION_UNCONTESTED",
  "TACKLE",
  "HITOUT",
  "GOAL",
  "BEHIND",
  "GOAL_ASSIST",
  "INSIDE_50",
  "REBOUND_50",
  "CLEARANCE",
  "CLANGER",
  "FREE_KICK",
  "FREE_KICK_AGAINST",
  "ONE_PERCENTER",
  "RUNNING_BOUNCE",
  "BROWNLOW_VOTES",
] as const;

// Arithmetic on recorded figures alone (a side's rushed behinds: its score less its players' behinds).
const WORKED_OUT = [
  "POSSESSION",
  "CONTESTED_POSSESSION_RATE",
  "MARK_UNCONTESTED",
  "BEHIND_RUSHED",
  "POINTS",
  "SCORING_SHOT",
  "ACCURACY",
  "FREE_KICK_DIFF",
  "KICK_HANDBALL_RATIO",
  FANTASY_CODE, // the app's own: AFL Fantasy's scoring of recorded counts
] as const;

const ORIGINS = new Map<string, MetricOrigin>([
  ...RECORDED.map((code) => [code, "recorded"] as const),
  ...WORKED_OUT.map((code) => [code, "worked-out"] as const),
]);

/** The metric codes whose figures are the source's own box-score columns. */
export const RECORDED_METRICS: readonly string[] = RECORDED;

/** Where a metric's figure comes from: anything not recorded or worked out from records is synthesised. */
export const metricOrigin = (code: string): MetricOrigin => ORIGINS.get(code) ?? "synthesised";

/** The glossary's words for each origin. */
export const METRIC_ORIGIN_WORDS: Record<MetricOrigin, string> = {
  recorded: "recorded in the box score",
  "worked-out": "worked out from the box score",
  synthesised: "counted from the synthesised events",
};

/**
 * Why a season's figures on show come from the synthesised events, in words for a page, or null when
 * they are the record: the metric is counted from events, or the counts are cut by quarter or zone (the
 * source records whole matches only).
 */
export function synthesisedWords(
  metric: { code: string; name: string } | null,
  split: boolean,
): string | null {
  if (metric && metricOrigin(metric.code) === "synthesised")
    return `${metric.name} is counted from the synthesised match events`;
  if (split)
    return "Cut by quarter or zone, the figures come from the synthesised match events: only whole matches are the record";
  return null;
}
