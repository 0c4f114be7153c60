// What other features' server code may take from the comparison: a season's kept box scores, read
// from the leaderboard's builds without starting the splits, and the counts the licence gives of them.
export { seasonFigures, type SeasonFigures } from "./server/season-figures";
export { licensedMetrics } from "./server/compare-page";
