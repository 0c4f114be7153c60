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
