import { normalCdf } from "./normal";

// Live win probability. What is left of a match is modelled as the rest of a game between the two
// rated sides: the final margin is the margin now, plus the share of the pre-match expected margin
// still to come, plus noise whose variance shrinks in proportion to the time left (a random walk):
//   final ~ N(margin + expected·(1−t), σ²·(1−t)),   t = the share of the match played.
// σ is fitted by maximum likelihood on the quarter-end margins of 2023–2025 (scripts/fit-predict.ts).

export interface LiveParams {
  sigma: number;
}

/** The home side's chance of winning; a draw counts half. */
export function liveWinProbability(p: LiveParams, expected: number, margin: number, t: number): number {
  const left = Math.min(1, Math.max(0, 1 - t));
  if (left < 1e-6) return margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  return normalCdf((margin + expected * left) / (p.sigma * Math.sqrt(left)));
}

/** The share of the match played after `secs` into `period` (1–4; extra time counts as the end). */
export function shareOfMatch(period: number, secs: number, periodLength: number): number {
  if (period > 4) return 1;
  const within = periodLength > 0 ? Math.min(1, Math.max(0, secs / periodLength)) : 0;
  return (period - 1 + within) / 4;
}

export interface WinProbabilityPoint {
  t: number;
  margin: number;
  probability: number;
}

/** The line under the worm: the home side's chance at kick-off and after every score (margin by time). */
export function winProbabilityLine(
  p: LiveParams,
  expected: number,
  scores: readonly { t: number; margin: number }[],
  end?: { t: number; margin: number },
): WinProbabilityPoint[] {
  const line = [{ t: 0, margin: 0, probability: liveWinProbability(p, expected, 0, 0) }];
  for (const s of [...scores, ...(end ? [end] : [])])
    line.push({ ...s, probability: liveWinProbability(p, expected, s.margin, s.t) });
  return line;
}
