import { Rng } from "@/lib/random/prng";
import { formatForFinalsWeeks, playFinals } from "./finals-bracket";
import type { Picks, SeasonInput } from "./season-input";

// Monte Carlo of the rest of a season: the remaining home-and-away matches, then the finals. Each
// simulated season starts from the ratings as they stood and moves them with every simulated result
// (as the real ratings would move), so a team's form can drift over the run home and the chances are
// not over-confident. Margins are normal around the expected margin; scores are split around the
// competition's mean score so that percentage moves with the margins.

export interface TeamOutlook {
  id: number;
  expectedWins: number;
  expectedPercentage: number;
  /** positions[i]: the chance of finishing (i+1)th after the home and away season. */
  positions: number[];
  top8: number;
  top4: number;
  minorPremiership: number;
  premiership: number;
}

export interface SeasonOutlook {
  simulations: number;
  seed: number;
  teams: TeamOutlook[];
}

export const DEFAULT_SIMULATIONS = 10_000;
export const DEFAULT_SEED = 2026;

export function simulateSeason(
  input: SeasonInput,
  picks: Picks = new Map(),
  simulations = DEFAULT_SIMULATIONS,
  seed = DEFAULT_SEED,
): SeasonOutlook {
  const p = input.rating;
  const n = input.teams.length;
  const index = new Map(input.teams.map((t, i) => [t.id, i]));
  const at = (id: number): number => {
    const i = index.get(id);
    if (i === undefined) throw new Error(`squad ${id} is not one of the season's teams`);
    return i;
  };
  const region = input.teams.map((t) => t.region);
  const format = formatForFinalsWeeks(input.finalsWeeks);
  const rng = new Rng(seed);
  const pairKey = (week: number, x: number, y: number) => `${week}:${Math.min(x, y)}:${Math.max(x, y)}`;
  const realFinal = new Map(
    input.finalsPlayed.map((f) => [pairKey(f.week, at(f.home), at(f.away)), at(f.winner)]),
  );

  // Fixed part of the ladder: results already counted.
  const basePoints = new Float64Array(n);
  const baseFor = new Float64Array(n);
  const baseAgainst = new Float64Array(n);
  for (const r of input.played) {
    const [h, a] = [at(r.home), at(r.away)];
    baseFor[h] += r.homeScore;
    baseAgainst[h] += r.awayScore;
    baseFor[a] += r.awayScore;
    baseAgainst[a] += r.homeScore;
    const w = r.homeScore > r.awayScore ? 1 : r.homeScore < r.awayScore ? 0 : 0.5;
    basePoints[h] += 4 * w;
    basePoints[a] += 4 * (1 - w);
  }
  // The remaining matches as flat arrays (the inner loop runs ~2 million times for 10,000 seasons).
  const g = input.remaining.length;
  const gHome = new Int32Array(g);
  const gAway = new Int32Array(g);
  const gShift = new Float64Array(g); // home advantage and travel, in points
  const gPick = new Int8Array(g); // 0 none, 1 home wins, 2 away wins, 3 exact margin
  const gMargin = new Float64Array(g);
  input.remaining.forEach((m, j) => {
    const [h, a] = [at(m.home), at(m.away)];
    gHome[j] = h;
    gAway[j] = a;
    gShift[j] =
      p.hga + p.travel * ((region[a] === m.venueRegion ? 0 : 1) - (region[h] === m.venueRegion ? 0 : 1));
    const pick = picks.get(m.id);
    if (pick && "margin" in pick) [gPick[j], gMargin[j]] = [3, pick.margin];
    else if (pick) gPick[j] = pick.side === "home" ? 1 : 2;
  });

  const rating = new Float64Array(n);
  const points = new Float64Array(n);
  const pf = new Float64Array(n);
  const pa = new Float64Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const pct = new Float64Array(n);
  const tieBreak = new Float64Array(n);
  const sumWins = new Float64Array(n);
  const sumPct = new Float64Array(n);
  const posCount = Array.from({ length: n }, () => new Float64Array(n));
  const flags = Array.from({ length: n }, () => new Float64Array(4)); // top8, top4, minor, premiers

  // Normal draws two at a time (Box–Muller gives a pair); the second is kept for the next call.
  let spare = NaN;
  const normal = (): number => {
    if (!Number.isNaN(spare)) {
      const z = spare;
      spare = NaN;
      return z;
    }
    const r = Math.sqrt(-2 * Math.log(1 - rng.next()));
    const theta = 2 * Math.PI * rng.next();
    spare = r * Math.sin(theta);
    return r * Math.cos(theta);
  };
  /** A margin drawn around the expected one; with a picked winner, drawn until it agrees (then ±1). */
  const sampleMargin = (expected: number, pick: number): number => {
    for (let tries = 0; tries < 50; tries++) {
      const m = Math.round(expected + p.sigma * normal());
      if (pick === 0 || (pick === 1 ? m > 0 : m < 0)) return m;
    }
    return pick === 1 ? 1 : -1;
  };
  const play = (h: number, a: number, expected: number, margin: number): void => {
    const home = Math.max(0, Math.round(input.meanScore + margin / 2));
    const away = Math.max(0, home - margin);
    pf[h] += home;
    pa[h] += away;
    pf[a] += away;
    pa[a] += home;
    const w = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    points[h] += 4 * w;
    points[a] += 4 * (1 - w);
    const surprise = Math.max(-p.cap, Math.min(p.cap, margin)) - expected;
    rating[h] += p.k * surprise;
    rating[a] -= p.k * surprise;
  };

  for (let s = 0; s < simulations; s++) {
    for (let i = 0; i < n; i++) {
      rating[i] = input.teams[i].rating;
      points[i] = basePoints[i];
      pf[i] = baseFor[i];
      pa[i] = baseAgainst[i];
      tieBreak[i] = rng.next();
    }
    for (let j = 0; j < g; j++) {
      const h = gHome[j];
      const a = gAway[j];
      const expected = rating[h] - rating[a] + gShift[j];
      play(h, a, expected, gPick[j] === 3 ? gMargin[j] : sampleMargin(expected, gPick[j]));
    }
    for (let i = 0; i < n; i++) {
      pct[i] = pa[i] > 0 ? (100 * pf[i]) / pa[i] : pf[i] > 0 ? Infinity : 100;
      sumWins[i] += points[i] / 4;
      sumPct[i] += pa[i] > 0 ? pct[i] : 100;
    }
    order.sort((x, y) => points[y] - points[x] || pct[y] - pct[x] || tieBreak[y] - tieBreak[x]);
    order.forEach((t, pos) => {
      posCount[t][pos]++;
      if (pos < 8) flags[t][0]++;
      if (pos < 4) flags[t][1]++;
      if (pos === 0) flags[t][2]++;
    });
    const finals = playFinals(format, order.slice(0, format.teams), (h, a, spec) => {
      const real = realFinal.get(pairKey(spec.week, h, a));
      if (real !== undefined) return real;
      const venue = spec.neutral ? input.grandFinalRegion : region[h];
      const expected =
        rating[h] -
        rating[a] +
        (spec.neutral ? 0 : p.hga) +
        p.travel * ((region[a] === venue ? 0 : 1) - (region[h] === venue ? 0 : 1));
      const margin = expected + p.sigma * normal();
      return margin > 0 || (margin === 0 && rng.next() < 0.5) ? h : a;
    });
    flags[finals[finals.length - 1].winner][3]++;
  }

  return {
    simulations,
    seed,
    teams: input.teams.map((t, i) => ({
      id: t.id,
      expectedWins: sumWins[i] / simulations,
      expectedPercentage: sumPct[i] / simulations,
      positions: Array.from(posCount[i], (c) => c / simulations),
      top8: flags[i][0] / simulations,
      top4: flags[i][1] / simulations,
      minorPremiership: flags[i][2] / simulations,
      premiership: flags[i][3] / simulations,
    })),
  };
}
