import type { Stats } from "./web-types";

/** Median, 90th percentile and maximum of some timings, to 0.1 ms (nearest-rank percentiles). */
export function stats(xs: number[]): Stats {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
  const r = (n: number) => Math.round(n * 10) / 10;
  return { median: r(at(0.5)), p90: r(at(0.9)), max: r(s.at(-1) ?? NaN) };
}
