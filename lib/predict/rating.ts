import { normalCdf } from "./normal";

// A margin rating (an Elo whose unit is points): each club's rating is how many points better than an
// average club it is expected to be on a neutral ground. The home side gets `hga` points, and a side
// playing outside its home region loses `travel`. After a match each rating moves by `k` times the
// surprise (actual minus expected margin, the actual capped at ±`cap` so a thrashing teaches no more
// than a big win); at a new season ratings regress to the mean by `carry`. A new club starts at
// `newClub`. Ratings sum to about zero, so the competition's average is 0.

export interface RatingParams {
  k: number;
  hga: number;
  travel: number;
  carry: number;
  cap: number;
  newClub: number;
  /** Standard deviation of the final margin around the expected one (points): the chance of a win. */
  sigma: number;
}

export interface RatedMatch {
  season: number;
  home: string;
  away: string;
  /** Where the match was played, and each side's home region (time zones: see teams.ts). */
  venueRegion: string;
  homeRegion: string;
  awayRegion: string;
  /** Home minus away; null for a match not yet played. */
  margin: number | null;
}

export type Ratings = Map<string, number>;

/** The expected home margin. */
export function expectedMargin(
  p: RatingParams,
  r: Ratings,
  m: Omit<RatedMatch, "season" | "margin">,
): number {
  const away = (region: string): number => (region === m.venueRegion ? 0 : 1);
  return (
    (r.get(m.home) ?? p.newClub) -
    (r.get(m.away) ?? p.newClub) +
    p.hga +
    p.travel * (away(m.awayRegion) - away(m.homeRegion))
  );
}

/** The home side's chance of winning with this expected margin (draws split evenly). */
export const winProbability = (p: Pick<RatingParams, "sigma">, expected: number): number =>
  normalCdf(expected / p.sigma);

/** Moves both ratings by the surprise; returns the surprise (capped actual minus expected). */
export function updateRatings(
  p: RatingParams,
  r: Ratings,
  home: string,
  away: string,
  expected: number,
  margin: number,
): number {
  const actual = Math.max(-p.cap, Math.min(p.cap, margin));
  const surprise = actual - expected;
  r.set(home, (r.get(home) ?? p.newClub) + p.k * surprise);
  r.set(away, (r.get(away) ?? p.newClub) - p.k * surprise);
  return surprise;
}

/** Regression to the mean between seasons. */
export function carryOver(p: RatingParams, r: Ratings): void {
  for (const [club, rating] of r) r.set(club, rating * p.carry);
}

export interface Prediction {
  index: number;
  expected: number;
  probability: number;
}

/**
 * Runs the ratings forward through matches in date order, predicting each from what came before it
 * (walk-forward: a match never sees its own result). `start` is not changed. `seasonOfStart` is the
 * season the starting ratings belong to: the first match of a later season triggers the carry-over.
 */
export function runRatings(
  p: RatingParams,
  matches: readonly RatedMatch[],
  start: ReadonlyMap<string, number> = new Map(),
  seasonOfStart?: number,
  onPrediction?: (m: RatedMatch, pred: Prediction, before: Ratings) => void,
): Ratings {
  const r = new Map(start);
  let season = seasonOfStart;
  matches.forEach((m, index) => {
    if (season !== undefined && m.season !== season) carryOver(p, r);
    season = m.season;
    const expected = expectedMargin(p, r, m);
    onPrediction?.(m, { index, expected, probability: winProbability(p, expected) }, r);
    if (m.margin !== null) updateRatings(p, r, m.home, m.away, expected, m.margin);
  });
  return r;
}
