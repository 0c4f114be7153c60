import { minimise } from "./fit";
import { normalCdf } from "./normal";
import { outcomeOf } from "./scores";
import { restDays } from "./tip-model";
import { runTipRatings, type TipRatedMatch, type TipRatingParams } from "./tip-rating";

// Fitting the tipping model's team rating (tip-rating.ts). Pure: the matches are arguments. Only
// matches of seasons up to `to` are run, so a fit on 1990–2022 never sees 2023 on.

/** Where the search starts: today's rating's parameters, neither shots, familiarity nor early k. */
export const TIP_RATING_START: TipRatingParams = {
  k: 0.08,
  kEarly: 0,
  earlyGames: 6,
  hga: 3,
  travel: 8,
  familiarity: 0,
  window: 25,
  carry: 0.6,
  cap: 130,
  newClub: -30,
  shotWeight: 0,
  pointsPerShot: 3.65,
  sigma: 36,
};

/**
 * The parameters the fit chooses: the variant with the best log loss on 2015–2022 when fitted on
 * 1990–2014 (scripts/tip-variants.ts). The familiarity window (25 matches) and earlyGames (6) are set.
 */
export const TIP_RATING_FREE: readonly (keyof TipRatingParams)[] = [
  "k",
  "hga",
  "travel",
  "carry",
  "cap",
  "newClub",
  "shotWeight",
  "familiarity",
  "kEarly",
];

const STEPS: Partial<Record<keyof TipRatingParams, number>> = {
  k: 0.01,
  kEarly: 0.2,
  hga: 2,
  travel: 2,
  familiarity: 4,
  carry: 0.1,
  cap: 20,
  newClub: 10,
  shotWeight: 0.2,
  sigma: 4,
};
const BOUNDS: Partial<Record<keyof TipRatingParams, [number, number]>> = {
  k: [0, 1],
  kEarly: [0, 5],
  carry: [0, 1],
  shotWeight: [0, 1],
  cap: [1, 400],
  sigma: [5, 100],
};

const nll = (p: number, y: number): number =>
  -(y * Math.log(Math.max(1e-12, p)) + (1 - y) * Math.log(Math.max(1e-12, 1 - p)));

/** Walk-forward (expected margin, margin) pairs of the matches of seasons from–to. */
function pairs(p: TipRatingParams, matches: readonly TipRatedMatch[], from: number, to: number) {
  const out: [number, number][] = [];
  runTipRatings(
    p,
    matches.filter((m) => m.season <= to),
    undefined,
    (m, pred) => {
      if (m.season >= from && m.margin !== null) out.push([pred.expected, m.margin]);
    },
  );
  return out;
}

/** Mean squared error of the walk-forward expected margin over seasons from–to. */
export const tipRatingMarginError = (
  p: TipRatingParams,
  matches: readonly TipRatedMatch[],
  from: number,
  to: number,
): number => {
  const ps = pairs(p, matches, from, to);
  return ps.reduce((s, [e, m]) => s + (m - e) ** 2, 0) / ps.length;
};

/** Mean log loss of the walk-forward chance Φ(expected/σ) over seasons from–to. */
export const tipRatingLogLoss = (
  p: TipRatingParams,
  matches: readonly TipRatedMatch[],
  from: number,
  to: number,
): number => {
  const ps = pairs(p, matches, from, to);
  return ps.reduce((s, [e, m]) => s + nll(normalCdf(e / p.sigma), outcomeOf(m)), 0) / ps.length;
};

/** The σ that gives the best-calibrated chances for these parameters' expected margins. */
export function fitTipSigma(p: TipRatingParams, matches: readonly TipRatedMatch[], from: number, to: number) {
  const ps = pairs(p, matches, from, to);
  return minimise((s) => ps.reduce((sum, [e, m]) => sum + nll(normalCdf(e / s), outcomeOf(m)), 0), 10, 80);
}

/**
 * Coordinate descent on the `free` parameters over seasons from–to: by the margin's squared error
 * (then σ by log loss) or by log loss directly (σ among the free ones).
 */
export function fitTipRating(
  matches: readonly TipRatedMatch[],
  start: TipRatingParams,
  free: readonly (keyof TipRatingParams)[],
  from: number,
  to: number,
  objective: "mse" | "logloss",
  passes = 6,
): TipRatingParams {
  const keys = objective === "logloss" && !free.includes("sigma") ? [...free, "sigma" as const] : free;
  const score = (p: TipRatingParams) =>
    objective === "mse" ? tipRatingMarginError(p, matches, from, to) : tipRatingLogLoss(p, matches, from, to);
  const steps = { ...STEPS };
  let p = { ...start };
  let best = score(p);
  for (let pass = 0; pass < passes; pass++)
    for (const key of keys) {
      for (;;) {
        const [lo, hi] = BOUNDS[key] ?? [-Infinity, Infinity];
        const tries = [p[key] + steps[key]!, p[key] - steps[key]!]
          .filter((v) => v >= lo && v <= hi)
          .map((v) => ({ ...p, [key]: v }));
        const scored = tries.map((t) => ({ t, e: score(t) })).sort((a, b) => a.e - b.e)[0];
        if (!scored || scored.e >= best - 1e-9) break;
        p = scored.t;
        best = scored.e;
      }
      steps[key] = steps[key]! / 2;
    }
  return objective === "mse" ? { ...p, sigma: fitTipSigma(p, matches, from, to) } : p;
}

/**
 * Points a day of rest is worth with this team rating: least squares of its walk-forward miss (actual
 * minus expected margin) on the home side's rest minus the away side's (tip-model.ts's restDays), over
 * seasons from–to; and its standard error, for the record.
 */
export function fitTipRest(
  p: TipRatingParams,
  matches: readonly (TipRatedMatch & { date: string })[],
  from: number,
  to: number,
): { perDay: number; standardError: number } {
  const last = new Map<string, string>();
  let sxy = 0;
  let sxx = 0;
  let see = 0;
  let n = 0;
  const run = matches.filter((m) => m.season <= to);
  runTipRatings(p, run, undefined, (m, pred) => {
    const start = run[pred.index].date;
    const rest = restDays(last.get(m.home), start) - restDays(last.get(m.away), start);
    if (m.season >= from && m.margin !== null) {
      const miss = m.margin - pred.expected;
      sxy += rest * miss;
      sxx += rest * rest;
      see += miss * miss;
      n++;
    }
    last.set(m.home, start);
    last.set(m.away, start);
  });
  return { perDay: sxy / sxx, standardError: Math.sqrt(see / n / sxx) };
}
