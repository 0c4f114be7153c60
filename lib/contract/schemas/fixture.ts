import { z } from "zod";
import { SeasonSchema } from "./league";
import {
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

// A fixture carries the season's competition and date fields (as in Season), then its phases.
export const FixtureSchema = SeasonSchema.pick({
  competitionCode: true,
  competitionId: true,
  competitionName: true,
  competitionType: true,
  startDate: true,
  endDate: true,
  startYear: true,
  endYear: true,
  firstMatchStart: true,
}).extend({
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
