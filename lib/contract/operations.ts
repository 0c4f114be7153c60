// The contract's operations, without schemas (endpoints.ts joins each to its zod schemas).
import type { ParsedOf, QueryDefs, QueryParam } from "./params";
import type { Tier } from "./schemas/metrics";

/**
 * An operation of the contract without its schemas: what the browser needs to call it (path, cache
 * kind) and what the router, the proxy's allowlist and the OpenAPI documents read. No zod here, so
 * the browser's data layer can import it without shipping the schemas.
 */
export interface Operation<
  I extends string = string,
  Q extends QueryDefs = QueryDefs,
  P extends string = string,
  N extends string = string,
> {
  id: I; // the specification's operation id (E1…E44) or a descriptive id for untitled operations
  operationId: N; // the OpenAPI operationId; code names an operation by it (OP below)
  summary: string;
  method: "GET" | "POST";
  path: P; // under /v1, with {param} placeholders; every placeholder is an identifier
  query: Q; // literal descriptors: a handler's parsed query is typed from them (ParsedOf)
  since: "1.51.0" | "1.68.0";
  tier: Tier; // the lowest metric tier that may call it
  statuses: number[];
  // Completed-season data never changes; operations marked "live" depend on the clock (match status).
  cache: "immutable" | "live" | "none";
  // The app's licence of the data (not the API client's tier): event-level match data is for coaches,
  // analysts and admins only; summaries are for everyone. The proxy reads it from here.
  access: "event" | "summary";
}

const S = [200, 400, 403, 404, 429];
const SEASON = "/leagues/{leagueId}/levels/{levelId}/seasons/{seasonId}";
const conference = { kind: "code", description: "Conference code: only squads of this conference" } as const;
const fixtureQuery = {
  squadId: { kind: "int", description: "Only matches of this squad" },
  roundNumber: {
    kind: "int",
    description: "Only matches of this round (Opening Round = 0)",
    since: "1.68.0",
  },
} as const satisfies QueryDefs;
const availabilityQuery = {
  page: { kind: "int", min: 1, default: 1, description: "1-based page number" },
  limit: { kind: "int", min: 1, max: 5000, default: 1000, description: "Players a page (at most 5000)" },
} as const satisfies QueryDefs;

// Generic in the id, the path and the query so that the table's type keeps each as a literal: the
// ids make OperationId, the paths the handlers' path parameters, the descriptors their parsed query.
function op<
  const I extends string,
  const P extends string,
  const N extends string,
  const Q extends QueryDefs = NoQuery,
>(
  e: Omit<Operation<I, Q, P, N>, "statuses" | "tier" | "query" | "cache" | "access"> &
    Partial<Operation<I, Q, P, N>>,
): Operation<I, Q, P, N> {
  // An operation without descriptors has none: NoQuery is the empty record the default stands for.
  return { statuses: S, tier: "core", query: {} as Q, cache: "live", access: "summary", ...e };
}
type NoQuery = Record<never, QueryParam>;

const ZONES = ["D50", "DM", "MID", "CB", "AM", "F50"] as const;
const period = {
  kind: "int[]",
  min: 1,
  max: 4,
  description: "Periods to include (repeat: period=1&period=2)",
} as const;
const zone = {
  kind: "enum[]",
  values: ZONES,
  description: "Zones to include: D50, DM, MID, CB, AM, F50",
} as const;
const metric = { kind: "code[]", description: "Metric codes to return (case sensitive)" } as const;
const team = {
  kind: "enum",
  values: ["home", "away"],
  description: "Only this squad: home or away",
} as const;
const statsQuery = {
  period,
  zone,
  metric,
  team,
  fromPeriodSeconds: {
    kind: "int",
    max: 100000,
    description: "Count events on or after this many seconds of the period",
  },
  toPeriodSeconds: {
    kind: "int",
    max: 100000,
    description: "Count events on or before this many seconds of the period",
  },
  lastXSeconds: {
    kind: "int",
    max: 100000,
    description: "Count events in the last X seconds of each period",
  },
} as const satisfies QueryDefs;
const summaryType = {
  kind: "enum",
  values: ["All", "GeneralPlay", "SetShot"],
  default: "All",
  description: "Shots of this type",
} as const;
const includeAll = {
  kind: "bool",
  default: false,
  description: "Include players/squads with no shots of the type",
} as const;
const M = "/matches/{matchId}";

export const OPERATIONS = [
  op({
    id: "leagues",
    operationId: "listLeagues",
    summary: "Leagues",
    method: "GET",
    path: "/leagues",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E1",
    operationId: "getLeague",
    summary: "League details",
    method: "GET",
    path: "/leagues/{leagueId}",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "leagueSeasons",
    operationId: "getLeagueWithSeasons",
    summary: "League with its seasons",
    method: "GET",
    path: "/leagues/{leagueId}/seasons",
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 429],
  }),
  op({
    id: "E2",
    operationId: "listLevels",
    summary: "Levels of a league",
    method: "GET",
    path: "/leagues/{leagueId}/levels",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E3",
    operationId: "getLevel",
    summary: "Level details",
    method: "GET",
    path: "/leagues/{leagueId}/levels/{levelId}",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E28",
    operationId: "listSeasons",
    summary: "Seasons of a league and level",
    method: "GET",
    path: "/leagues/{leagueId}/levels/{levelId}/seasons",
    since: "1.51.0",
  }),
  op({
    id: "E29",
    operationId: "getSeason",
    summary: "Season details",
    method: "GET",
    path: SEASON,
    since: "1.51.0",
  }),
  op({
    id: "E30",
    operationId: "getFixture",
    summary: "Fixture of a season",
    method: "GET",
    path: `${SEASON}/fixture`,
    query: fixtureQuery,
    since: "1.51.0",
  }),
  op({
    id: "E31",
    operationId: "getLadder",
    summary: "Ladder of a season",
    method: "GET",
    path: `${SEASON}/ladder`,
    query: { conference },
    since: "1.51.0",
  }),
  op({
    id: "E32",
    operationId: "getLadderAfterRound",
    summary: "Ladder after a round",
    method: "GET",
    path: `${SEASON}/ladder/{roundNumber}`,
    query: { conference },
    since: "1.51.0",
  }),
  op({
    id: "E33",
    operationId: "listSquads",
    summary: "Competing squads in a season",
    method: "GET",
    path: `${SEASON}/squads`,
    since: "1.51.0",
  }),
  op({
    id: "E34",
    operationId: "getSquad",
    summary: "Single squad in a season",
    method: "GET",
    path: `${SEASON}/squads/{squadId}`,
    since: "1.51.0",
  }),
  op({
    id: "E35",
    operationId: "getSquadPersons",
    summary: "Persons of a squad in a season",
    method: "GET",
    path: `${SEASON}/squads/{squadId}/persons`,
    since: "1.51.0",
  }),
  op({
    id: "E36",
    operationId: "getPlayerAvailability",
    summary: "Player availability for a season",
    method: "GET",
    path: `${SEASON}/availability`,
    query: availabilityQuery,
    since: "1.68.0",
  }),
  op({
    id: "E37",
    operationId: "listConferences",
    summary: "Conferences of a season",
    method: "GET",
    path: `${SEASON}/conferences`,
    query: { conference },
    since: "1.51.0",
  }),
  op({
    id: "E38",
    operationId: "getMainSeason",
    summary: "Season details, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}",
    since: "1.51.0",
  }),
  op({
    id: "E39",
    operationId: "getMainFixture",
    summary: "Fixture, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/fixture",
    query: fixtureQuery,
    since: "1.51.0",
  }),
  op({
    id: "E40",
    operationId: "getMainLadder",
    summary: "Ladder, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/ladder",
    since: "1.51.0",
  }),
  op({
    id: "E41",
    operationId: "getMainLadderAfterRound",
    summary: "Ladder after a round, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/ladder/{roundNumber}",
    since: "1.51.0",
  }),
  op({
    id: "E42",
    operationId: "listMainSquads",
    summary: "Competing squads, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/squads",
    since: "1.51.0",
  }),
  op({
    id: "E43",
    operationId: "getMainSquad",
    summary: "Single squad, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/squads/{squadId}",
    since: "1.51.0",
  }),
  op({
    id: "E44",
    operationId: "getMainSquadPersons",
    summary: "Persons of a squad, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/squads/{squadId}/persons",
    since: "1.51.0",
  }),
  op({
    id: "E4",
    operationId: "getMatch",
    summary: "Match details",
    method: "GET",
    path: "/matches/{matchId}",
    since: "1.51.0",
  }),
  op({
    id: "E5",
    operationId: "getMatchPersons",
    summary: "Persons of a match",
    method: "GET",
    path: "/matches/{matchId}/persons",
    since: "1.51.0",
  }),
  op({
    id: "E6",
    operationId: "getMatchVenue",
    summary: "Venue of a match",
    method: "GET",
    path: "/matches/{matchId}/venue",
    since: "1.51.0",
  }),
  op({
    id: "E7",
    operationId: "getMatchMetrics",
    summary: "Valid metrics of a match",
    method: "GET",
    path: "/matches/{matchId}/metrics",
    query: {
      showAllMetrics: {
        kind: "bool",
        default: false,
        description: "true: every platform metric; false: those of the caller's tier",
      },
    },
    since: "1.51.0",
  }),
  op({
    id: "E11",
    operationId: "getMatchScore",
    summary: "Scores and results by match and period",
    method: "GET",
    path: "/matches/{matchId}/score",
    since: "1.51.0",
  }),
  op({
    id: "E24",
    operationId: "getMetricGlossary",
    summary: "Metric glossary",
    method: "GET",
    path: "/metrics",
    query: {
      metric: {
        kind: "text[]",
        description: "Metric codes to return (case sensitive); an unknown code is a 404",
      },
    },
    since: "1.68.0",
    statuses: [200, 403, 404, 429],
    cache: "immutable",
  }),
  op({
    id: "positionTypes",
    operationId: "listPositionTypes",
    summary: "Position types",
    method: "GET",
    path: "/positiontypes",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E25",
    operationId: "getPositionType",
    summary: "Position type details",
    method: "GET",
    path: "/positionTypes/{positionTypeId}",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E26",
    operationId: "listPositions",
    summary: "Positions of a position type",
    method: "GET",
    path: "/positionTypes/{positionTypeId}/positions",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E27",
    operationId: "getPosition",
    summary: "Position details",
    method: "GET",
    path: "/positions/{positionId}",
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "usage",
    operationId: "getUsage",
    summary: "Quota information",
    method: "GET",
    path: "/usage",
    since: "1.51.0",
    statuses: [200, 403, 404, 429],
    cache: "none",
  }),
  op({
    id: "E8",
    access: "event",
    operationId: "getMatchTransactions",
    summary: "Match transactions",
    method: "GET",
    path: `${M}/transactions`,
    since: "1.51.0",
    tier: "transactional",
  }),
  op({
    id: "E9",
    access: "event",
    operationId: "getPossessionChains",
    summary: "Possession chains",
    method: "GET",
    path: `${M}/chains`,
    since: "1.51.0",
    tier: "transactional",
  }),
  op({
    id: "E10",
    access: "event",
    operationId: "getRotations",
    summary: "Rotations",
    method: "GET",
    path: `${M}/rotations`,
    since: "1.51.0",
  }),
  op({
    id: "E12",
    access: "event",
    operationId: "getShots",
    summary: "Shots at goal",
    method: "GET",
    path: `${M}/shots`,
    since: "1.51.0",
  }),
  op({
    id: "E13",
    access: "event",
    operationId: "getEntries",
    summary: "Inside 50 entries",
    method: "GET",
    path: `${M}/entries`,
    since: "1.51.0",
  }),
  op({
    id: "E14",
    access: "event",
    operationId: "getPlayerLeaders",
    summary: "Player leaders for selected metrics",
    method: "GET",
    path: `${M}/statistics/leaders`,
    query: {
      period: { ...period, since: "1.68.0" },
      topXPlayers: {
        kind: "int",
        min: 1,
        max: 100,
        default: 5,
        description: "Top-ranked players a metric",
        since: "1.68.0",
      },
      metric,
    },
    since: "1.51.0",
  }),
  op({
    id: "E15",
    access: "event",
    operationId: "getPlayerStatistics",
    summary: "Player statistics, all players",
    method: "GET",
    path: `${M}/statistics/players`,
    query: statsQuery,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 414, 429],
  }),
  op({
    id: "E16",
    access: "event",
    operationId: "postPlayerStatistics",
    summary: "Player statistics from a request payload",
    method: "POST",
    path: `${M}/statistics/players`,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 413, 429],
    cache: "none",
  }),
  op({
    id: "E17",
    access: "event",
    operationId: "getSquadStatistics",
    summary: "Squad statistics, both squads",
    method: "GET",
    path: `${M}/statistics/squads`,
    query: {
      ...statsQuery,
      context: {
        kind: "enum",
        values: ["For", "Against", "Diff", "PhysicalDiff"],
        default: "For",
        description: "For, Against, Diff or PhysicalDiff",
      },
    },
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 414, 429],
  }),
  op({
    id: "E18",
    access: "event",
    operationId: "postSquadStatistics",
    summary: "Squad statistics from a request payload",
    method: "POST",
    path: `${M}/statistics/squads`,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 413, 429],
    cache: "none",
  }),
  op({
    id: "E19",
    access: "event",
    operationId: "getStoppages",
    summary: "Stoppage transactions",
    method: "GET",
    path: `${M}/stoppages`,
    since: "1.51.0",
  }),
  op({
    id: "E20",
    access: "event",
    operationId: "getTimeCodedStatistics",
    summary: "Time-coded statistics",
    method: "GET",
    path: `${M}/statistics/flow`,
    query: {
      metric: { ...metric, required: true },
      period,
      zone,
      team,
      page: { kind: "int", default: 1, description: "1-based page number" },
      limit: {
        kind: "int",
        min: 1,
        max: 5000,
        default: 5000,
        description: "Transactions a page (at most 5000)",
      },
      orderBy: { kind: "enum", values: ["asc", "desc"], default: "asc", description: "By transaction id" },
    },
    since: "1.68.0",
    tier: "transactional",
  }),
  op({
    id: "E21",
    access: "event",
    operationId: "getRuckContests",
    summary: "Ruck contest summary",
    method: "GET",
    path: `${M}/ruckContests`,
    query: {
      stoppageType: {
        kind: "enum[]",
        values: ["CENTRE_BOUNCE", "BALL_UP", "THROW_IN"],
        description: "Stoppage types to include",
      },
    },
    since: "1.68.0",
    statuses: [200, 400, 403, 404, 414, 429],
  }),
  op({
    id: "E22",
    access: "event",
    operationId: "getPlayerShotSummary",
    summary: "Shot summary per player",
    method: "GET",
    path: `${M}/shots/summary/players`,
    query: {
      personId: { kind: "int", description: "Only this player" },
      type: summaryType,
      includeAllShotSummaries: includeAll,
    },
    since: "1.68.0",
  }),
  op({
    id: "E23",
    access: "event",
    operationId: "getSquadShotSummary",
    summary: "Shot summary per squad",
    method: "GET",
    path: `${M}/shots/summary/squads`,
    query: { team, type: summaryType, includeAllShotSummaries: includeAll },
    since: "1.68.0",
  }),
];

export type OperationId = (typeof OPERATIONS)[number]["id"];

type Row = (typeof OPERATIONS)[number];
/**
 * The operations' ids by name: `OP.getLadder` is "E31". Code outside the contract and the service's
 * handler table names an operation this way, never by its E-number, so a reader sees what is asked.
 */
export const OP = Object.fromEntries(OPERATIONS.map((o) => [o.operationId, o.id])) as {
  readonly [R in Row as R["operationId"]]: R["id"];
};

export const OPERATION_BY_ID: ReadonlyMap<string, Operation> = new Map(OPERATIONS.map((o) => [o.id, o]));

/** Names of the {placeholders} in a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

/** The table's row of operation `I`, with its literal path and descriptors. */
export type OperationOf<I extends OperationId> = Extract<(typeof OPERATIONS)[number], { id: I }>;

type PlaceholderNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | PlaceholderNames<Rest>
  : never;

/** The path parameters of operation `I`, parsed (every placeholder is an id). */
export type ParamsOf<I extends OperationId> = { [K in PlaceholderNames<OperationOf<I>["path"]>]: number };

/** The parsed query of operation `I`, typed from its descriptors. */
export type QueryOf<I extends OperationId> = ParsedOf<OperationOf<I>["query"]>;
