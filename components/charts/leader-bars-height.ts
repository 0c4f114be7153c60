// Kept apart from the chart (which loads Recharts after the page is interactive), so a page can hold
// the chart's height before it loads.
const ROW_PX = 24;

/** The bars' height: a row each, and room above them for a reference line's label. */
export const leaderBarsHeight = (rows: number, reference = false) => rows * ROW_PX + (reference ? 32 : 8);
