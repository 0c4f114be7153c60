import { z } from "zod";
import {
  DateSchema,
  DateTimeSchema,
  MatchDateSchema,
  PersonIdRefSchema,
  Ref3Schema,
  ScoreSchema,
  SquadRefSchema,
  StateSchema,
  StatusSchema,
  VenueRefSchema,
} from "./common";

export const MatchSquadSchema = SquadRefSchema.extend({ score: ScoreSchema.nullable() });

export const MatchDetailsSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  phaseId: z.number().int(),
  seasonId: z.number().int(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  roundNumber: z.number().int(),
  phaseName: z.string(),
  phaseRoundNumber: z.number().int(),
  result: z.string(),
  resultCode: z.string(),
  winningSquadId: z.number().int().nullable(),
  attendance: z.number().int().nullable(),
  leagueId: z.number().int(),
  levelId: z.number().int(),
  type: Ref3Schema,
  date: MatchDateSchema,
  time: z.object({
    utcMatchStartActual: DateTimeSchema.nullable(),
    utcMatchEndActual: DateTimeSchema.nullable(),
    periodSecs: z.number().int(),
    duration: z.string(),
  }),
  venue: VenueRefSchema,
  status: StatusSchema,
  coinToss: z.object({ winningSquadId: z.number().int(), decision: z.string() }).nullable(),
  home: MatchSquadSchema,
  away: MatchSquadSchema,
  periods: z.array(
    z.object({
      period: z.number().int(),
      utcPeriodStart: DateTimeSchema,
      utcPeriodEnd: DateTimeSchema.nullable(),
      periodSecs: z.number().int(),
    }),
  ),
  lastModified: z.object({ statisticUpdate: DateTimeSchema }),
});
export type MatchDetails = z.infer<typeof MatchDetailsSchema>;

export const PositionsSchema = z.object({ selected: Ref3Schema, season: Ref3Schema });

export const MatchPlayerSchema = PersonIdRefSchema.extend({
  jumperNumber: z.number().int(),
  dateOfBirth: DateSchema,
  matchAge: z.number(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  firstname: z.string(),
  surname: z.string(),
  positions: PositionsSchema,
});

export const MatchPersonsSchema = z.object({
  matchId: z.number().int(),
  squads: z.object({
    home: SquadRefSchema.extend({ players: z.array(MatchPlayerSchema) }),
    away: SquadRefSchema.extend({ players: z.array(MatchPlayerSchema) }),
  }),
  // The source records no umpires, so this list is empty for real matches (never invented).
  officials: z.array(
    PersonIdRefSchema.extend({ jumperNumber: z.number().int(), positions: PositionsSchema }),
  ),
});

export const MatchVenueSchema = z.object({
  code: z.string(),
  id: z.number().int(),
  name: z.string(),
  matchId: z.number().int(),
  // null for a ground whose dimensions no source gives (the history's old grounds).
  dimensions: z.object({ length: z.number(), width: z.number() }).nullable(),
  location: z.object({
    country: z.object({ code: z.string(), id: z.number().int(), name: z.string(), state: StateSchema }),
    timezone: z.string(),
  }),
});

const ScorePeriodSchema = z.object({
  period: z.number().int(),
  goals: z.number().int(),
  behinds: z.number().int(),
  points: z.number().int(),
  margin: z.number().int(),
  result: z.string(),
  resultCode: z.string(),
  goalsCumulative: z.number().int(),
  behindsCumulative: z.number().int(),
  pointsCumulative: z.number().int(),
  marginCumulative: z.number().int(),
});

export const ScoreSideSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  goals: z.number().int(),
  behinds: z.number().int(),
  points: z.number().int(),
  margin: z.number().int(),
  result: z.string(),
  resultCode: z.string(),
  periods: z.array(ScorePeriodSchema),
});

export const MatchScoresSchema = z.object({
  matchId: z.number().int(),
  result: z.string(),
  resultCode: z.string(),
  winningSquadId: z.number().int().nullable(),
  home: ScoreSideSchema,
  away: ScoreSideSchema,
});
export type MatchScores = z.infer<typeof MatchScoresSchema>;
