import type { Picks, SeasonInput, SeasonTeam } from "./season-input";

// What the season's Monte Carlo reads in every simulated season but never changes: each team's place in
// the arrays, the ladder of the results already counted, the matches still to play as flat arrays (the
// inner loop runs ~2 million times for 10,000 seasons) and the finals already played. Pure.

/** A squad's index among the season's teams; a squad not among them is an error in the input. */
export function teamIndex(teams: readonly SeasonTeam[]): (id: number) => number {
  const index = new Map(teams.map((t, i) => [t.id, i]));
  return (id) => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`squad ${id} is not one of the season's teams`);
    return i;
  };
}

/** A final's key: its week and its two teams, either way round. */
export const pairKey = (week: number, x: number, y: number) => `${week}:${Math.min(x, y)}:${Math.max(x, y)}`;

/** The finals already played: their winner's index, by pairKey. */
export function realFinals(finals: SeasonInput["finalsPlayed"], at: (id: number) => number) {
  return new Map(finals.map((f) => [pairKey(f.week, at(f.home), at(f.away)), at(f.winner)]));
}

export interface Ladder {
  points: Float64Array;
  for: Float64Array;
  against: Float64Array;
}

/** The fixed part of the ladder: the results already counted (4 points a win, 2 a draw). */
export function playedLadder(played: SeasonInput["played"], n: number, at: (id: number) => number): Ladder {
  const base: Ladder = {
    points: new Float64Array(n),
    for: new Float64Array(n),
    against: new Float64Array(n),
  };
  for (const r of played) {
    const [h, a] = [at(r.home), at(r.away)];
    base.for[h] += r.homeScore;
    base.against[h] += r.awayScore;
    base.for[a] += r.awayScore;
    base.against[a] += r.homeScore;
    const w = r.homeScore > r.awayScore ? 1 : r.homeScore < r.awayScore ? 0 : 0.5;
    base.points[h] += 4 * w;
    base.points[a] += 4 * (1 - w);
  }
  return base;
}

/** A pick as the inner loop reads it. */
export const NO_PICK = 0;
export const HOME_WINS = 1;
export const AWAY_WINS = 2;
export const EXACT_MARGIN = 3;

export interface RemainingGames {
  count: number;
  home: Int32Array;
  away: Int32Array;
  /** Home advantage and travel, in points. */
  shift: Float64Array;
  pick: Int8Array;
  /** The picked home margin, where the pick is EXACT_MARGIN. */
  margin: Float64Array;
}

/** The matches still to play, with the venue's shift and the fan's picks, as flat arrays. */
export function remainingGames(input: SeasonInput, picks: Picks, at: (id: number) => number): RemainingGames {
  const p = input.rating;
  const region = input.teams.map((t) => t.region);
  const count = input.remaining.length;
  const games: RemainingGames = {
    count,
    home: new Int32Array(count),
    away: new Int32Array(count),
    shift: new Float64Array(count),
    pick: new Int8Array(count),
    margin: new Float64Array(count),
  };
  input.remaining.forEach((m, j) => {
    const [h, a] = [at(m.home), at(m.away)];
    games.home[j] = h;
    games.away[j] = a;
    games.shift[j] =
      p.hga + p.travel * ((region[a] === m.venueRegion ? 0 : 1) - (region[h] === m.venueRegion ? 0 : 1));
    const pick = picks.get(m.id);
    if (pick && "margin" in pick) [games.pick[j], games.margin[j]] = [EXACT_MARGIN, pick.margin];
    else if (pick) games.pick[j] = pick.side === "home" ? HOME_WINS : AWAY_WINS;
  });
  return games;
}
