// The team-season chart's colours and the sums behind its marks, kept apart from Recharts so they can
// be tested without drawing.

/** One round as the chart draws it. */
export interface TeamRoundPoint {
  label: string; // "R7"
  detail: string; // "Round 7 v Carlton"
  for: number;
  against: number;
  diff: number;
}

export const WIN = "#009E73";
export const LOSS = "#D55E00";

/** A round's margin bar: green for a win or a draw, red for a loss. */
export const marginColour = (diff: number) => (diff >= 0 ? WIN : LOSS);

/**
 * Which round labels the x axis shows: every one at 520 px and wider, else about eight in all (Recharts'
 * interval is the number of ticks skipped between two shown).
 */
export const tickInterval = (width: number, rounds: number) => (width < 520 ? Math.ceil(rounds / 8) - 1 : 0);
