// How a vote predictor did against the umpires, for the bench: within matches (did it name the
// vote-getters?) and over a season (the tallies: the winner, the top ten, the rank correlation).

export interface JudgedMatch {
  /** Each player's real votes (0–3) and the predictor's figures for him. */
  players: readonly { id: string; votes: number; expected: number; three: number }[];
}

const topBy = <T>(xs: readonly T[], key: (x: T) => number, n: number) =>
  [...xs].sort((a, b) => key(b) - key(a)).slice(0, n);

/** Of the three real vote-getters, how many the predictor's top three by expected votes held. */
export const namedInTopThree = (m: JudgedMatch): number =>
  topBy(m.players, (p) => p.expected, 3).filter((p) => p.votes > 0).length;

/** Whether the player the predictor gave the best chance of 3 votes got them. */
export const threeGotThree = (m: JudgedMatch): boolean => topBy(m.players, (p) => p.three, 1)[0]?.votes === 3;

/** Ranks 1..n, largest value first; tied values share the mean of their ranks. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation: the Pearson correlation of the ranks (ties averaged). */
export function rankCorrelation(a: readonly number[], b: readonly number[]): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ma = mean(ra);
  const mb = mean(rb);
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < ra.length; i++) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) ** 2;
    vb += (rb[i] - mb) ** 2;
  }
  return cov / Math.sqrt(va * vb);
}

/** The season's tallies: real votes and predicted (expected) votes by player. */
export function tallies(matches: readonly JudgedMatch[]): Map<string, { real: number; predicted: number }> {
  const out = new Map<string, { real: number; predicted: number }>();
  for (const m of matches)
    for (const p of m.players) {
      const t = out.get(p.id) ?? { real: 0, predicted: 0 };
      t.real += p.votes;
      t.predicted += p.expected;
      out.set(p.id, t);
    }
  return out;
}

/** How many of the real top ten (by votes) are in the predicted top ten (ties broken by id). */
export function topTenOverlap(t: ReadonlyMap<string, { real: number; predicted: number }>): number {
  const rows = [...t].sort((a, b) => a[0].localeCompare(b[0]));
  const real = new Set(topBy(rows, ([, v]) => v.real, 10).map(([id]) => id));
  return topBy(rows, ([, v]) => v.predicted, 10).filter(([id]) => real.has(id)).length;
}
