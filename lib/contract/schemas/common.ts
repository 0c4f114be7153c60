import { z } from "zod";

// Small shapes shared by many resources (specification: "Common small shapes").

export const IdSchema = z.number().int().min(0).max(2147483647);
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const DateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

export const Ref3Schema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Ref3 = z.infer<typeof Ref3Schema>;

export const LocSchema = z.object({ x: z.number(), xStd: z.number(), y: z.number(), yStd: z.number() });
export type Loc = z.infer<typeof LocSchema>;

export const ScoreSchema = z.object({
  goals: z.number().int(),
  behinds: z.number().int(),
  points: z.number().int(),
});
export const NullableScoreSchema = z.object({
  goals: z.number().int().nullable(),
  behinds: z.number().int().nullable(),
  points: z.number().int().nullable(),
});
export type Score = z.infer<typeof ScoreSchema>;

export const StatusSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  period: z.number().int(),
  periodSecs: z.number().int(),
  periodDisplay: z.string(),
  remainingSecs: z.number().int(),
  remainingDisplay: z.string(),
  remainingTime: z.string(),
});
export type Status = z.infer<typeof StatusSchema>;

export const KickingSchema = z.object({
  foot: z.string(),
  intent: z.string(),
  distance: z.string(),
  direction: z.string(),
});

export const PersonRefSchema = z.object({
  displayName: z.string(),
  fullname: z.string(),
  id: z.number().int(),
});
export const PersonIdRefSchema = z.object({
  displayName: z.string(),
  fullname: z.string(),
  personId: z.number().int(),
});

export const StatSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  namePlural: z.string(),
  valueDisplay: z.string(),
  value: z.number(),
});
export type Stat = z.infer<typeof StatSchema>;

export const SquadRefSchema = z.object({ code: z.string(), id: z.number().int(), name: z.string() });
export type SquadRef = z.infer<typeof SquadRefSchema>;

export const StateSchema = Ref3Schema;

export const VenueRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  timeZone: z.string(),
});

export const MatchDateSchema = z.object({
  startDate: DateSchema,
  startTime: z.string().regex(/^\d{2}:\d{2}:\d{2}$/),
  utcMatchStart: DateTimeSchema,
});

// Errors: RFC 9457 problem details (api-contract.md "Errors").
export const ProblemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  errors: z.array(z.object({ parameter: z.string(), message: z.string() })).optional(),
});
export type Problem = z.infer<typeof ProblemSchema>;

export const OAuthErrorSchema = z.object({ error: z.string(), error_description: z.string() });
