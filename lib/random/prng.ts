// Seeded pseudo-random numbers for the match engine and the predictor's season simulations. Every
// random choice the engine makes comes from one Rng seeded by the match id, so a match always
// generates the same events (no Math.random, no clock). The generator is sfc32 (small, fast, passes PractRand), seeded through splitmix32 so that
// neighbouring match ids give unrelated streams.

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** `salt` separates independent streams of the same match (for example one per engine stage). */
  constructor(seed: number, salt = 0) {
    const sm = splitmix32((seed ^ Math.imul(salt + 1, 0x27d4eb2d)) >>> 0);
    this.a = sm();
    this.b = sm();
    this.c = sm();
    this.d = sm();
    for (let i = 0; i < 12; i++) this.next(); // warm up: the first outputs of a fresh state are weak
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Uniform in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }

  /** Uniform integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  /** Standard normal (Box–Muller). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Poisson by inversion; fine for the small means the engine uses (< 30). */
  poisson(mean: number): number {
    const l = Math.exp(-mean);
    let k = 0;
    let p = this.next();
    while (p > l) {
      k++;
      p *= this.next();
    }
    return k;
  }

  /** Gamma(shape, 1) by Marsaglia–Tsang; random weights for splitting totals. */
  gamma(shape: number): number {
    if (shape < 1) return this.gamma(shape + 1) * Math.pow(this.next() || 1e-12, 1 / shape);
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const v = Math.pow(1 + c * x, 3);
      if (v <= 0) continue;
      const u = this.next();
      if (Math.log(u || 1e-12) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
    }
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Index drawn with probability proportional to weights[i]; -1 when every weight is 0. */
  weighted(weights: ArrayLike<number>): number {
    let total = 0;
    for (let i = 0; i < weights.length; i++) total += weights[i];
    if (!(total > 0)) return -1;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0 && weights[i] > 0) return i;
    }
    for (let i = weights.length - 1; i >= 0; i--) if (weights[i] > 0) return i;
    return -1;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const t = items[i];
      items[i] = items[j];
      items[j] = t;
    }
    return items;
  }

  /** Rounds x up with probability equal to its fractional part (keeps totals right on average). */
  round(x: number): number {
    const f = Math.floor(x);
    return f + (this.next() < x - f ? 1 : 0);
  }
}

/**
 * Splits `n` items into buckets by independent draws proportional to `weights` (a multinomial draw),
 * so totals are exact while the split varies from match to match.
 */
export function splitCount(rng: Rng, n: number, weights: readonly number[]): number[] {
  const out = weights.map(() => 0);
  for (let i = 0; i < n; i++) {
    const k = rng.weighted(weights);
    out[k < 0 ? rng.int(0, weights.length - 1) : k]++;
  }
  return out;
}
