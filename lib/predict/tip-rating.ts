import { normalCdf } from "./normal";
import type { RatedMatch } from "./rating";

// The tipping model's team rating: a margin rating like rating.ts's (an Elo whose unit is points), with
// two changes, both fitted on 1990–2022 (scripts/fit-tip-rating.ts):
// - Scoring shots. A rating moves by the surprise in an adjusted margin: (1 − shotWeight)·the points
//   margin + shotWeight·pointsPerShot·(home scoring shots − away scoring shots). Goals and behinds are
//   partly kicking luck; the shots a side makes say more about how good it is than its accuracy does.
// - Ground familiarity. Beside the flat home advantage and the travel term, a side gets `familiarity`
//   points times the share of its last `window` matches played at this ground, minus the other side's
//   share: a home side at its own ground is familiar with it, a visitor from interstate is not.
// Pure: the state (ratings and each side's recent grounds) is passed in and out.

export interface TipRatingParams {
  k: number;
  /** Extra share of k for a side's first `earlyGames` matches of a season (0: none). */
  kEarly: number;
  earlyGames: number;
  hga: number;
  travel: number;
  /** Points for a whole share of familiarity more than the other side (home minus away). */
  familiarity: number;
  /** Matches in each side's familiarity window. */
  window: number;
  carry: number;
  cap: number;
  newClub: number;
  /** Share of the adjusted margin that comes from scoring shots (0: points only). */
  shotWeight: number;
  /** Points a scoring shot is worth in the adjusted margin. */
  pointsPerShot: number;
  /** Standard deviation of the final margin around the expected one (points). */
  sigma: number;
}

export interface TipRatedMatch extends RatedMatch {
  /** The ground's name (the history CSV's spelling). */
  venue: string;
  /** Goals + behinds; null when not known (the update then uses the points margin alone). */
  homeShots: number | null;
  awayShots: number | null;
}

export interface TipRatingState {
  ratings: Map<string, number>;
  /** Each side's grounds, oldest first, at most `window` of them. */
  grounds: Map<string, string[]>;
  /** Matches each side has played this season. */
  played: Map<string, number>;
  /** The season of the last match rated (a later season's first match triggers the carry-over). */
  season: number | undefined;
}

export const emptyTipRatingState = (): TipRatingState => ({
  ratings: new Map(),
  grounds: new Map(),
  played: new Map(),
  season: undefined,
});

export const copyTipRatingState = (s: TipRatingState): TipRatingState => ({
  ratings: new Map(s.ratings),
  grounds: new Map([...s.grounds].map(([k, v]) => [k, [...v]])),
  played: new Map(s.played),
  season: s.season,
});

/** The share of a side's recent matches played at this ground (0 with none yet). */
export function familiarityOf(s: TipRatingState, club: string, venue: string): number {
  const g = s.grounds.get(club);
  if (!g || g.length === 0) return 0;
  return g.filter((v) => v === venue).length / g.length;
}

/** The margin a rating learns from: points blended with scoring shots. */
export function adjustedMargin(
  p: Pick<TipRatingParams, "shotWeight" | "pointsPerShot">,
  margin: number,
  homeShots: number | null,
  awayShots: number | null,
): number {
  if (homeShots === null || awayShots === null) return margin;
  return (1 - p.shotWeight) * margin + p.shotWeight * p.pointsPerShot * (homeShots - awayShots);
}

/** The expected home margin before the match. */
export function tipExpectedMargin(
  p: TipRatingParams,
  s: TipRatingState,
  m: Omit<TipRatedMatch, "season" | "margin" | "homeShots" | "awayShots">,
): number {
  const away = (region: string): number => (region === m.venueRegion ? 0 : 1);
  return (
    (s.ratings.get(m.home) ?? p.newClub) -
    (s.ratings.get(m.away) ?? p.newClub) +
    p.hga +
    p.travel * (away(m.awayRegion) - away(m.homeRegion)) +
    p.familiarity * (familiarityOf(s, m.home, m.venue) - familiarityOf(s, m.away, m.venue))
  );
}

/** After a match: moves both ratings by the surprise and adds the ground to both sides' windows (a match not played changes nothing). */
export function learnTipRating(
  p: TipRatingParams,
  s: TipRatingState,
  m: TipRatedMatch,
  expected: number,
): void {
  if (m.margin !== null) {
    const adjusted = adjustedMargin(p, m.margin, m.homeShots, m.awayShots);
    const surprise = Math.max(-p.cap, Math.min(p.cap, adjusted)) - expected;
    const early = (club: string) => ((s.played.get(club) ?? 0) < p.earlyGames ? p.kEarly : 0);
    s.ratings.set(m.home, (s.ratings.get(m.home) ?? p.newClub) + p.k * (1 + early(m.home)) * surprise);
    s.ratings.set(m.away, (s.ratings.get(m.away) ?? p.newClub) - p.k * (1 + early(m.away)) * surprise);
    for (const club of [m.home, m.away]) {
      s.played.set(club, (s.played.get(club) ?? 0) + 1);
      const g = s.grounds.get(club) ?? [];
      g.push(m.venue);
      while (g.length > p.window) g.shift();
      s.grounds.set(club, g);
    }
  }
}

/** Starts a new season if this match is in one: ratings regress to the mean by `carry`. */
export function enterSeason(p: Pick<TipRatingParams, "carry">, s: TipRatingState, season: number): void {
  if (s.season !== undefined && season !== s.season) {
    for (const [club, rating] of s.ratings) s.ratings.set(club, rating * p.carry);
    s.played.clear();
  }
  s.season = season;
}

export interface TipRatingPrediction {
  index: number;
  expected: number;
  probability: number;
}

/**
 * Runs the rating forward through matches in date order, predicting each from what came before it
 * (walk-forward). `state` is changed in place (pass a copy to keep it); returned for convenience.
 */
export function runTipRatings(
  p: TipRatingParams,
  matches: readonly TipRatedMatch[],
  state: TipRatingState = emptyTipRatingState(),
  onPrediction?: (m: TipRatedMatch, pred: TipRatingPrediction) => void,
): TipRatingState {
  matches.forEach((m, index) => {
    enterSeason(p, state, m.season);
    const expected = tipExpectedMargin(p, state, m);
    onPrediction?.(m, { index, expected, probability: normalCdf(expected / p.sigma) });
    learnTipRating(p, state, m, expected);
  });
  return state;
}

/** The state as committed (lib/predict/tip-ratings-2023.json: by club name). */
export interface TipRatingStateFile {
  season: number;
  ratings: Record<string, number>;
  played: Record<string, number>;
  grounds: Record<string, string[]>;
}

export const tipRatingStateOf = (f: TipRatingStateFile): TipRatingState => ({
  season: f.season,
  ratings: new Map(Object.entries(f.ratings)),
  played: new Map(Object.entries(f.played)),
  grounds: new Map(Object.entries(f.grounds).map(([k, v]) => [k, [...v]])),
});
