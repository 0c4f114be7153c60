// Standard normal draws for the season's Monte Carlo. Box–Muller turns two uniform draws into a pair of
// normals; the second is kept for the next call, so a season's draws (and so its results for a seed)
// depend on the order of the calls, which simulate-season.ts keeps fixed.

/** A source of standard normal draws over `rng`'s uniform ones in [0, 1). */
export function normalDraws(rng: { next(): number }): () => number {
  let spare = NaN;
  return () => {
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
}
