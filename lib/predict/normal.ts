// The normal distribution's CDF, for turning an expected margin into a chance of winning.

/** Φ(x) by the Abramowitz–Stegun 7.1.26 erf approximation (error < 1.5e-7, ample for a percentage). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}
