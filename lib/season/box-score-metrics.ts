// The public box score: the core tier's counting metrics that every match centre shows, in the usual
// order, with the short headings used on the broadcast tables.

export const BOX_SCORE_METRICS = [
  "DISPOSAL",
  "KICK",
  "HANDBALL",
  "MARK",
  "TACKLE",
  "GOAL",
  "BEHIND",
  "HITOUT",
  "CLEARANCE",
  "INSIDE_50",
] as const;
export type BoxScoreMetric = (typeof BOX_SCORE_METRICS)[number];

/**
 * The source's other box-score counts (the core tier's, a column each of the published player stats):
 * not on the broadcast table, but as public. The season's whole-match pass keeps them too, so that a
 * team's contested possessions or rebound 50s need no event-level build (the team rankings, leaders).
 */
export const MORE_BOX_SCORE_COUNTS = [
  "POSSESSION_CONTESTED",
  "POSSESSION_UNCONTESTED",
  "MARK_CONTESTED",
  "MARK_INSIDE_50",
  "REBOUND_50",
  "ONE_PERCENTER",
  "GOAL_ASSIST",
  "CLANGER",
] as const;
export type MoreBoxScoreCount = (typeof MORE_BOX_SCORE_COUNTS)[number];

export const MORE_BOX_SCORE_LABELS: Record<MoreBoxScoreCount, { short: string; name: string }> = {
  POSSESSION_CONTESTED: { short: "CP", name: "Contested possessions" },
  POSSESSION_UNCONTESTED: { short: "UP", name: "Uncontested possessions" },
  MARK_CONTESTED: { short: "CM", name: "Contested marks" },
  MARK_INSIDE_50: { short: "MI50", name: "Marks inside 50" },
  REBOUND_50: { short: "R50", name: "Rebound 50s" },
  ONE_PERCENTER: { short: "1%", name: "One percenters" },
  GOAL_ASSIST: { short: "GA", name: "Goal assists" },
  CLANGER: { short: "CG", name: "Clangers" },
};

export const BOX_SCORE_LABELS: Record<BoxScoreMetric, { short: string; name: string }> = {
  DISPOSAL: { short: "D", name: "Disposals" },
  KICK: { short: "K", name: "Kicks" },
  HANDBALL: { short: "HB", name: "Handballs" },
  MARK: { short: "M", name: "Marks" },
  TACKLE: { short: "T", name: "Tackles" },
  GOAL: { short: "G", name: "Goals" },
  BEHIND: { short: "B", name: "Behinds" },
  HITOUT: { short: "HO", name: "Hit-outs" },
  CLEARANCE: { short: "CL", name: "Clearances" },
  INSIDE_50: { short: "I50", name: "Inside 50s" },
};

export interface BoxScorePlayer {
  id: number;
  name: string;
  jumper: number;
  values: (number | null)[]; // in the order of `metrics`
  /** AFL Fantasy points (fantasy.ts); null where a count it needs is missing. */
  fantasy: number | null;
}

export interface BoxScore {
  metrics: readonly BoxScoreMetric[];
  /** Whether the answer had every count the Fantasy score needs (else no player has a score). */
  fantasy: boolean;
  squads: { id: number; name: string; players: BoxScorePlayer[] }[];
}
