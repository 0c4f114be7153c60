// Scoring rules for probability forecasts, shared by the fit script and the bench. An outcome is 1 for
// a home win, 0 for a loss and 0.5 for a draw.

export interface Forecast {
  probability: number;
  outcome: number;
}

const clamp = (p: number): number => Math.min(1 - 1e-9, Math.max(1e-9, p));

export const brier = (fs: readonly Forecast[]): number =>
  fs.reduce((s, f) => s + (f.probability - f.outcome) ** 2, 0) / fs.length;

/** Mean negative log likelihood (natural log); a draw scores half of each side. */
export const logLoss = (fs: readonly Forecast[]): number =>
  -fs.reduce(
    (s, f) =>
      s + f.outcome * Math.log(clamp(f.probability)) + (1 - f.outcome) * Math.log(clamp(1 - f.probability)),
    0,
  ) / fs.length;

/** Share of tips right: a tip is the side given over 50%; a draw counts half, a 50% tip counts half. */
export const tipAccuracy = (fs: readonly Forecast[]): number =>
  fs.reduce(
    (s, f) =>
      s +
      (f.probability === 0.5 || f.outcome === 0.5 ? 0.5 : f.probability > 0.5 === (f.outcome === 1) ? 1 : 0),
    0,
  ) / fs.length;

export const outcomeOf = (margin: number): number => (margin > 0 ? 1 : margin < 0 ? 0 : 0.5);

/**
 * Tips right, counted: a draw counts as a correct tip (whoever was tipped), a 50% "tip" as half.
 */
export const tipsRight = (fs: readonly Forecast[]): number =>
  fs.reduce(
    (s, f) =>
      s +
      (f.outcome === 0.5
        ? 1
        : f.probability === 0.5
          ? 0.5
          : f.probability > 0.5 === (f.outcome === 1)
            ? 1
            : 0),
    0,
  );

/**
 * Mean bits: 1 + log2 of the chance given to the result; for a draw 1 + ½·log2(p(1−p)). A 50/50
 * forecast scores 0, a confident wrong one far below.
 */
export const bits = (fs: readonly Forecast[]): number =>
  fs.reduce((s, f) => {
    const p = clamp(f.probability);
    if (f.outcome === 0.5) return s + 1 + 0.5 * Math.log2(p * (1 - p));
    return s + 1 + Math.log2(f.outcome === 1 ? p : 1 - p);
  }, 0) / fs.length;
