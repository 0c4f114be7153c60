import fitted from "./params.json";

// The fitted weights (scripts/fit-brownlow.ts writes params.json). A season is predicted by weights
// fitted on other seasons only: 2024 on 2023, 2025 on 2023–2024 (walk-forward); 2023, the first
// season with votes in the data, on 2024–2025 (not walk-forward: nothing earlier has votes); any later
// season (and the synthetic demo league) on all three.

export interface VoteFit {
  /** The season predicted, or null for any season not named (later ones). */
  predicts: number | null;
  fittedOn: number[];
  walkForward: boolean;
  matches: number;
  weights: number[];
}

export const VOTE_FEATURES: readonly string[] = fitted.features;
export const VOTE_FITS: readonly VoteFit[] = fitted.fits;

/** The fit that predicts the season starting in `year`. */
export function fitFor(year: number): VoteFit {
  return VOTE_FITS.find((f) => f.predicts === year) ?? VOTE_FITS.find((f) => f.predicts === null)!;
}
