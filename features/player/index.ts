// The player pages' browser-safe parts for other features: the search by name and the log's metrics.
export { FoundPlayer, PlayerNameFields } from "./player-name-fields";
export { MIN_QUERY, searchPlayers } from "./model/player-search";
export { isLogMetric, LOG_LABELS, LOG_METRICS, type LogMetric } from "./model/log-metrics";
export { trendBars } from "./model/game-log-cells";
export type { TrendBar } from "./charts/player-trend-chart";
