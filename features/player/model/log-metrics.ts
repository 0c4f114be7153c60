import { BOX_SCORE_LABELS, BOX_SCORE_METRICS } from "@/lib/season/box-score-metrics";
import { FANTASY_CODE, FANTASY_LABEL } from "@/lib/season/fantasy";

// A player's game log: the box score's counts, then his AFL Fantasy points (computed from the counts).

export const LOG_METRICS = [...BOX_SCORE_METRICS, FANTASY_CODE] as const;
export type LogMetric = (typeof LOG_METRICS)[number];

export const LOG_LABELS: Record<LogMetric, { short: string; name: string }> = {
  ...BOX_SCORE_LABELS,
  [FANTASY_CODE]: FANTASY_LABEL,
};

export const isLogMetric = (m: string): m is LogMetric => (LOG_METRICS as readonly string[]).includes(m);

/** Games the recent-form average of the season line covers. */
export const RECENT_GAMES = 5;
