// The measures of a team's game the rankings show, each public: the fixture's score line (whole
// matches only) or a box-score count the season's whole-match pass keeps. Coaches, analysts and
// admins may also cut the counts by quarter and zone, from the season's splits.

export type MetricSource = "fixture" | "pass";

export interface RankingMetric {
  code: string;
  /** The column's heading, short enough for a phone's table. */
  short: string;
  name: string;
  source: MetricSource;
  /** False where more is worse for the side that makes it (clangers, free kicks against). */
  higherIsBetter: boolean;
}

const m = (code: string, short: string, name: string, source: MetricSource, higherIsBetter = true) => ({
  code,
  short,
  name,
  source,
  higherIsBetter,
});

/** The score line's own measures (rushed behinds included, as the score counts them). */
export const SCORE = "SCORE";
export const SCORING_SHOTS = "SCORING_SHOTS";

// prettier-ignore
export const RANKING_METRICS: readonly RankingMetric[] = [
  m(SCORE, "Pts", "Points", "fixture"),
  m(SCORING_SHOTS, "SS", "Scoring shots", "fixture"),
  m("DISPOSAL", "D", "Disposals", "pass"),
  m("POSSESSION_CONTESTED", "CP", "Contested possessions", "pass"),
  m("POSSESSION_UNCONTESTED", "UP", "Uncontested possessions", "pass"),
  m("CLEARANCE", "CL", "Clearances", "pass"),
  m("INSIDE_50", "I50", "Inside 50s", "pass"),
  m("MARK_INSIDE_50", "MI50", "Marks inside 50", "pass"),
  m("REBOUND_50", "R50", "Rebound 50s", "pass"),
  m("TACKLE", "T", "Tackles", "pass"),
  m("MARK", "M", "Marks", "pass"),
  m("MARK_CONTESTED", "CM", "Contested marks", "pass"),
  m("KICK", "K", "Kicks", "pass"),
  m("HANDBALL", "HB", "Handballs", "pass"),
  m("HITOUT", "HO", "Hit-outs", "pass"),
  m("ONE_PERCENTER", "1%", "One percenters", "pass"),
  m("GOAL_ASSIST", "GA", "Goal assists", "pass"),
  m("CLANGER", "CG", "Clangers", "pass", false),
  m("FREE_KICK", "FF", "Free kicks for", "pass"),
  m("FREE_KICK_AGAINST", "FA", "Free kicks against", "pass", false),
];

export const metricOf = (code: string) => RANKING_METRICS.find((x) => x.code === code);

/** The three ways a measure is shown: the team's own, its opponents', and the difference. */
export const SIDES = ["for", "against", "diff"] as const;
export type Side = (typeof SIDES)[number];
export const SIDE_NAMES: Record<Side, string> = {
  for: "For",
  against: "Against",
  diff: "Difference",
};

/** Whether a higher figure ranks better on this side: "against" figures rank best when lowest. */
export const higherRanksBetter = (x: Pick<RankingMetric, "higherIsBetter">, side: Side) =>
  side === "against" ? !x.higherIsBetter : x.higherIsBetter;
