import { z } from "zod";
import {
  KickingSchema,
  LocSchema,
  PersonIdRefSchema,
  PersonRefSchema,
  SquadRefSchema,
  StatSchema,
} from "./common";

// Event-level resources (E8–E23). Where the specification leaves a field's type open the decision is
// noted; nullable fields are those an event of some kind cannot have.

const NullablePersonRef = PersonRefSchema.nullable();
const NullableSquadRef = SquadRefSchema.nullable();

export const TransactionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  period: z.number().int(),
  periodSecs: z.number().int(),
  homeScore: z.number().int(),
  awayScore: z.number().int(),
  squad: NullableSquadRef,
  zonePhysical: z.string(),
  zoneLogical: z.string(),
  sequence: z.number().int(),
  person: NullablePersonRef,
  location: LocSchema,
  locationRotated: LocSchema,
  pressure: z
    .object({
      name: z.string(),
      code: z.string(),
      points: z.number(),
      squad: SquadRefSchema,
      players: z.array(PersonIdRefSchema.extend({ role: z.number().int() })),
    })
    .nullable(),
  kicking: KickingSchema.nullable(),
  officialClock: z.object({
    countUp: z.number(),
    countDown: z.number(),
    timeOn: z.number(),
    utc: z.string(),
  }),
  details: z.object({
    freeKickReason: z.string().nullable(),
    freeKickContext: z.string().nullable(),
    inside50Direction: z.string().nullable(),
    inside50Intent: z.string().nullable(),
    shotSource: z.string().nullable(),
    shotType: z.string().nullable(),
    shotAngle: z.string().nullable(),
    shotDistance: z.string().nullable(),
    shotResult: z.string().nullable(),
    kickinDirection: z.string().nullable(),
  }),
});
export type Transaction = z.infer<typeof TransactionSchema>;
export const MatchTransactionsSchema = z.object({
  matchId: z.number().int(),
  transactions: z.array(TransactionSchema),
});

const ChainEndpoint = {
  matchTrxId: z.number().int(),
  periodSecs: z.number().int(),
  stateCode: z.string(),
  stateId: z.number().int(),
  stateName: z.string(),
  stateType: z.string(),
  stateTypeCode: z.string(),
  x: z.number(),
  y: z.number(),
  zone: z.string(),
  zonePhysical: z.string(),
};

export const ChainSchema = z.object({
  id: z.number().int(),
  period: z.number().int(),
  squad: SquadRefSchema,
  start: z.object({ ...ChainEndpoint, launchPlayer: NullablePersonRef }),
  end: z.object({
    ...ChainEndpoint,
    score: z
      .object({
        matchTrxId: z.number().int(),
        player: NullablePersonRef,
        result: z.object({ name: z.string(), code: z.string(), points: z.number().int() }),
      })
      .nullable(),
    turnover: z
      .object({
        turnoverTrxId: z.number().int(),
        creation: z.string(),
        player: NullablePersonRef,
        state: z.string(),
        type: z.string(),
      })
      .nullable(),
  }),
  keyTransactions: z.object({
    clearance: z.number().int().nullable(),
    inside50: z.number().int().nullable(),
    nextChain: z.number().int().nullable(),
    prevChain: z.number().int().nullable(),
    rebound50: z.number().int().nullable(),
    stoppage: z.number().int().nullable(),
  }),
  metrics: z.object({ chainMetres: z.number(), chainMetresReply: z.number(), chainMetresNet: z.number() }),
});
export type Chain = z.infer<typeof ChainSchema>;
export const PossessionChainsSchema = z.object({ matchId: z.number().int(), chains: z.array(ChainSchema) });
export type PossessionChains = z.infer<typeof PossessionChainsSchema>;

const RotationPlayer = PersonIdRefSchema.extend({
  currentStint: z.object({
    elapsedSecs: z.number().int(),
    period: z.string(),
    periodSecs: z.string(),
    reason: z.string(),
    reasonCode: z.string(),
    status: z.string(),
  }),
});
const RotationSquad = z.object({
  squadCode: z.string(),
  squadId: z.number().int(),
  squadName: z.string(),
  players: z.array(RotationPlayer),
});
export const MatchRotationsSchema = z.object({
  matchId: z.number().int(),
  home: RotationSquad,
  away: RotationSquad,
  rotations: z.array(
    z.object({
      matchTrxId: z.number().int(),
      period: z.number().int(),
      periodSecs: z.number().int(),
      squad: SquadRefSchema,
      off: PersonIdRefSchema.extend({ reason: z.string(), reasonCode: z.string() }),
      on: PersonIdRefSchema,
    }),
  ),
});

export const ShotSchema = z.object({
  matchTrxId: z.number().int(),
  period: z.number().int(),
  periodSecs: z.number().int(),
  player: PersonRefSchema,
  squad: SquadRefSchema,
  score: z.object({ homePoints: z.number().int(), awayPoints: z.number().int() }),
  result: z.object({
    name: z.string(),
    code: z.string(),
    points: z.number().int(),
    pointsExpected: z.number(),
    accuracyExpected: z.number(),
  }),
  details: z.object({
    angleGroup: z.string(),
    distanceGroup: z.string(),
    origin: z.string(),
    type: z.string(),
    location: LocSchema,
    locationRotated: LocSchema,
  }),
});
export type Shot = z.infer<typeof ShotSchema>;
export const ShotsSchema = z.object({ matchId: z.number().int(), shots: z.array(ShotSchema) });

export const EntrySchema = z.object({
  id: z.number().int(),
  period: z.number().int(),
  periodSecs: z.number().int(),
  player: z.object({ id: z.number().int(), fullname: z.string(), displayName: z.string() }),
  squad: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  details: z.object({
    type: z.string(),
    result: z.object({ outcome: z.string() }),
    source: z.object({ name: z.string(), type: z.string() }),
    kick: z.object({
      isGround: z.boolean(),
      pressure: z.object({ name: z.string(), code: z.string(), points: z.number() }),
      foot: z.string(),
      intent: z.string(),
      distance: z.string(),
      direction: z.string(),
      launchLocation: LocSchema,
      launchLocationRotated: LocSchema,
      resultLocation: LocSchema,
      resultLocationRotated: LocSchema,
      launchDistanceToGoal: z.number(),
      resultDistanceToGoal: z.number(),
    }),
  }),
});
export type Entry = z.infer<typeof EntrySchema>;
export const EntriesSchema = z.object({ matchId: z.number().int(), entries: z.array(EntrySchema) });

export const PlayerLeadersSchema = z.object({
  matchId: z.number().int(),
  statistics: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      namePlural: z.string(),
      persons: z.array(
        PersonIdRefSchema.extend({
          jumperNumber: z.number().int(),
          squadId: z.number().int(),
          squadName: z.string(),
          squadCode: z.string(),
          order: z.number().int(),
          rank: z.number().int(),
          value: z.number(),
          valueDisplay: z.string(),
        }),
      ),
    }),
  ),
});

const PlayerStatsSquad = SquadRefSchema.extend({
  players: z.array(
    PersonIdRefSchema.extend({ jumperNumber: z.number().int(), statistics: z.array(StatSchema) }),
  ),
});
export const PlayerStatisticsSchema = z.object({
  matchId: z.number().int(),
  squads: z.array(PlayerStatsSquad),
});
export type PlayerStatistics = z.infer<typeof PlayerStatisticsSchema>;
export const SquadStatisticsSchema = z.object({
  matchId: z.number().int(),
  squads: z.array(SquadRefSchema.extend({ statistics: z.array(StatSchema) })),
});
export type SquadStatistics = z.infer<typeof SquadStatisticsSchema>;

// Payload-driven statistics (E16, E18). Request entries accept every echoed filter; all are optional.
export const MetricRequestSchema = z
  .object({
    metricCodes: z.array(z.string().max(64)).max(200).nullish(),
    periods: z.array(z.number().int().min(1).max(4)).max(4).nullish(),
    zones: z
      .array(z.enum(["D50", "DM", "MID", "CB", "AM", "F50"]))
      .max(6)
      .nullish(),
    team: z.enum(["home", "away"]).nullish(),
    lastXSeconds: z.number().int().min(0).max(100000).nullish(),
    fromPeriodSeconds: z.number().int().min(0).max(100000).nullish(),
    toPeriodSeconds: z.number().int().min(0).max(100000).nullish(),
  })
  .strict();
export const SquadMetricRequestSchema = MetricRequestSchema.extend({
  context: z.enum(["For", "Against", "Diff", "PhysicalDiff"]).nullish(),
}).strict();
export const PlayerStatsRequestSchema = z
  .object({ playerMetricRequests: z.array(MetricRequestSchema).max(100).nullable() })
  .strict();
export const SquadStatsRequestSchema = z
  .object({ squadMetricRequests: z.array(SquadMetricRequestSchema).max(100).nullable() })
  .strict();

const MetricRequestEcho = z.object({
  id: z.string(),
  metricCodes: z.array(z.string()),
  team: z.string().nullable(),
  periods: z.array(z.number().int()),
  zones: z.array(z.string()),
  lastXSeconds: z.number().int().nullable(),
  fromPeriodSeconds: z.number().int().nullable(),
  toPeriodSeconds: z.number().int().nullable(),
});
export const PlayerStatsPayloadResponseSchema = z.object({
  playerStatistics: z.array(PlayerStatisticsSchema.extend({ id: z.string() })),
  playerMetricRequests: z.array(MetricRequestEcho),
});
export const SquadStatsPayloadResponseSchema = z.object({
  squadStatistics: z.array(SquadStatisticsSchema.extend({ id: z.string() })),
  squadMetricRequests: z.array(MetricRequestEcho.extend({ context: z.string() })),
});

const StopPlayer = PersonIdRefSchema.extend({ squadId: z.number().int() });
const StopEvent = {
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  period: z.number().int(),
  periodSeconds: z.number().int(),
};
export const StoppagesSchema = z.object({
  matchId: z.number().int(),
  stoppages: z.array(
    z.object({
      ...StopEvent,
      zonePhysical: z.string(),
      location: LocSchema,
      attendance: z.object({ ...StopEvent, players: z.array(StopPlayer) }),
      hitout: z.object({ ...StopEvent, player: StopPlayer }).nullable(),
      firstPossession: z.object({ ...StopEvent, zone: z.string(), player: StopPlayer }).nullable(),
      clearance: z.object({ ...StopEvent, zone: z.string(), player: StopPlayer }).nullable(),
      stoppageExit: z
        .object({
          ...StopEvent,
          zone: z.string(),
          type: z.string(),
          pressure: z.string(),
          player: StopPlayer,
          kicking: KickingSchema.nullable(),
          location: LocSchema,
        })
        .nullable(),
    }),
  ),
});
