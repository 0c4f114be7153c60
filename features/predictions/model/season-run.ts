import type { RatingParams } from "@/lib/predict/rating";
import type { SeasonTeam } from "./season-input";
import { EXACT_MARGIN, HOME_WINS, NO_PICK, type Ladder, type RemainingGames } from "./season-tables";

// One simulated season's moving parts: the ratings, which move with every simulated result (as the real
// ratings would), and the ladder. Scores are split around the competition's mean score so that
// percentage moves with the margins. The arrays are reused from season to season (no garbage in a run
// of 10,000); the uniform and normal draws are taken in a fixed order, so a seed gives one outlook.

export interface SeasonRun {
  rating: Float64Array;
  points: Float64Array;
  pf: Float64Array;
  pa: Float64Array;
  /** A uniform draw a team, a season: the ladder's last tie-break. */
  tieBreak: Float64Array;
}

export function newRun(n: number): SeasonRun {
  return {
    rating: new Float64Array(n),
    points: new Float64Array(n),
    pf: new Float64Array(n),
    pa: new Float64Array(n),
    tieBreak: new Float64Array(n),
  };
}

/** A season's start: the ratings as they stood, the ladder of the results counted, fresh tie-breaks. */
export function startRun(
  run: SeasonRun,
  teams: readonly SeasonTeam[],
  base: Ladder,
  rng: { next(): number },
) {
  for (let i = 0; i < teams.length; i++) {
    run.rating[i] = teams[i].rating;
    run.points[i] = base.points[i];
    run.pf[i] = base.for[i];
    run.pa[i] = base.against[i];
    run.tieBreak[i] = rng.next();
  }
}

/** A margin drawn around the expected one; with a picked winner, drawn until it agrees (then ±1). */
export function sampleMargin(expected: number, pick: number, sigma: number, normal: () => number): number {
  for (let tries = 0; tries < 50; tries++) {
    const m = Math.round(expected + sigma * normal());
    if (pick === NO_PICK || (pick === HOME_WINS ? m > 0 : m < 0)) return m;
  }
  return pick === HOME_WINS ? 1 : -1;
}

/** A match's result on the ladder, and the ratings moved by its surprise (the margin capped). */
export function playMatch(
  run: SeasonRun,
  p: RatingParams,
  meanScore: number,
  h: number,
  a: number,
  expected: number,
  margin: number,
): void {
  const home = Math.max(0, Math.round(meanScore + margin / 2));
  const away = Math.max(0, home - margin);
  run.pf[h] += home;
  run.pa[h] += away;
  run.pf[a] += away;
  run.pa[a] += home;
  const w = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
  run.points[h] += 4 * w;
  run.points[a] += 4 * (1 - w);
  const surprise = Math.max(-p.cap, Math.min(p.cap, margin)) - expected;
  run.rating[h] += p.k * surprise;
  run.rating[a] -= p.k * surprise;
}

/** The rest of the home-and-away season, in fixture order: a picked margin stands, else one is drawn. */
export function playRemaining(
  run: SeasonRun,
  games: RemainingGames,
  p: RatingParams,
  meanScore: number,
  normal: () => number,
): void {
  // The arrays read once, not a property lookup a match (this loop runs ~2 million times a run).
  const { home, away, shift, pick, margin } = games;
  const { rating } = run;
  for (let j = 0; j < games.count; j++) {
    const h = home[j];
    const a = away[j];
    const expected = rating[h] - rating[a] + shift[j];
    const m = pick[j] === EXACT_MARGIN ? margin[j] : sampleMargin(expected, pick[j], p.sigma, normal);
    playMatch(run, p, meanScore, h, a, expected, m);
  }
}
