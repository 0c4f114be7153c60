// How chances and expected votes read on the Brownlow pages.

/** A chance as a whole percentage; under 1 % reads "<1%" (never a misleading 0 %). */
export const chanceText = (p: number): string =>
  p <= 0 ? "0%" : p < 0.005 ? "<1%" : `${Math.round(100 * p)}%`;

/** Expected votes to one decimal place. */
export const votesText = (v: number): string => v.toFixed(1);

/** The seasons a fit used, for the note under a table. */
export const fitNote = (fittedOn: readonly number[], walkForward: boolean): string =>
  `Fitted on the umpires' votes of ${fittedOn.join(", ")}${walkForward ? "" : " (later seasons: the data has no earlier votes)"}, never on this season's.`;
