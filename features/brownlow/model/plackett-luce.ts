// The votes of a match as a Plackett–Luce ranking: each player has a strength exp(w·x); the 3 votes
// go to one player with chance proportional to strength, the 2 to one of the rest the same way, the
// 1 likewise. The chances below are exact (no sampling), so a match's expected votes add up to 6.

export interface VoteChance {
  three: number;
  two: number;
  one: number;
  /** 3·three + 2·two + one. */
  expected: number;
}

export const dot = (w: readonly number[], x: readonly number[]): number => {
  let s = 0;
  for (let i = 0; i < w.length; i++) s += w[i] * x[i];
  return s;
};

/** Each player's chance of the 3 votes: the softmax of the scores (shifted by the largest, for range). */
export function firstChoice(scores: readonly number[]): number[] {
  const top = Math.max(...scores);
  const e = scores.map((s) => Math.exp(s - top));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/**
 * Each player's chances of 3, 2 and 1 votes from the first-choice chances p. O(n³) for n players. What
 * the others leave is summed from their own chances, not taken as 1 − p: a player all but certain of
 * the 3 votes leaves the rest a share smaller than a double can tell from 1.
 */
export function voteChances(p: readonly number[]): VoteChance[] {
  const n = p.length;
  const others = p.map((_, j) => p.reduce((s, v, i) => (i === j ? s : s + v), 0));
  const two = new Array<number>(n).fill(0);
  const one = new Array<number>(n).fill(0);
  for (let j = 0; j < n; j++) {
    if (others[j] <= 0) continue;
    const afterJ = p[j] / others[j];
    for (let i = 0; i < n; i++) if (i !== j) two[i] += afterJ * p[i];
    for (let k = 0; k < n; k++) {
      // j took 3 and k took 2: the 1 goes to i among the rest.
      const left = others[j] - p[k];
      if (k === j || left <= 0) continue;
      const pair = (afterJ * p[k]) / left;
      for (let i = 0; i < n; i++) if (i !== j && i !== k) one[i] += pair * p[i];
    }
  }
  return p.map((three, i) => ({
    three,
    two: two[i],
    one: one[i],
    expected: 3 * three + 2 * two[i] + one[i],
  }));
}
