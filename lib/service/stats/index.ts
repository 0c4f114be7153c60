// The statistics engine: pure functions over one match's MatchEvents (lib/service/engine/types.ts).
export {
  ZONES,
  attackSign,
  fieldZone,
  isZone,
  mirrorZone,
  rotate,
  zoneFor,
  type FieldZone,
  type Zone,
} from "./zones";
export { inCentreBouncePhase, zoneLogical, zonePhysical } from "./event-zones";
export { compileFilter, selectEvents, type CompiledFilter, type StatFilter } from "./filters";
export { MetricComputer, type MetricValues, type SuppliedTotals } from "./metric-compute";
export { METRIC_RULES, type MetricRule } from "./metric-rules";
export { formatValue, roundForFormat, toStat } from "./format-value";
export { selectMetrics, resolveCodes } from "./metric-select";
export {
  MetricTierError,
  NotTimeCodedError,
  StatsError,
  StatsParamError,
  UnknownMetricError,
} from "./errors";
export type { Roster, RosterPlayer, RosterSquad } from "./roster";
export { playerStatistics, type PlayerStatistics } from "./player-stats";
export { SQUAD_CONTEXTS, squadStatistics, type SquadContext, type SquadStatistics } from "./squad-stats";
export { HEADLINE_METRICS, playerLeaders, type LeadersQuery, type PlayerLeaders } from "./leaders";
export { FLOW_PAGE_MAX, flowStatistics, type FlowQuery } from "./flow";
export { SUMMARY_TYPES, playerShotSummary, squadShotSummary } from "./shot-summary";
export { ruckContestSummary } from "./ruck-summary";
export * from "./schemas";
