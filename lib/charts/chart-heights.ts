// The heights the row-per-item Recharts charts are drawn at, in one place for the chart and for the
// placeholder that holds its room until it comes near the screen (NearView): this module carries no
// Recharts, so the page can know the height before the chart's script is fetched.

/** The team comparison: a 30 px row per metric, and room for the bars' labels. */
export const comparisonHeight = (rows: number) => rows * 30 + 12;
/** Minutes on the ground: a 22 px row per player, and the quarter axis. */
export const timeOnGroundHeight = (rows: number) => rows * 22 + 36;
/** Momentum: one height at every width (its buckets run across). */
export const MOMENTUM_HEIGHT = 240;
