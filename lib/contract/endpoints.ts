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

import { OPERATIONS, type Operation, type OperationId } from "./operations";

// Each operation's response schema (and a POST's body schema), by id. Kept apart from the operations
// table so that the browser, which only calls operations, never loads zod or the schemas.
const SCHEMAS = {
  leagues: { response: LeaguesListSchema },
  E1: { response: LeagueSchema },
  leagueSeasons: { response: LeagueWithSeasonsSchema },
  E2: { response: LevelsListSchema },
  E3: { response: LevelSchema },
  E28: { response: LeagueWithSeasonsSchema },
  E29: { response: SeasonWithPhasesSchema },
  E30: { response: FixtureSchema },
  E31: { response: LadderSchema },
  E32: { response: LadderSchema },
  E33: { response: SquadsInSeasonSchema },
  E34: { response: SquadSchema },
  E35: { response: SquadPersonsSchema },
  E36: { response: PlayerAvailabilitySchema },
  E37: { response: SquadsInSeasonSchema },
  E38: { response: SeasonWithPhasesSchema },
  E39: { response: FixtureSchema },
  E40: { response: LadderSchema },
  E41: { response: LadderSchema },
  E42: { response: SquadsInSeasonSchema },
  E43: { response: SquadSchema },
  E44: { response: SquadPersonsSchema },
  E4: { response: MatchDetailsSchema },
  E5: { response: MatchPersonsSchema },
  E6: { response: MatchVenueSchema },
  E7: { response: MatchMetricsSchema },
  E11: { response: MatchScoresSchema },
  E24: { response: GlossarySchema },
  positionTypes: { response: PositionTypesListSchema },
  E25: { response: PositionTypeSchema },
  E26: { response: PositionsListSchema },
  E27: { response: PositionSchema },
  usage: { response: QuotaSchema },
  E8: { response: MatchTransactionsSchema },
  E9: { response: PossessionChainsSchema },
  E10: { response: MatchRotationsSchema },
  E12: { response: ShotsSchema },
  E13: { response: EntriesSchema },
  E14: { response: PlayerLeadersSchema },
  E15: { response: PlayerStatisticsSchema },
  E16: { response: PlayerStatsPayloadResponseSchema, body: PlayerStatsRequestSchema },
  E17: { response: SquadStatisticsSchema },
  E18: { response: SquadStatsPayloadResponseSchema, body: SquadStatsRequestSchema },
  E19: { response: StoppagesSchema },
  E20: { response: FlowStatisticsSchema },
  E21: { response: RuckContestSummarySchema },
  E22: { response: PlayerShotSummarySchema },
  E23: { response: SquadShotSummarySchema },
} as const satisfies Record<OperationId, { response: z.ZodType; body?: z.ZodType }>;

/** The table every layer derives from: the service's router, the proxy's allowlist, the OpenAPI documents. */
export interface Endpoint extends Operation {
  response: z.ZodType;
  body?: z.ZodType; // POST operations: the request body's schema
}

export const ENDPOINTS: Endpoint[] = OPERATIONS.map((o) => ({ ...o, ...SCHEMAS[o.id] }));

export const ENDPOINT_BY_ID: ReadonlyMap<string, Endpoint> = new Map(ENDPOINTS.map((e) => [e.id, e]));

/** The parsed answer of an operation, by id (a type only: the browser imports it without the schemas). */
export type SdsResponse<I extends OperationId> = z.infer<(typeof SCHEMAS)[I]["response"]>;

/**
 * What a handler of operation `I` may answer: any value its response schema accepts (the schema's
 * input type), so the compiler checks the service's answers against the same schemas the proxy
 * checks an outside service's answers with at run time.
 */
export type SdsAnswerOf<I extends OperationId> = z.input<(typeof SCHEMAS)[I]["response"]>;

/** The parsed body of a POST operation `I` (undefined for operations without a body). */
export type SdsBodyOf<I extends OperationId> = (typeof SCHEMAS)[I] extends { body: infer B extends z.ZodType }
  ? z.output<B>
  : undefined;
