import { Rng } from "@/lib/random/prng";

// The count night, many times over: each match's 3, 2 and 1 drawn from the model's chances (the 3
// from the first-choice chances, the 2 and the 1 from the rest), the votes added up, and who polled
// the most noted. Joint leaders each count as winning, as tied players share the medal.

export interface SimMatch {
  /** Index of each player in the season's list of players. */
  players: readonly number[];
  /** Each one's chance of the 3 votes (adds up to 1). */
  first: readonly number[];
  /**
   * A match not played yet: each player's strengths (exp of w·x) in his games so far. Every simulated
   * season draws one of them for each player afresh (his form varies from game to game), and the
   * first-choice chances follow from those; `first` is then unused.
   */
  form?: readonly (readonly number[])[];
}

/** One draw from the cumulative chances, skipping players already chosen (a, b: -1 for none). */
function draw(cum: Float64Array, rng: Rng, a: number, b: number): number {
  const total = cum[cum.length - 1];
  for (let tries = 0; tries < 64; tries++) {
    const u = rng.next() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > u) hi = mid;
      else lo = mid + 1;
    }
    if (lo !== a && lo !== b) return lo;
  }
  // The chosen hold almost all the chance: the first other player in order (vanishingly rare).
  for (let i = 0; i < cum.length; i++) if (i !== a && i !== b) return i;
  return -1;
}

/**
 * A count simulated in slices (`run` as often as wanted, then `shares`): the server runs it a few
 * hundred counts at a time so that no request waits behind the whole of it.
 */
export function createCountSimulation(matches: readonly SimMatch[], players: number, seed: number) {
  const rng = new Rng(seed, 28);
  const cums = matches.map((m) => {
    const c = new Float64Array(m.players.length);
    let s = 0;
    if (!m.form) m.first.forEach((p, i) => (c[i] = s += p));
    return c;
  });
  /** A later match's cumulative strengths for this season: one of each player's games, drawn. */
  const drawForm = (form: readonly (readonly number[])[], c: Float64Array) => {
    let s = 0;
    for (let i = 0; i < form.length; i++) c[i] = s += form[i][Math.floor(rng.next() * form[i].length)];
  };
  const wins = new Float64Array(players);
  const tally = new Float64Array(players);
  const touched: number[] = [];
  // The run in which a player was last counted a winner (he is touched once for each of his votes).
  const counted = new Int32Array(players).fill(-1);
  let runs = 0;
  return {
    run(n: number): void {
      for (const end = runs + n; runs < end; runs++) {
        for (let i = 0; i < matches.length; i++) {
          const m = matches[i];
          if (m.players.length < 3) continue;
          if (m.form) drawForm(m.form, cums[i]);
          const three = draw(cums[i], rng, -1, -1);
          const two = draw(cums[i], rng, three, -1);
          const one = draw(cums[i], rng, three, two);
          tally[m.players[three]] += 3;
          tally[m.players[two]] += 2;
          tally[m.players[one]] += 1;
          touched.push(m.players[three], m.players[two], m.players[one]);
        }
        let best = 0;
        for (const p of touched) best = Math.max(best, tally[p]);
        for (const p of touched)
          if (best > 0 && tally[p] === best && counted[p] !== runs) {
            wins[p]++;
            counted[p] = runs;
          }
        for (const p of touched) tally[p] = 0;
        touched.length = 0;
      }
    },
    /** Each player's share of the counts run so far in which he polled the most (by season index). */
    shares(): number[] {
      return Array.from(wins, (w) => (runs === 0 ? 0 : w / runs));
    },
  };
}

/** Each player's share of `runs` simulated counts in which he polled the most (the same for a seed). */
export function simulateCount(
  matches: readonly SimMatch[],
  players: number,
  runs: number,
  seed: number,
): number[] {
  const sim = createCountSimulation(matches, players, seed);
  sim.run(runs);
  return sim.shares();
}
