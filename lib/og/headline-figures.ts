import { BOX_SCORE_LABELS, type BoxScoreMetric } from "@/lib/season/box-score-metrics";

/** The figures a player's link preview names: the ones a fan reads first. */
export const HEADLINE_METRICS = ["DISPOSAL", "GOAL", "MARK"] as const satisfies readonly BoxScoreMetric[];

export interface HeadlineFigure {
  name: string;
  /** A game, to one decimal place. */
  value: string;
}

/**
 * The headline figures a game of a player's season line: `metrics` are the line's columns in order and
 * `averages` its averages a game, as the player page and the comparison give them. A figure the line
 * does not have (a licence without it, no game gave it) is left out.
 */
export function headlineFigures(
  metrics: readonly string[],
  averages: readonly (number | null)[],
): HeadlineFigure[] {
  return HEADLINE_METRICS.flatMap((code) => {
    const v = averages[metrics.indexOf(code)];
    return metrics.includes(code) && typeof v === "number"
      ? [{ name: BOX_SCORE_LABELS[code].name.toLowerCase(), value: v.toFixed(1) }]
      : [];
  });
}

/** "24.3 disposals · 1.2 goals · 5.0 marks a game", or "" without any. */
export const headlineLine = (figures: readonly HeadlineFigure[]) =>
  figures.length ? `${figures.map((f) => `${f.value} ${f.name}`).join(" · ")} a game` : "";
