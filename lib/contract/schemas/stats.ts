import { z } from "zod";
import { PersonIdRefSchema, SquadRefSchema } from "./common";

// Response shapes of the operations the specification leaves open ("Gaps in resource fields"):
// time-coded statistics (E20), ruck contest summary (E21) and shot summaries (E22, E23). E14–E18 use
// the specification's own shapes (Stat and friends in lib/contract).

const ZoneSchema = z.enum(["D50", "DM", "MID", "CB", "AM", "F50"]);
const FieldZoneSchema = z.enum(["D50", "DM", "MID", "AM", "F50"]);

export const FlowTransactionSchema = z.object({
  matchTrxId: z.number().int(),
  period: z.number().int(),
  periodSecs: z.number().int(),
  metricCode: z.string(),
  value: z.number(),
  squad: SquadRefSchema,
  person: PersonIdRefSchema.nullable(), // null: a squad-only credit (a rushed behind, a chain)
  zone: ZoneSchema, // logical, from the credited squad's side
  zonePhysical: FieldZoneSchema, // the ground, from the home squad's side
});

export const FlowStatisticsSchema = z.object({
  matchId: z.number().int(),
  metaData: z.object({
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    totalRecords: z.number().int(),
  }),
  // Over every page: per metric, the sum of the rows' values in all and per squad (= E17 For values).
  totals: z.array(
    z.object({
      metricCode: z.string(),
      value: z.number(),
      squads: z.array(z.object({ squadId: z.number().int(), value: z.number() })),
    }),
  ),
  transactions: z.array(FlowTransactionSchema),
});
export type FlowStatistics = z.infer<typeof FlowStatisticsSchema>;
export type FlowTransaction = z.infer<typeof FlowTransactionSchema>;

export const SummaryTypeSchema = z.enum(["All", "GeneralPlay", "SetShot"]);
export type SummaryType = z.infer<typeof SummaryTypeSchema>;

export const ShotSummarySchema = z.object({
  type: SummaryTypeSchema,
  shots: z.number().int(),
  goals: z.number().int(),
  behinds: z.number().int(),
  misses: z.number().int(), // shots that the kicker did not score from (short, wide, rushed, out on the full)
  points: z.number().int(), // goals * 6 + behinds
  pointsExpected: z.number(),
  accuracy: z.number(), // goals / (goals + behinds) * 100, one decimal (the glossary's ACCURACY)
});
export type ShotSummary = z.infer<typeof ShotSummarySchema>;

export const PlayerShotSummarySchema = z.object({
  matchId: z.number().int(),
  players: z.array(
    PersonIdRefSchema.extend({
      jumperNumber: z.number().int(),
      squad: SquadRefSchema,
      summaries: z.array(ShotSummarySchema),
    }),
  ),
});
export type PlayerShotSummary = z.infer<typeof PlayerShotSummarySchema>;

export const SquadShotSummarySchema = z.object({
  matchId: z.number().int(),
  squads: z.array(SquadRefSchema.extend({ summaries: z.array(ShotSummarySchema) })),
});
export type SquadShotSummary = z.infer<typeof SquadShotSummarySchema>;

export const StoppageTypeSchema = z.enum(["CENTRE_BOUNCE", "BALL_UP", "THROW_IN"]);
export type StoppageType = z.infer<typeof StoppageTypeSchema>;

const RuckLineSchema = z.object({
  contests: z.number().int(),
  hitouts: z.number().int(),
  hitoutsToAdvantage: z.number().int(),
  hitoutWinPct: z.number(), // hitouts / contests * 100, one decimal
  firstPossessionsAfterHitout: z.number().int(), // own squad won the first possession after his hitout
});
export type RuckLine = z.infer<typeof RuckLineSchema>;

export const RuckContestSummarySchema = z.object({
  matchId: z.number().int(),
  stoppageTypes: z.array(StoppageTypeSchema),
  squads: z.array(
    SquadRefSchema.extend({
      totals: RuckLineSchema,
      rucks: z.array(
        PersonIdRefSchema.extend({ jumperNumber: z.number().int() }).extend(RuckLineSchema.shape),
      ),
    }),
  ),
});
export type RuckContestSummary = z.infer<typeof RuckContestSummarySchema>;
