// Which metrics the statistics view shows at once. The service answers any subset (the player and squad statistics `metric`);
// a table of all 80-odd metrics is unreadable, so the view offers sets, or any single metric.

import { FANTASY_COUNTS, hasFantasyCounts } from "@/lib/season/fantasy";

export interface MetricSet {
  id: string;
  label: string;
  codes: readonly string[];
}

export const METRIC_SETS: readonly MetricSet[] = [
  {
    id: "key",
    label: "Key statistics",
    codes: [
      "DISPOSAL",
      "KICK",
      "HANDBALL",
      "MARK",
      "TACKLE",
      "GOAL",
      "BEHIND",
      "CLEARANCE",
      "INSIDE_50",
      "POSSESSION_CONTESTED",
      "METRES_GAINED",
      "TIME_ON_GROUND_PCT",
    ],
  },
  {
    id: "possession",
    label: "Possession and use",
    codes: [
      "POSSESSION",
      "POSSESSION_CONTESTED",
      "POSSESSION_UNCONTESTED",
      "DISPOSAL",
      "DISPOSAL_EFFECTIVE",
      "DISPOSAL_EFFICIENCY",
      "KICK",
      "HANDBALL",
      "CLANGER",
      "TURNOVER",
      "INTERCEPT",
    ],
  },
  {
    id: "scoring",
    label: "Scoring",
    codes: [
      "GOAL",
      "BEHIND",
      "POINTS",
      "SHOT_AT_GOAL",
      "SCORING_SHOT",
      "ACCURACY",
      "GOAL_ASSIST",
      "SCORE_INVOLVEMENT",
      "SCORE_LAUNCH",
      "POINTS_EXPECTED",
      "INSIDE_50",
      "MARK_INSIDE_50",
    ],
  },
  {
    id: "contest",
    label: "Contest and stoppages",
    codes: [
      "HITOUT",
      "HITOUT_TO_ADVANTAGE",
      "RUCK_CONTEST",
      "CLEARANCE",
      "CLEARANCE_CB",
      "CLEARANCE_BU",
      "CLEARANCE_TI",
      "FIRST_POSSESSION",
      "CENTRE_BOUNCE_ATTENDANCE",
      "MARK_CONTESTED",
      "GROUNDBALL_GET",
    ],
  },
  {
    id: "defence",
    label: "Pressure and defence",
    codes: [
      "TACKLE",
      "PRESSURE_ACT",
      "PRESSURE_POINTS",
      "PRESSURE_ACT_DEF_HALF",
      "SPOIL",
      "ONE_PERCENTER",
      "REBOUND_50",
      "INTERCEPT",
      "FREE_KICK",
      "FREE_KICK_AGAINST",
    ],
  },
  {
    id: "running",
    label: "Running and time",
    codes: [
      "METRES_GAINED",
      "CHAIN_METRES",
      "RUNNING_BOUNCE",
      "TIME_ON_GROUND",
      "TIME_ON_GROUND_PCT",
      "INTERCHANGE",
    ],
  },
  { id: "all", label: "Every metric", codes: [] }, // no `metric` parameter: the service sends them all
];

/** The codes a `metric` parameter names: a set's, or the one code given; the key set when it is neither. */
export function metricCodes(setOrCode: string): readonly string[] {
  const set = METRIC_SETS.find((s) => s.id === setOrCode);
  if (set) return set.codes;
  return /^[A-Z][A-Z0-9_]{0,63}$/.test(setOrCode) ? [setOrCode] : METRIC_SETS[0].codes;
}

/**
 * The codes to ask for under the client's licence (`licensed`: the metric codes its tier covers;
 * undefined: not known, ask for everything named) and the named codes it leaves out. When the licence
 * covers none of a set, the key statistics it covers stand in, so that the view never asks the service
 * for a metric it would refuse.
 */
export function licensedMetrics(
  setOrCode: string,
  licensed: readonly string[] | undefined,
): { codes: readonly string[]; leftOut: readonly string[] } {
  const wanted = metricCodes(setOrCode);
  if (!licensed) return { codes: wanted, leftOut: [] };
  const allow = new Set(licensed);
  const codes = wanted.filter((c) => allow.has(c));
  const leftOut = wanted.filter((c) => !allow.has(c));
  if (wanted.length > 0 && codes.length === 0)
    return { codes: METRIC_SETS[0].codes.filter((c) => allow.has(c)), leftOut };
  return { codes, leftOut };
}

/**
 * The player table's metrics to ask for: those shown and, when the licence has every one, the counts
 * its AFL Fantasy column needs (lib/season/fantasy.ts). With no list (every metric) they come anyway.
 */
export function withFantasyCounts(
  codes: readonly string[] | undefined,
  licensed: readonly string[] | undefined,
): readonly string[] | undefined {
  if (!codes?.length) return codes;
  if (licensed && !hasFantasyCounts(licensed)) return codes;
  return [...new Set([...codes, ...FANTASY_COUNTS])];
}
