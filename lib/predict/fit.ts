import { outcomeOf } from "./scores";
import { runRatings, type RatedMatch, type RatingParams } from "./rating";
import { liveWinProbability } from "./win-probability";

// Objectives for the fit script and the bench. Pure: they take the matches as arguments.

/** Mean squared error of the walk-forward expected margin over matches from `from` on. */
export function marginError(p: RatingParams, matches: readonly RatedMatch[], from: number): number {
  let sum = 0;
  let n = 0;
  runRatings(p, matches, new Map(), undefined, (m, pred) => {
    if (m.season < from || m.margin === null) return;
    sum += (m.margin - pred.expected) ** 2;
    n++;
  });
  return sum / n;
}

/** Golden-section search for the minimum of f on [lo, hi]. */
export function minimise(f: (x: number) => number, lo: number, hi: number, tol = 0.01): number {
  const g = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  while (b - a > tol) {
    const c = b - g * (b - a);
    const d = a + g * (b - a);
    if (f(c) < f(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

const nll = (p: number, y: number): number =>
  -(y * Math.log(Math.max(1e-12, p)) + (1 - y) * Math.log(Math.max(1e-12, 1 - p)));

/** The σ that turns expected margins into the best-calibrated chances (maximum likelihood). */
export function fitSigma(p: RatingParams, matches: readonly RatedMatch[], from: number): number {
  const pairs: [number, number][] = [];
  runRatings(p, matches, new Map(), undefined, (m, pred) => {
    if (m.season >= from && m.margin !== null) pairs.push([pred.expected, outcomeOf(m.margin)]);
  });
  return minimise(
    (s) => pairs.reduce((sum, [e, y]) => sum + nll(liveWinProbability({ sigma: s }, e, 0, 0), y), 0),
    10,
    80,
  );
}

export interface LiveSample {
  season: number;
  quarter: number;
  expected: number;
  margin: number;
  outcome: number;
}

/** Quarter-end states of each match (quarters 1–3), with the walk-forward pre-match expectation. */
export function liveSamples(
  p: RatingParams,
  matches: readonly (RatedMatch & { margin: number; quarterMargins: number[] })[],
  start: ReadonlyMap<string, number>,
  seasonOfStart = matches[0]?.season,
): LiveSample[] {
  const out: LiveSample[] = [];
  runRatings(p, matches, start, seasonOfStart, (m, pred) => {
    const full = matches[pred.index];
    full.quarterMargins.forEach((margin, q) =>
      out.push({
        season: m.season,
        quarter: q + 1,
        expected: pred.expected,
        margin,
        outcome: outcomeOf(full.margin),
      }),
    );
  });
  return out;
}

export const liveProbability = (sigma: number, s: LiveSample): number =>
  liveWinProbability({ sigma }, s.expected, s.margin, s.quarter / 4);

export function fitLiveSigma(samples: readonly LiveSample[]): number {
  return minimise(
    (sigma) => samples.reduce((sum, s) => sum + nll(liveProbability(sigma, s), s.outcome), 0),
    10,
    80,
  );
}
