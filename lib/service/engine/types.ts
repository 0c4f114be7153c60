// The event model of the match engine (issue 3). The engine writes these records; the statistics
// engine and every match operation read them. Coordinates are metres from the centre of the
// ground in TRUE orientation: x along the ground, y across it. The home squad attacks towards +x in
// periods 1 and 3 and towards -x in periods 2 and 4 (teams change ends each quarter).

export type TrxCode =
  // restarts and stoppages (no player; squadId null)
  | "CENTRE_BOUNCE"
  | "BALL_UP"
  | "THROW_IN"
  // ruck
  | "HITOUT" // details.hitout: "ADVANTAGE" | "NEUTRAL" | "SHARK" (SHARK is credited to the opposing mid, not a hitout)
  // disposals
  | "KICK"
  | "HANDBALL"
  // possession gains that are not disposals
  | "HANDBALL_RECEIVE"
  | "GATHER"
  | "HARD_BALL_GET"
  | "LOOSE_BALL_GET"
  | "MARK" // details: contested, onLead, inside50 (flags)
  | "KICK_IN" // the player who kicks in after a behind (the kick itself follows as a KICK)
  // contests and pressure
  | "TACKLE"
  | "ONE_PERCENTER" // details.oneCode: "SPOIL" | "SMOTHER" | "SHEPHERD" | "KNOCK_ON"
  | "FREE_FOR"
  | "FREE_AGAINST"
  | "BOUNCE" // a running bounce
  // scores and ends
  | "GOAL"
  | "BEHIND"
  | "RUSHED_BEHIND" // squadId = the squad that SCORES the point; personId null
  | "OUT_OF_BOUNDS"
  | "OUT_ON_FULL"
  | "BALL_UP_CALL"
  | "END_OF_QUARTER"
  | "INTERCHANGE"; // details.interchange

/** Bit flags on an event (a box-score credit or a property the statistics need). */
export const F = {
  INSIDE_50: 1 << 0, // a disposal that took the ball inside the attacking 50 (or a mark/running entry credited as one)
  REBOUND_50: 1 << 1, // a disposal that took the ball out of the defensive 50
  CLANGER: 1 << 2, // an error: turnover disposal, free against, out on the full, ...
  GOAL_ASSIST: 1 << 3, // the disposal to the player who kicked the goal
  CLEARANCE_CB: 1 << 4, // the disposal/possession that cleared a centre bounce
  CLEARANCE_BU: 1 << 5, // ... a ball-up
  CLEARANCE_TI: 1 << 6, // ... a throw-in
  EFFECTIVE: 1 << 7, // a disposal that reached a team-mate or gained ground usefully
  INTERCEPT: 1 << 8, // a possession won from an opposition disposal
  CONTESTED: 1 << 9, // a contested mark / contested possession / hitout in a contest
  FIRST_POSSESSION: 1 << 10, // the first possession after a stoppage
  GROUND_KICK: 1 << 11,
  ON_LEAD: 1 << 12,
  MARK_INSIDE_50: 1 << 13,
  HITOUT_TO_ADVANTAGE: 1 << 14,
  SCORE_INVOLVEMENT: 1 << 15,
  TURNOVER: 1 << 16, // the event lost possession to the opposition
} as const;

export interface Pressure {
  code: "PHYSICAL" | "CLOSING" | "CHASING" | "CORRALLING" | "SET" | "NONE";
  points: number; // PHYSICAL 3.75, CLOSING 2.25, CHASING 1.5, CORRALLING 1.2, SET 1.2, NONE 0
  squadId: number; // the pressuring squad
  personIds: number[];
}

export interface ShotDetails {
  type: "SET_SHOT" | "SNAP" | "DELIBERATE_SNAP" | "ON_RUN_IN_GENERAL_PLAY" | "OFF_GROUND";
  source: "GENERAL_PLAY" | "MARK" | "FREE";
  angle: "ZONE_1" | "ZONE_2" | "ZONE_3" | "ZONE_4" | "DIRECTLY_IN_FRONT" | "BOUNDARY_LEFT" | "BOUNDARY_RIGHT";
  distanceGroup: "M0_15" | "M15_30" | "M30_40" | "M40_50" | "M50_PLUS";
  distance: number; // metres to the centre of the goal line
  angleDegrees: number; // 0 = straight in front
  result: "GOAL" | "BEHIND" | "RUSHED" | "MISS" | "OUT_ON_FULL"; // MISS = no score (short, out of bounds, ...)
  pointsExpected: number;
  accuracyExpected: number; // probability of a goal
}

export interface KickDetails {
  foot: "LEFT" | "RIGHT";
  intent: "GO_TO" | "GO_TO_NO_CHANCE" | "BOMB" | "SCORE" | "SWITCH" | "CLEAR";
  distance: "SHORT" | "MEDIUM" | "LONG";
  direction: "CENTRE" | "LEFT" | "RIGHT" | "CORRIDOR";
  toX: number; // where the kick landed or was marked (true coordinates)
  toY: number;
}

export interface MatchEvent {
  id: number; // matchTrxId: 1-based, in time order (ties broken by sequence)
  period: number; // 1..4
  periodSecs: number; // elapsed seconds in the period
  code: TrxCode;
  squadId: number | null;
  personId: number | null;
  x: number;
  y: number;
  chainId: number | null;
  homeScore: number; // points, after this event
  awayScore: number;
  flags: number; // F bits
  possession: "C" | "U" | null; // this event is one counted possession of personId (contested/uncontested)
  pressure: Pressure | null;
  shot: ShotDetails | null; // on the KICK (or HANDBALL) that was a shot at goal
  kick: KickDetails | null; // on KICKs
  details: {
    freeKickReason?: string;
    freeKickContext?: "RUCK" | "MARKING" | "TACKLING" | "GENERAL";
    oneCode?: "SPOIL" | "SMOTHER" | "SHEPHERD" | "KNOCK_ON";
    hitout?: "ADVANTAGE" | "NEUTRAL";
    inside50Direction?: "CENTRE" | "LEFT" | "RIGHT";
    inside50Intent?: "GO_TO" | "GO_TO_NO_CHANCE" | "BOMB" | "SCORE";
    kickinDirection?: "CENTRE" | "LEFT" | "RIGHT";
    interchange?: {
      offPersonId: number;
      onPersonId: number;
      reason: "ROTATION" | "SUBSTITUTE" | "INJURY" | "BLOOD";
    };
    stoppageId?: number; // on stoppage events and the hitout / first possession / clearance of that stoppage
  };
}

export type ChainStartState = "CENTRE_BOUNCE" | "BALL_UP" | "THROW_IN" | "KICK_IN" | "POSSESSION_GAIN";
export type ChainEndState =
  "GOAL" | "BEHIND" | "RUSHED_BEHIND" | "TURNOVER" | "OUT_OF_BOUNDS" | "BALL_UP_CALL" | "END_OF_QUARTER";

export interface Chain {
  id: number; // 1-based within the match
  period: number;
  squadId: number; // the squad in possession
  startTrxId: number;
  endTrxId: number;
  startState: ChainStartState;
  endState: ChainEndState;
  launchPersonId: number | null; // the first player of the squad to possess the ball in the chain
  startX: number;
  startY: number;
  endX: number;
  endY: number;
  scoreTrxId: number | null; // the GOAL / BEHIND / RUSHED_BEHIND event that ended it
  turnoverTrxId: number | null; // the event that lost the ball, when endState is TURNOVER
  inside50TrxId: number | null; // the first entry of the chain
  rebound50TrxId: number | null;
  clearanceTrxId: number | null;
  stoppageId: number | null;
  prevChainId: number | null;
  nextChainId: number | null;
}

export interface Stoppage {
  id: number;
  code: "CENTRE_BOUNCE" | "BALL_UP" | "THROW_IN";
  period: number;
  periodSecs: number;
  x: number;
  y: number;
  trxId: number; // the CENTRE_BOUNCE / BALL_UP / THROW_IN event
  attendance: number[]; // personIds at the contest (both squads)
  hitoutTrxId: number | null;
  firstPossessionTrxId: number | null;
  clearanceTrxId: number | null;
  exitTrxId: number | null; // the disposal that took the ball out of the stoppage area
}

export interface Stint {
  personId: number;
  squadId: number;
  period: number;
  fromSecs: number; // elapsed seconds of the period
  toSecs: number;
}

/** Everything the engine generates for one match. */
export interface MatchEvents {
  matchId: number;
  homeSquadId: number;
  awaySquadId: number;
  venue: { length: number; width: number };
  periodSecs: number[]; // length of each period
  events: MatchEvent[];
  chains: Chain[];
  stoppages: Stoppage[];
  stints: Stint[]; // time on ground
}
