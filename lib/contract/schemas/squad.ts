import { z } from "zod";
import { DateSchema, Ref3Schema, SquadRefSchema, StateSchema } from "./common";

export const SquadsInSeasonSchema = z.object({ seasonId: z.number().int(), squads: z.array(SquadRefSchema) });

export const SquadSchema = SquadRefSchema.extend({ homeState: StateSchema, seasonId: z.number().int() });

export const PositionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Position = z.infer<typeof PositionSchema>;

export const SquadPlayerSchema = z.object({
  displayName: z.string(),
  fullname: z.string(),
  personId: z.number().int(),
  dateOfBirth: DateSchema,
  ageToday: z.number(),
  ageSeason: z.number(),
  ageYear: z.number().int(),
  height: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  position: PositionSchema,
  firstname: z.string(),
  surname: z.string(),
  jumperNumber: z.number().int(),
  matches: z.object({ season: z.number().int() }),
});
export type SquadPlayer = z.infer<typeof SquadPlayerSchema>;

export const SquadPersonsSchema = SquadRefSchema.extend({
  seasonId: z.number().int(),
  players: z.array(SquadPlayerSchema),
});

export const AvailabilityEntrySchema = z.object({
  squad: Ref3Schema,
  matchId: z.number().int(),
  round: z.object({
    code: z.string(),
    number: z.number().int(),
    availability: z.string(),
    weeks: z.number().int(),
  }),
});

export const PlayerAvailabilitySchema = z.object({
  metaData: z.object({
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
  }),
  links: z.array(z.object({ href: z.string(), rel: z.string() })),
  seasonId: z.number().int(),
  players: z.array(
    z.object({
      personId: z.number().int(),
      fullName: z.string(),
      displayName: z.string(),
      availability: z.array(AvailabilityEntrySchema),
    }),
  ),
});
export type PlayerAvailability = z.infer<typeof PlayerAvailabilitySchema>;

export const PositionTypeSchema = PositionSchema.extend({ role: PositionSchema });
export const PositionTypesListSchema = z.object({ positionTypes: z.array(PositionTypeSchema) });
export const PositionsListSchema = z.array(PositionSchema);
