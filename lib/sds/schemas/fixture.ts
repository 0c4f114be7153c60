import { z } from "zod";
import {
  DateSchema,
  DateTimeSchema,
  MatchDateSchema,
  NullableScoreSchema,
  Ref3Schema,
  SquadRefSchema,
  StatusSchema,
  VenueRefSchema,
} from "./common";

export const FixtureSquadSchema = SquadRefSchema.extend({ score: NullableScoreSchema });

export const FixtureMatchSchema = z.object({
  id: z.number().int(),
  roundOrder: z.number().int(),
  squads: z.object({ home: FixtureSquadSchema, away: FixtureSquadSchema }),
  date: MatchDateSchema,
  status: StatusSchema,
  type: Ref3Schema,
  venue: VenueRefSchema,
  // null until a winner is known (and for a draw).
  winningSquadId: z.number().int().nullable(),
});
export type FixtureMatch = z.infer<typeof FixtureMatchSchema>;

export const FixtureRoundSchema = z.object({
  code: z.string(),
  id: z.number().int(),
  name: z.string(),
  number: z.number().int(),
  phaseNumber: z.number().int(),
  matches: z.array(FixtureMatchSchema),
});

export const FixtureSchema = z.object({
  competitionCode: z.string(),
  competitionId: z.number().int(),
  competitionName: z.string(),
  competitionType: z.string(),
  startDate: DateSchema,
  endDate: DateSchema,
  startYear: z.number().int(),
  endYear: z.number().int(),
  firstMatchStart: DateTimeSchema,
  seasonId: z.number().int(),
  phases: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      rounds: z.array(FixtureRoundSchema),
    }),
  ),
});
export type Fixture = z.infer<typeof FixtureSchema>;
