import type { MatchScores } from "@/lib/contract";

/** The margin (home minus away) at the start and at the end of each period the match has reached. */
export interface QuarterMargin {
  label: string;
  margin: number;
}

const periodLabel = (p: number) => (p <= 4 ? `Q${p}` : `ET${p - 4}`);

/**
 * The score worm's public outline: the home side's lead at each break, from the quarter scores
 * (core data; the worm itself is drawn from licensed event data, for coaches and analysts only).
 */
export function quarterMargins(score: MatchScores): QuarterMargin[] {
  const away = new Map(score.away.periods.map((p) => [p.period, p.pointsCumulative]));
  const points: QuarterMargin[] = [{ label: "Start", margin: 0 }];
  for (const p of [...score.home.periods].sort((a, b) => a.period - b.period)) {
    const a = away.get(p.period);
    if (a !== undefined) points.push({ label: periodLabel(p.period), margin: p.pointsCumulative - a });
  }
  return points;
}
