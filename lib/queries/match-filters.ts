// The match centre's filters, read from the address. Every view keeps its state in search parameters
// so that a link reproduces it; values that do not parse are ignored (the view shows everything), so an
// edited address never breaks a page. Shared by the server pages (what to prefetch) and the views.

import type { ShotSummaryType, StatsContext, StatsFilter, Zone } from "./match-stats";

export type Params = Pick<URLSearchParams, "get" | "getAll">;

const int = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
};
const oneOf = <T extends string>(raw: string | null, values: readonly T[]): T | undefined =>
  values.includes(raw as T) ? (raw as T) : undefined;
const code = (raw: string | null) => (raw && /^[A-Z0-9_]{1,40}$/.test(raw) ? raw : undefined);

/** Filters of the event maps (shots, entries, chains): quarter, team, player, outcome, ends. */
export interface EventFilters {
  period?: number;
  team?: number; // squad id
  player?: number; // person id
  outcome?: string;
  trueEnds: boolean; // true: as played ("location"); false: each team attacks right ("locationRotated")
}

export function parseEventFilters(p: Params): EventFilters {
  return {
    period: int(p.get("period"), 1, 8),
    team: int(p.get("team"), 1, 999999),
    player: int(p.get("player"), 1, 999999),
    outcome: code(p.get("outcome")),
    trueEnds: p.get("ends") === "true",
  };
}

/** The filter fields of an event a player made (a shot, an entry): for `passes` and the filter bar. */
export const playerEventFields = (e: {
  period: number;
  squad: { id: number };
  player: { id: number; fullname: string };
}) => ({ period: e.period, squadId: e.squad.id, playerId: e.player.id, playerName: e.player.fullname });

/** True when an event passes the map filters. */
export function passes(
  f: EventFilters,
  e: { period: number; squadId: number; playerId: number | null; outcome: string },
): boolean {
  return (
    (f.period === undefined || e.period === f.period) &&
    (f.team === undefined || e.squadId === f.team) &&
    (f.player === undefined || e.playerId === f.player) &&
    (f.outcome === undefined || e.outcome === f.outcome)
  );
}

export const ZONES: readonly Zone[] = ["D50", "DM", "MID", "CB", "AM", "F50"];
export const CONTEXTS: readonly StatsContext[] = ["For", "Against", "Diff", "PhysicalDiff"];
export const SUMMARY_TYPES: readonly ShotSummaryType[] = ["All", "GeneralPlay", "SetShot"];
export const STOPPAGE_TYPES = ["CENTRE_BOUNCE", "BALL_UP", "THROW_IN"] as const;

/** The `team` filter of the views that filter on the service's side: "home" or "away" (else both). */
export const parseSide = (p: Params) => oneOf(p.get("team"), ["home", "away"] as const);

/** The statistics view's service-side filters; `metric` is a set name or one metric code. */
export function parseStatsFilters(p: Params): Omit<StatsFilter, "metric"> & { metricSet: string } {
  return {
    period: int(p.get("period"), 1, 8),
    zone: oneOf(p.get("zone"), ZONES),
    team: parseSide(p),
    fromPeriodSeconds: int(p.get("from"), 0, 100000),
    toPeriodSeconds: int(p.get("to"), 0, 100000),
    lastXSeconds: int(p.get("last"), 0, 100000),
    metricSet: p.get("metric") ?? "key",
  };
}

export const parseContext = (p: Params): StatsContext => oneOf(p.get("context"), CONTEXTS) ?? "For";
export const parseSummaryType = (p: Params): ShotSummaryType => oneOf(p.get("stype"), SUMMARY_TYPES) ?? "All";
export const parseStoppageType = (p: Params) => oneOf(p.get("type"), STOPPAGE_TYPES);
export const parseChain = (p: Params) => int(p.get("chain"), 1, 99999);
/** The chains view's map of every transaction: shown with `map=all`, its type filter in `ttype`. */
export const parseTransactionMap = (p: Params) => ({
  shown: p.get("map") === "all",
  type: code(p.get("ttype")),
});
/** The shot map's layout: the half oval with the goal at the top unless `layout=full` asks for the whole oval. */
export const parseShotLayout = (p: Params): "half" | "full" => (p.get("layout") === "full" ? "full" : "half");

/** Next's page searchParams as URLSearchParams (for the server pages). */
export function toSearchParams(sp: Record<string, string | string[] | undefined>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(sp))
    for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) out.append(k, one);
  return out;
}
