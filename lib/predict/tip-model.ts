import { solve } from "./linear-solve";
import { normalCdf } from "./normal";

// The tipping model: one Normal model of the final margin, from which both the expected margin and the
// chance come (chance = Φ(μ/σ)). μ is built from what is known before the bounce:
//   μ = a·(team rating's expected margin: ratings, home ground, travel)
//     + b·(the home side's selected players' ratings minus the away side's, each above the average)
//     + c·(the home side's newcomers minus the away side's: selected players with fewer than
//          NEWCOMER_GAMES AFL games before the match)
//     + rest · (the home side's days of rest minus the away side's, each held to 4–14)
// a, b and c are refitted before every match day by ridge regression on the matches of earlier days only
// (walk-forward; the prior says a = 1, b = c = 0, i.e. today's rating model, worth `ridge` matches).
// The newcomers' term is what a player's own rating cannot see: a player in his first games has few
// or no box scores, so his rating is mostly the average player's, and that flatters a young side
// (2023–2025: log loss 0.5825 → 0.5795 with it; bench/predict.ts).
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
  /** AFL games he had played before this one (the box score's career game number less one). */
  gamesBefore: number;
}

/** A selected player with fewer AFL games than this before the match is a newcomer. */
export const NEWCOMER_GAMES = 20;

/** How many of these players are newcomers (fewer than NEWCOMER_GAMES games before the match). */
export const newcomers = (games: readonly number[]): number => games.filter((g) => g < NEWCOMER_GAMES).length;

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
  /** Newcomers among each side's selected players (0 when not known: the newcomers' term is zero). */
  homeNewcomers: number;
  awayNewcomers: number;
}

export interface Tip {
  /** Expected home margin (points). */
  expected: number;
  /** The home side's chance of winning (a draw counts half). */
  probability: number;
  /** The players' term's input: home minus away, Fantasy points above the average player. */
  players: number;
  /** The newcomers' term's input: home minus away. */
  newcomers: number;
}

/** The regression's features: the team term, the players' term, the newcomers' term. */
type Features = [number, number, number];
const K = 3;
const PRIOR: Features = [1, 0, 0];

interface Row {
  day: string;
  x: Features;
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
  const xx = Array.from({ length: K }, () => new Array<number>(K).fill(0));
  const xy = new Array<number>(K).fill(0);

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
      for (let i = 0; i < K; i++) {
        xy[i] += row.x[i] * row.y;
        for (let j = 0; j < K; j++) xx[i][j] += row.x[i] * row.x[j];
      }
    }
  };

  /** a, b and c: ridge towards (1, 0, 0), each weighted by its feature's mean square (so the prior is in matches). */
  function coefficients(): Features {
    const n = learnt;
    if (n === 0) return [...PRIOR];
    const a = xx.map((row) => [...row]);
    const b = [...xy];
    for (let i = 0; i < K; i++) {
      const w = p.ridge * (xx[i][i] / n || 1);
      a[i][i] += w;
      b[i] += w * PRIOR[i];
    }
    return solve(a, b) as Features;
  }

  const features = (m: TipInput): { x: Features; rest: number } => ({
    x: [
      m.teamExpected,
      sideStrength(m.homePlayers) - sideStrength(m.awayPlayers),
      m.homeNewcomers - m.awayNewcomers,
    ],
    rest: p.restPerDay * (m.homeRest - m.awayRest),
  });

  return {
    coefficients,
    ratingOf,
    /** The tip as of now: only matches of earlier days have taught the regression. */
    tip(m: TipInput): Tip {
      flush(m.start.slice(0, 10));
      const { x, rest } = features(m);
      const [a, b, c] = coefficients();
      const expected = a * x[0] + b * x[1] + c * x[2] + rest;
      return { expected, probability: normalCdf(expected / p.sigma), players: x[1], newcomers: x[2] };
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
