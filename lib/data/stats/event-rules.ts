import { BOX_SCORE_RULES } from "@/lib/data/engine/box-score-rules";
import { F, type MatchEvent, type ShotDetails } from "@/lib/data/engine/types";
import type { CreditCode } from "./credit";

// Metrics that one event earns on its own, credited to the event's player and squad. The box score
// comes from BOX_SCORE_RULES unchanged (so these statistics equal the engine's fidelity figures);
// the rest read the event's flags and details. A rule returns the credit's value, or null for none.

type ValueRule = (e: MatchEvent) => number | null;

const flag = (e: MatchEvent, f: number) => (e.flags & f) !== 0;
const one = (test: boolean) => (test ? 1 : null);
const isDisposal = (e: MatchEvent) => e.code === "KICK" || e.code === "HANDBALL";
const SET_SOURCES = new Set<ShotDetails["source"]>(["MARK", "FREE"]);
// A kick of at least this many metres is long (glossary: "more than about 40 metres").
export const LONG_KICK_METRES = 40;

/** Expected score of a shot. Kicks off the ground are outside the expected-score model
 *  (football-facts.md "Expected score"), so they carry none. */
export function expectedPoints(shot: ShotDetails): number {
  return shot.type === "OFF_GROUND" ? 0 : shot.pointsExpected;
}

/** Points the shot itself produced for the squad: a rushed behind off a shot still scores one. */
export function shotPoints(shot: ShotDetails): number {
  if (shot.result === "GOAL") return 6;
  return shot.result === "BEHIND" || shot.result === "RUSHED" ? 1 : 0;
}

function kickLength(e: MatchEvent): number | null {
  return e.kick ? Math.hypot(e.kick.toX - e.x, e.kick.toY - e.y) : null;
}

const boxRules = Object.fromEntries(
  Object.entries(BOX_SCORE_RULES).map(([code, rule]) => [code, (e: MatchEvent) => one(rule(e))]),
) as Record<keyof typeof BOX_SCORE_RULES, ValueRule>;

export const EVENT_RULES: Partial<Record<CreditCode, ValueRule>> = {
  ...boxRules,
  BEHIND_RUSHED: (e) => one(e.code === "RUSHED_BEHIND"),
  POINTS: (e) => (e.code === "GOAL" ? 6 : e.code === "BEHIND" || e.code === "RUSHED_BEHIND" ? 1 : null),
  SCORING_SHOT: (e) => one(BOX_SCORE_RULES.GOAL(e) || BOX_SCORE_RULES.BEHIND(e)),
  FREE_KICK_DIFF: (e) => (e.code === "FREE_FOR" ? 1 : e.code === "FREE_AGAINST" ? -1 : null),
  DISPOSAL_EFFECTIVE: (e) => one(isDisposal(e) && flag(e, F.EFFECTIVE)),
  KICK_EFFECTIVE: (e) => one(e.code === "KICK" && flag(e, F.EFFECTIVE)),
  HANDBALL_EFFECTIVE: (e) => one(e.code === "HANDBALL" && flag(e, F.EFFECTIVE)),
  SHOT_AT_GOAL: (e) => one(e.shot !== null),
  SHOT_GOAL: (e) => one(e.shot?.result === "GOAL"),
  SHOT_SET: (e) => one(e.shot !== null && SET_SOURCES.has(e.shot.source)),
  SHOT_GENERAL_PLAY: (e) => one(e.shot?.source === "GENERAL_PLAY"),
  POINTS_EXPECTED: (e) => (e.shot && e.shot.type !== "OFF_GROUND" ? expectedPoints(e.shot) : null),
  POINTS_ABOVE_EXPECTED: (e) =>
    e.shot && e.shot.type !== "OFF_GROUND" ? shotPoints(e.shot) - expectedPoints(e.shot) : null,
  GOAL_EXPECTED_SET: (e) =>
    e.shot && e.shot.type !== "OFF_GROUND" && SET_SOURCES.has(e.shot.source) ? e.shot.accuracyExpected : null,
  INTERCEPT: (e) => one(flag(e, F.INTERCEPT)),
  INTERCEPT_MARK: (e) => one(e.code === "MARK" && flag(e, F.INTERCEPT)),
  TURNOVER: (e) => one(flag(e, F.TURNOVER)),
  CLEARANCE_CB: (e) => one(flag(e, F.CLEARANCE_CB)),
  CLEARANCE_BU: (e) => one(flag(e, F.CLEARANCE_BU)),
  CLEARANCE_TI: (e) => one(flag(e, F.CLEARANCE_TI)),
  FIRST_POSSESSION: (e) => one(flag(e, F.FIRST_POSSESSION)),
  HITOUT_TO_ADVANTAGE: (e) =>
    one(e.code === "HITOUT" && (flag(e, F.HITOUT_TO_ADVANTAGE) || e.details.hitout === "ADVANTAGE")),
  SPOIL: (e) => one(e.code === "ONE_PERCENTER" && e.details.oneCode === "SPOIL"),
  KNOCK_ON: (e) => one(e.code === "ONE_PERCENTER" && e.details.oneCode === "KNOCK_ON"),
  KICK_IN: (e) => one(e.code === "KICK_IN"),
  GROUNDBALL_GET: (e) => one(e.code === "HARD_BALL_GET" || e.code === "LOOSE_BALL_GET"),
  HARD_BALL_GET: (e) => one(e.code === "HARD_BALL_GET"),
  LOOSE_BALL_GET: (e) => one(e.code === "LOOSE_BALL_GET"),
  GATHER: (e) => one(e.code === "GATHER"),
  HANDBALL_RECEIVE: (e) => one(e.code === "HANDBALL_RECEIVE"),
  MARK_ON_LEAD: (e) => one(e.code === "MARK" && flag(e, F.ON_LEAD)),
  GROUND_KICK: (e) => one(e.code === "KICK" && flag(e, F.GROUND_KICK)),
  KICK_LONG: (e) => one((kickLength(e) ?? -1) >= LONG_KICK_METRES),
  KICK_SHORT: (e) => one((kickLength(e) ?? Infinity) < LONG_KICK_METRES),
  OUT_ON_THE_FULL: (e) => one(e.code === "OUT_ON_FULL"),
  // The player who concedes the penalty is the one charged with it.
  PENALTY_50M: (e) => one(e.code === "FREE_AGAINST" && e.details.freeKickReason === "PENALTY_50M"),
};
