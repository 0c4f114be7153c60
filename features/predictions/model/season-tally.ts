import type { SeasonRun } from "./season-run";

// What the season's Monte Carlo counts over its simulated seasons: each team's wins and percentage, how
// often it finished in each ladder position, in the finals' places, in the four, on top, and as premiers.

export interface Tally {
  /** The ladder's order, sorted in place each season. */
  order: number[];
  pct: Float64Array;
  sumWins: Float64Array;
  sumPct: Float64Array;
  posCount: Float64Array[];
  /** A team's finals places, top fours, minor premierships and premierships. */
  flags: Float64Array[];
}

export const FINALS = 0;
export const TOP4 = 1;
export const MINOR = 2;
export const PREMIERS = 3;

export function newTally(n: number): Tally {
  return {
    order: Array.from({ length: n }, (_, i) => i),
    pct: new Float64Array(n),
    sumWins: new Float64Array(n),
    sumPct: new Float64Array(n),
    posCount: Array.from({ length: n }, () => new Float64Array(n)),
    flags: Array.from({ length: n }, () => new Float64Array(4)),
  };
}

/**
 * A simulated season's ladder (points, then percentage, then the season's tie-break draw), counted into
 * the tally; the order is returned for the finals. A team with no points against has an infinite
 * percentage on the ladder, and counts as 100 in the expected percentage.
 */
export function countLadder(t: Tally, run: SeasonRun, finalsPlaces: number): number[] {
  const { points, pf, pa, tieBreak } = run;
  const { pct } = t;
  for (let i = 0; i < t.order.length; i++) {
    pct[i] = pa[i] > 0 ? (100 * pf[i]) / pa[i] : pf[i] > 0 ? Infinity : 100;
    t.sumWins[i] += points[i] / 4;
    t.sumPct[i] += pa[i] > 0 ? pct[i] : 100;
  }
  t.order.sort((x, y) => points[y] - points[x] || pct[y] - pct[x] || tieBreak[y] - tieBreak[x]);
  t.order.forEach((team, pos) => {
    t.posCount[team][pos]++;
    if (pos < finalsPlaces) t.flags[team][FINALS]++;
    if (pos < 4) t.flags[team][TOP4]++;
    if (pos === 0) t.flags[team][MINOR]++;
  });
  return t.order;
}

/** Each team's outlook: the tally's counts as shares of the seasons simulated. */
export function outlookTeams(teams: readonly { id: number }[], t: Tally, simulations: number) {
  return teams.map((team, i) => ({
    id: team.id,
    expectedWins: t.sumWins[i] / simulations,
    expectedPercentage: t.sumPct[i] / simulations,
    positions: Array.from(t.posCount[i], (c) => c / simulations),
    finals: t.flags[i][FINALS] / simulations,
    top4: t.flags[i][TOP4] / simulations,
    minorPremiership: t.flags[i][MINOR] / simulations,
    premiership: t.flags[i][PREMIERS] / simulations,
  }));
}
