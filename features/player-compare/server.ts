// The player comparison's server entry, for its route (/players/compare).
export { CompareScreen } from "./server/compare-screen";
export { compareTitle } from "./server/compare-page-of";
