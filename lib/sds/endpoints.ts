import type { z } from "zod";
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
];

export const ENDPOINT_BY_ID: ReadonlyMap<string, Endpoint> = new Map(ENDPOINTS.map((e) => [e.id, e]));

/** Names of the {placeholders} in a path template, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}
