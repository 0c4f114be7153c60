import { normalCdf } from "./normal";

// The tipping model: one Normal model of the final margin, from which both the expected margin and the
// chance come (chance = Φ(μ/σ)). μ is built from what is known before the bounce:
//   μ = a·(team rating's expected margin: ratings, home ground, travel)
//     + b·(the home side's selected players' ratings minus the away side's, each above the average)
//     + rest · (the home side's days of rest minus the away side's, each held to 4–14)
// a and b are refitted before every match day by ridge regression on the matches of earlier days only
// (walk-forward; the prior says a = 1, b = 0, i.e. today's rating model, worth `ridge` matches).
// `rest` and σ are fitted on 1990–2022 (scripts/fit-predict.ts): box scores begin in 2023, so nothing
// about players can be fitted before the seasons predicted; walk-forward is the honest alternative.
// A player's rating is an exponentially weighted mean of his AFL Fantasy points a game (scaled up to a
// whole game when he played less), shrunk towards the average player by `priorGames`: a player with no
// box score yet counts as average, so at the start of 2023 the players' term is zero and the model is
// the team rating alone.

export interface TipParams {
  /** σ of the final margin around μ (points). */
  sigma: number;
  /** Points a day of rest is worth (home minus away). */
  restPerDay: number;
  /** Weight of the newest game in a player's rating. */
  alpha: number;
  /** Games' worth of "average player" mixed into a player's rating. */
  priorGames: number;
  /** The regression prior's weight, in matches. */
  ridge: number;
}

export const REST_DAYS = { min: 4, max: 14 } as const;

/** Days between a side's last match and this one, held to REST_DAYS (no earlier match: the most). */
export function restDays(lastStart: string | undefined, start: string): number {
  if (lastStart === undefined) return REST_DAYS.max;
  const days = (Date.parse(start) - Date.parse(lastStart)) / 86_400_000;
  return Math.min(REST_DAYS.max, Math.max(REST_DAYS.min, days));
}

export interface PlayerGame {
  player: string;
  /** AFL Fantasy points in the match. */
  fantasy: number;
  /** Share of the match he was on the ground (0–100); 0 when not known. */
  percentPlayed: number;
}

export interface TipInput {
  /** UTC start (ISO): matches of an earlier UTC day teach the regression before this one is tipped. */
  start: string;
  /** The team rating's expected home margin (ratings, home ground, travel). */
  teamExpected: number;
  homeRest: number;
  awayRest: number;
  /** The selected players (ids); empty when not known, which makes the players' term zero. */
  homePlayers: readonly string[];
  awayPlayers: readonly string[];
}

export interface Tip {
  /** Expected home margin (points). */
  expected: number;
  /** The home side's chance of winning (a draw counts half). */
  probability: number;
  /** The players' term's input: home minus away, Fantasy points above the average player. */
  players: number;
}

interface Row {
  day: string;
  x: [number, number];
  y: number;
}

/** A player's game value: his Fantasy points scaled to a whole game (at most 1.5 times, from half a game on). */
export const gameValue = (g: PlayerGame): number =>
  g.percentPlayed > 0 ? g.fantasy * Math.min(1.5, 100 / Math.max(50, g.percentPlayed)) : g.fantasy;

export function createTipModel(p: TipParams) {
  const players = new Map<string, { rating: number; games: number }>();
  let average = 0;
  let learnt = 0;
  const pending: Row[] = [];
  // Sums for the normal equations: X'X and X'y over the learnt rows.
  const xx = [0, 0, 0];
  const xy = [0, 0];
  const sq = [0, 0];

  const ratingOf = (id: string): number => {
    const r = players.get(id);
    if (!r) return average;
    const w = r.games / (r.games + p.priorGames);
    return w * r.rating + (1 - w) * average;
  };
  const sideStrength = (ids: readonly string[]) => ids.reduce((s, id) => s + ratingOf(id) - average, 0);

  const flush = (day: string) => {
    while (pending.length > 0 && pending[0].day < day) {
      const row = pending.shift()!;
      learnt++;
      xx[0] += row.x[0] ** 2;
      xx[1] += row.x[0] * row.x[1];
      xx[2] += row.x[1] ** 2;
      xy[0] += row.x[0] * row.y;
      xy[1] += row.x[1] * row.y;
      sq[0] += row.x[0] ** 2;
      sq[1] += row.x[1] ** 2;
    }
  };

  /** a and b: ridge towards (1, 0), each weighted by its feature's mean square (so the prior is in matches). */
  function coefficients(): [number, number] {
    const n = learnt;
    if (n === 0) return [1, 0];
    const w0 = p.ridge * (sq[0] / n || 1);
    const w1 = p.ridge * (sq[1] / n || 1);
    const a11 = xx[0] + w0;
    const a12 = xx[1];
    const a22 = xx[2] + w1;
    const b1 = xy[0] + w0;
    const b2 = xy[1];
    const det = a11 * a22 - a12 * a12;
    return [(b1 * a22 - a12 * b2) / det, (a11 * b2 - a12 * b1) / det];
  }

  const features = (m: TipInput): { x: [number, number]; rest: number } => ({
    x: [m.teamExpected, sideStrength(m.homePlayers) - sideStrength(m.awayPlayers)],
    rest: p.restPerDay * (m.homeRest - m.awayRest),
  });

  return {
    coefficients,
    ratingOf,
    /** The tip as of now: only matches of earlier days have taught the regression. */
    tip(m: TipInput): Tip {
      flush(m.start.slice(0, 10));
      const { x, rest } = features(m);
      const [a, b] = coefficients();
      const expected = a * x[0] + b * x[1] + rest;
      return { expected, probability: normalCdf(expected / p.sigma), players: x[1] };
    },
    /** After the match: its result teaches the regression (from the next day on) and its box score the ratings. */
    learn(m: TipInput, margin: number, box: readonly PlayerGame[]): void {
      const { x, rest } = features(m);
      pending.push({ day: m.start.slice(0, 10), x, y: margin - rest });
      for (const g of box) {
        const v = gameValue(g);
        const r = players.get(g.player);
        if (!r) players.set(g.player, { rating: v, games: 1 });
        else {
          r.rating += p.alpha * (v - r.rating);
          r.games++;
        }
      }
      if (players.size > 0) average = [...players.values()].reduce((s, r) => s + r.rating, 0) / players.size;
    },
  };
}

export type TipModel = ReturnType<typeof createTipModel>;
