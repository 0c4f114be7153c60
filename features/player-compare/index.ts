// The comparison's browser-safe parts for other features: the counts it compares and every player of
// a season added up once (the season explorer draws the same figures).
export { COMPARE_LABELS, COMPARE_METRICS, type CompareMetric } from "./model/compare-metrics";
export { seasonPlayers, type SeasonCut, type SeasonPlayerFigures } from "./model/season-players";
