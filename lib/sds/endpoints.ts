import type { z } from "zod";
import {
  EntriesSchema,
  MatchRotationsSchema,
  MatchTransactionsSchema,
  PlayerLeadersSchema,
  PlayerStatisticsSchema,
  PlayerStatsPayloadResponseSchema,
  PlayerStatsRequestSchema,
  PossessionChainsSchema,
  ShotsSchema,
  SquadStatisticsSchema,
  SquadStatsPayloadResponseSchema,
  SquadStatsRequestSchema,
  StoppagesSchema,
} from "./schemas/events";
import {
  FlowStatisticsSchema,
  PlayerShotSummarySchema,
  RuckContestSummarySchema,
  SquadShotSummarySchema,
} from "./schemas/stats";
import type { QueryDefs } from "./params";
import type { Tier } from "./schemas/metrics";
import {
  LeagueSchema,
  LeagueWithSeasonsSchema,
  LeaguesListSchema,
  LevelSchema,
  LevelsListSchema,
  SeasonWithPhasesSchema,
} from "./schemas/league";
import { FixtureSchema } from "./schemas/fixture";
import { LadderSchema } from "./schemas/ladder";
import {
  PlayerAvailabilitySchema,
  PositionSchema,
  PositionTypeSchema,
  PositionTypesListSchema,
  PositionsListSchema,
  SquadPersonsSchema,
  SquadSchema,
  SquadsInSeasonSchema,
} from "./schemas/squad";
import { MatchDetailsSchema, MatchPersonsSchema, MatchScoresSchema, MatchVenueSchema } from "./schemas/match";
import { GlossarySchema, MatchMetricsSchema, QuotaSchema } from "./schemas/metrics";

/** The table every layer derives from: the service's router, the proxy's allowlist, the OpenAPI documents. */
export interface Endpoint {
  id: string; // the specification's operation id (E1…E44) or a descriptive id for untitled operations
  operationId: string;
  summary: string;
  method: "GET" | "POST";
  path: string; // under /v1, with {param} placeholders; every placeholder is an identifier
  query: QueryDefs;
  response: z.ZodType;
  since: "1.51.0" | "1.68.0";
  tier: Tier; // the lowest metric tier that may call it
  statuses: number[];
  // Completed-season data never changes; operations marked "live" depend on the clock (match status).
  cache: "immutable" | "live" | "none";
  body?: z.ZodType; // POST operations: the request body's schema
}

const S = [200, 400, 403, 404, 429];
const SEASON = "/leagues/{leagueId}/levels/{levelId}/seasons/{seasonId}";
const conference = { kind: "code", description: "Conference code: only squads of this conference" } as const;
const fixtureQuery: QueryDefs = {
  squadId: { kind: "int", description: "Only matches of this squad" },
  roundNumber: {
    kind: "int",
    description: "Only matches of this round (Opening Round = 0)",
    since: "1.68.0",
  },
};
const availabilityQuery: QueryDefs = {
  page: { kind: "int", min: 1, default: 1, description: "1-based page number" },
  limit: { kind: "int", min: 1, max: 5000, default: 1000, description: "Players a page (at most 5000)" },
};

function op(e: Omit<Endpoint, "statuses" | "tier" | "query" | "cache"> & Partial<Endpoint>): Endpoint {
  return { statuses: S, tier: "core", query: {}, cache: "live", ...e };
}

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
const statsQuery: QueryDefs = {
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
};
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

export const ENDPOINTS: Endpoint[] = [
  op({
    id: "leagues",
    operationId: "listLeagues",
    summary: "Leagues",
    method: "GET",
    path: "/leagues",
    response: LeaguesListSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E1",
    operationId: "getLeague",
    summary: "League details",
    method: "GET",
    path: "/leagues/{leagueId}",
    response: LeagueSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "leagueSeasons",
    operationId: "getLeagueWithSeasons",
    summary: "League with its seasons",
    method: "GET",
    path: "/leagues/{leagueId}/seasons",
    response: LeagueWithSeasonsSchema,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 429],
  }),
  op({
    id: "E2",
    operationId: "listLevels",
    summary: "Levels of a league",
    method: "GET",
    path: "/leagues/{leagueId}/levels",
    response: LevelsListSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E3",
    operationId: "getLevel",
    summary: "Level details",
    method: "GET",
    path: "/leagues/{leagueId}/levels/{levelId}",
    response: LevelSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E28",
    operationId: "listSeasons",
    summary: "Seasons of a league and level",
    method: "GET",
    path: "/leagues/{leagueId}/levels/{levelId}/seasons",
    response: LeagueWithSeasonsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E29",
    operationId: "getSeason",
    summary: "Season details",
    method: "GET",
    path: SEASON,
    response: SeasonWithPhasesSchema,
    since: "1.51.0",
  }),
  op({
    id: "E30",
    operationId: "getFixture",
    summary: "Fixture of a season",
    method: "GET",
    path: `${SEASON}/fixture`,
    query: fixtureQuery,
    response: FixtureSchema,
    since: "1.51.0",
  }),
  op({
    id: "E31",
    operationId: "getLadder",
    summary: "Ladder of a season",
    method: "GET",
    path: `${SEASON}/ladder`,
    query: { conference },
    response: LadderSchema,
    since: "1.51.0",
  }),
  op({
    id: "E32",
    operationId: "getLadderAfterRound",
    summary: "Ladder after a round",
    method: "GET",
    path: `${SEASON}/ladder/{roundNumber}`,
    query: { conference },
    response: LadderSchema,
    since: "1.51.0",
  }),
  op({
    id: "E33",
    operationId: "listSquads",
    summary: "Competing squads in a season",
    method: "GET",
    path: `${SEASON}/squads`,
    response: SquadsInSeasonSchema,
    since: "1.51.0",
  }),
  op({
    id: "E34",
    operationId: "getSquad",
    summary: "Single squad in a season",
    method: "GET",
    path: `${SEASON}/squads/{squadId}`,
    response: SquadSchema,
    since: "1.51.0",
  }),
  op({
    id: "E35",
    operationId: "getSquadPersons",
    summary: "Persons of a squad in a season",
    method: "GET",
    path: `${SEASON}/squads/{squadId}/persons`,
    response: SquadPersonsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E36",
    operationId: "getPlayerAvailability",
    summary: "Player availability for a season",
    method: "GET",
    path: `${SEASON}/availability`,
    query: availabilityQuery,
    response: PlayerAvailabilitySchema,
    since: "1.68.0",
  }),
  op({
    id: "E37",
    operationId: "listConferences",
    summary: "Conferences of a season",
    method: "GET",
    path: `${SEASON}/conferences`,
    query: { conference },
    response: SquadsInSeasonSchema,
    since: "1.51.0",
  }),
  op({
    id: "E38",
    operationId: "getMainSeason",
    summary: "Season details, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}",
    response: SeasonWithPhasesSchema,
    since: "1.51.0",
  }),
  op({
    id: "E39",
    operationId: "getMainFixture",
    summary: "Fixture, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/fixture",
    query: fixtureQuery,
    response: FixtureSchema,
    since: "1.51.0",
  }),
  op({
    id: "E40",
    operationId: "getMainLadder",
    summary: "Ladder, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/ladder",
    response: LadderSchema,
    since: "1.51.0",
  }),
  op({
    id: "E41",
    operationId: "getMainLadderAfterRound",
    summary: "Ladder after a round, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/ladder/{roundNumber}",
    response: LadderSchema,
    since: "1.51.0",
  }),
  op({
    id: "E42",
    operationId: "listMainSquads",
    summary: "Competing squads, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/squads",
    response: SquadsInSeasonSchema,
    since: "1.51.0",
  }),
  op({
    id: "E43",
    operationId: "getMainSquad",
    summary: "Single squad, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/squads/{squadId}",
    response: SquadSchema,
    since: "1.51.0",
  }),
  op({
    id: "E44",
    operationId: "getMainSquadPersons",
    summary: "Persons of a squad, main premiership competition",
    method: "GET",
    path: "/seasons/{seasonId}/squads/{squadId}/persons",
    response: SquadPersonsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E4",
    operationId: "getMatch",
    summary: "Match details",
    method: "GET",
    path: "/matches/{matchId}",
    response: MatchDetailsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E5",
    operationId: "getMatchPersons",
    summary: "Persons of a match",
    method: "GET",
    path: "/matches/{matchId}/persons",
    response: MatchPersonsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E6",
    operationId: "getMatchVenue",
    summary: "Venue of a match",
    method: "GET",
    path: "/matches/{matchId}/venue",
    response: MatchVenueSchema,
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
    response: MatchMetricsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E11",
    operationId: "getMatchScore",
    summary: "Scores and results by match and period",
    method: "GET",
    path: "/matches/{matchId}/score",
    response: MatchScoresSchema,
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
    response: GlossarySchema,
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
    response: PositionTypesListSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E25",
    operationId: "getPositionType",
    summary: "Position type details",
    method: "GET",
    path: "/positionTypes/{positionTypeId}",
    response: PositionTypeSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E26",
    operationId: "listPositions",
    summary: "Positions of a position type",
    method: "GET",
    path: "/positionTypes/{positionTypeId}/positions",
    response: PositionsListSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "E27",
    operationId: "getPosition",
    summary: "Position details",
    method: "GET",
    path: "/positions/{positionId}",
    response: PositionSchema,
    since: "1.51.0",
    cache: "immutable",
  }),
  op({
    id: "usage",
    operationId: "getUsage",
    summary: "Quota information",
    method: "GET",
    path: "/usage",
    response: QuotaSchema,
    since: "1.51.0",
    statuses: [200, 403, 404, 429],
    cache: "none",
  }),
  op({
    id: "E8",
    operationId: "getMatchTransactions",
    summary: "Match transactions",
    method: "GET",
    path: `${M}/transactions`,
    response: MatchTransactionsSchema,
    since: "1.51.0",
    tier: "transactional",
  }),
  op({
    id: "E9",
    operationId: "getPossessionChains",
    summary: "Possession chains",
    method: "GET",
    path: `${M}/chains`,
    response: PossessionChainsSchema,
    since: "1.51.0",
    tier: "transactional",
  }),
  op({
    id: "E10",
    operationId: "getRotations",
    summary: "Rotations",
    method: "GET",
    path: `${M}/rotations`,
    response: MatchRotationsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E12",
    operationId: "getShots",
    summary: "Shots at goal",
    method: "GET",
    path: `${M}/shots`,
    response: ShotsSchema,
    since: "1.51.0",
  }),
  op({
    id: "E13",
    operationId: "getEntries",
    summary: "Inside 50 entries",
    method: "GET",
    path: `${M}/entries`,
    response: EntriesSchema,
    since: "1.51.0",
  }),
  op({
    id: "E14",
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
    response: PlayerLeadersSchema,
    since: "1.51.0",
  }),
  op({
    id: "E15",
    operationId: "getPlayerStatistics",
    summary: "Player statistics, all players",
    method: "GET",
    path: `${M}/statistics/players`,
    query: statsQuery,
    response: PlayerStatisticsSchema,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 414, 429],
  }),
  op({
    id: "E16",
    operationId: "postPlayerStatistics",
    summary: "Player statistics from a request payload",
    method: "POST",
    path: `${M}/statistics/players`,
    body: PlayerStatsRequestSchema,
    response: PlayerStatsPayloadResponseSchema,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 413, 429],
    cache: "none",
  }),
  op({
    id: "E17",
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
    response: SquadStatisticsSchema,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 414, 429],
  }),
  op({
    id: "E18",
    operationId: "postSquadStatistics",
    summary: "Squad statistics from a request payload",
    method: "POST",
    path: `${M}/statistics/squads`,
    body: SquadStatsRequestSchema,
    response: SquadStatsPayloadResponseSchema,
    since: "1.51.0",
    statuses: [200, 400, 403, 404, 413, 429],
    cache: "none",
  }),
  op({
    id: "E19",
    operationId: "getStoppages",
    summary: "Stoppage transactions",
    method: "GET",
    path: `${M}/stoppages`,
    response: StoppagesSchema,
    since: "1.51.0",
  }),
  op({
    id: "E20",
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
    response: FlowStatisticsSchema,
    since: "1.68.0",
    tier: "transactional",
  }),
  op({
    id: "E21",
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
    response: RuckContestSummarySchema,
    since: "1.68.0",
    statuses: [200, 400, 403, 404, 414, 429],
  }),
  op({
    id: "E22",
    operationId: "getPlayerShotSummary",
    summary: "Shot summary per player",
    method: "GET",
    path: `${M}/shots/summary/players`,
    query: {
      personId: { kind: "int", description: "Only this player" },
      type: summaryType,
      includeAllShotSummaries: includeAll,
    },
    response: PlayerShotSummarySchema,
    since: "1.68.0",
  }),
  op({
    id: "E23",
    operationId: "getSquadShotSummary",
    summary: "Shot summary per squad",
    method: "GET",
    path: `${M}/shots/summary/squads`,
    query: { team, type: summaryType, includeAllShotSummaries: includeAll },
    response: SquadShotSummarySchema,
    since: "1.68.0",
  }),
];

export const ENDPOINT_BY_ID: ReadonlyMap<string, Endpoint> = new Map(ENDPOINTS.map((e) => [e.id, e]));

/** Names of the {placeholders} in a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
