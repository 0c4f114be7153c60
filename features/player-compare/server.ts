// The player comparison's server entry: its screens for its routes (/players/compare, its embed and
// its card), and for other features' server code a season's kept box scores (read from the
// leaderboard's builds without starting the splits) and the counts the licence gives of them.
export { CompareScreen } from "./server/compare-screen";
export { CompareEmbedScreen } from "./server/compare-embed-screen";
export { compareEmbedTitle, compareMetadata } from "./server/compare-page-of";
export { comparePreview } from "./server/compare-preview";
export { seasonFigures, type SeasonFigures } from "./server/season-figures";
export { licensedMetrics } from "./server/compare-page";
