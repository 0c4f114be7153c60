import { z } from "zod";

// Ladder entries as the public service returns them (football-facts.md), plus `form`.
export const LadderEntrySchema = z.object({
  position: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  ladderPoints: z.number().int(),
  ladderPercentage: z.number(),
  matches: z.object({
    played: z.number().int(),
    win: z.number().int(),
    winPct: z.number(),
    draw: z.number().int(),
    loss: z.number().int(),
  }),
  scores: z.object({
    for: z.number().int(),
    against: z.number().int(),
    margin: z.number().int(),
    forAverage: z.number(),
    againstAverage: z.number(),
    marginAverage: z.number(),
  }),
  // Last five results, oldest first: W, L or D.
  form: z.string().regex(/^[WLD]{0,5}$/),
});
export type LadderEntry = z.infer<typeof LadderEntrySchema>;

export const LadderSchema = z.object({
  seasonId: z.number().int(),
  phaseId: z.number().int(),
  roundNumber: z.number().int(),
  squads: z.array(LadderEntrySchema),
});
export type Ladder = z.infer<typeof LadderSchema>;
