// A linear scale and "nice" ticks: the two pieces of d3-scale the charts need, without the dependency.

export interface LinearScale {
  (v: number): number;
  invert(px: number): number;
  domain: readonly [number, number];
  range: readonly [number, number];
}

export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const scale = ((v: number) => r0 + (v - d0) * k) as LinearScale;
  scale.invert = (px: number) => (k === 0 ? d0 : d0 + (px - r0) / k);
  Object.assign(scale, { domain, range });
  return scale;
}

/** Round tick values covering [lo, hi], about `count` of them, on steps of 1, 2 or 5 × 10ⁿ. */
export function niceTicks(lo: number, hi: number, count = 5): number[] {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / Math.max(1, count);
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const ticks: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step)
    ticks.push(Math.round(v * 1e9) / 1e9);
  return ticks;
}
