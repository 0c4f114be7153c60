import { z } from "zod";
import { DateSchema, DateTimeSchema, Ref3Schema, IdSchema } from "./common";

export const LeagueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  gender: z.string(),
});
export type League = z.infer<typeof LeagueSchema>;

export const LevelRefSchema = Ref3Schema;

export const LevelsListSchema = z.object({ league: LeagueSchema, levels: z.array(LevelRefSchema) });

export const LevelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  league: LeagueSchema,
  currentSeason: z
    .object({ competitionId: z.number().int(), championshipId: z.number().int(), seasonId: IdSchema })
    .nullable(),
});

export const RoundSummarySchema = z.object({
  start: DateTimeSchema,
  end: DateTimeSchema,
  id: z.number().int(),
  phaseId: z.number().int(),
  number: z.number().int(),
  phaseNumber: z.number().int(),
});

export const PhaseRefSchema = Ref3Schema;

export const SeasonSchema = z.object({
  competitionCode: z.string(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  competitionType: z.string(),
  startDate: DateSchema,
  endDate: DateSchema,
  startYear: z.number().int(),
  endYear: z.number().int(),
  firstMatchStart: DateTimeSchema,
  id: z.number().int(),
  matches: z.object({ complete: z.number().int(), incomplete: z.number().int() }),
  // null before the first round is completed / after the last is played.
  rounds: z.object({
    lastCompleted: RoundSummarySchema.nullable(),
    nextScheduled: RoundSummarySchema.nullable(),
  }),
});
export type Season = z.infer<typeof SeasonSchema>;

export const SeasonWithPhasesSchema = SeasonSchema.extend({ phases: z.array(PhaseRefSchema) });

export const LeagueWithSeasonsSchema = LeagueSchema.extend({ seasons: z.array(SeasonSchema) });
export const LeaguesListSchema = z.object({ leagues: z.array(LeagueSchema) });
