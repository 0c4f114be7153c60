import type { MetricCode } from "@/lib/service/metrics/glossary";
import { METRIC_ROWS } from "@/lib/service/metrics/glossary-rows";
import type { CreditCode } from "./credit";

// How each glossary metric is computed. Counts and sums add up their own credits (credits.ts). Ratios
// are computed from their two filtered components, so they follow every filter. Match totals are not
// made of events: time on ground comes from the stints, the others must be supplied by the caller.

export type MetricRule =
  | { kind: "credits" }
  | { kind: "ratio"; num: CreditCode; den: CreditCode; scale: number }
  | { kind: "timeOnGround"; pct: boolean }
  | { kind: "supplied" }
  | { kind: "none"; reason: string };

const pct = (num: CreditCode, den: CreditCode): MetricRule => ({ kind: "ratio", num, den, scale: 100 });

const SPECIAL: Partial<Record<MetricCode, MetricRule>> = {
  CONTESTED_POSSESSION_RATE: pct("POSSESSION_CONTESTED", "POSSESSION"),
  ACCURACY: pct("GOAL", "SCORING_SHOT"),
  KICK_HANDBALL_RATIO: { kind: "ratio", num: "KICK", den: "HANDBALL", scale: 1 },
  DISPOSAL_EFFICIENCY: pct("DISPOSAL_EFFECTIVE", "DISPOSAL"),
  KICK_EFFICIENCY: pct("KICK_EFFECTIVE", "KICK"),
  HANDBALL_EFFICIENCY: pct("HANDBALL_EFFECTIVE", "HANDBALL"),
  SHOT_CONVERSION: pct("SHOT_GOAL", "SHOT_AT_GOAL"),
  HITOUT_WIN_PCT: pct("HITOUT", "RUCK_CONTEST"),
  INSIDE_50_SCORE_PCT: pct("INSIDE_50_SCORE", "INSIDE_50"),
  ENTRY_RETAINED_PCT: pct("ENTRY_RETAINED", "INSIDE_50"),
  TIME_ON_GROUND: { kind: "timeOnGround", pct: false },
  TIME_ON_GROUND_PCT: { kind: "timeOnGround", pct: true },
  BROWNLOW_VOTES: { kind: "supplied" },
  PLAYER_RATING: { kind: "supplied" },
  MARK_DROPPED: { kind: "none", reason: "the event model records no dropped marks" },
};

export const METRIC_RULES = Object.fromEntries(
  METRIC_ROWS.map((row) => {
    const special = SPECIAL[row.code];
    if (special) return [row.code, special];
    if (row.kind === "ratio" || row.kind === "total")
      throw new Error(`No rule for ${row.kind} metric ${row.code}`);
    return [row.code, { kind: "credits" }];
  }),
) as Record<MetricCode, MetricRule>;
