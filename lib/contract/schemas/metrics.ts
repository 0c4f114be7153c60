import { z } from "zod";

export const TierSchema = z.enum(["core", "advanced", "transactional"]);
export type Tier = z.infer<typeof TierSchema>;

export const MetricSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  codeShort: z.string(),
  name: z.string(),
  namePlural: z.string(),
  nameShort: z.string(),
  nameDisplay: z.string(),
  description: z.string(),
  levelId: z.number().int(),
  level: z.string(),
  formatId: z.number().int(),
  format: z.string(),
  formatAvgId: z.number().int(),
  formatAvg: z.string(),
  transaction: z.boolean(),
});

export const MatchMetricsSchema = z.object({ matchId: z.number().int(), metrics: z.array(MetricSchema) });

// E24's shape is left open by the specification: each entry adds the lowest tier that may see it and
// whether time-coded statistics (E20) can report it.
export const GlossaryEntrySchema = MetricSchema.extend({ tier: TierSchema, timeCoded: z.boolean() });
export const GlossarySchema = z.object({ metrics: z.array(GlossaryEntrySchema) });
export type GlossaryEntry = z.infer<typeof GlossaryEntrySchema>;

export const QuotaSchema = z.object({
  requestsRemaining: z.number().int(),
  quotaPeriod: z.object({ value: z.string() }),
  requestLimit: z.number().int(),
  burstLimit: z.number().int(),
  rateLimit: z.number(),
  planName: z.string(),
  items: z.array(z.array(z.number().int())),
  startDate: z.string(),
  endDate: z.string(),
});
export type Quota = z.infer<typeof QuotaSchema>;

export const TokenRequestSchema = z.object({
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(500),
  audience: z.string().min(1).max(2000),
  grant_type: z.string(),
});
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
});
