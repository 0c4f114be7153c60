import { BOX_SCORE_RULES } from "@/lib/service/engine/box-score-rules";
import { F, type MatchEvent, type ShotDetails, type TrxCode } from "@/lib/service/engine/types";
import type { CreditCode } from "./credit";

// Metrics that one event earns on its own, credited to the event's player and squad. The box score
// comes from BOX_SCORE_RULES unchanged (so these statistics equal the engine's fidelity figures);
// the rest read the event's flags and details. A rule returns the credit's value, or null for none.

type ValueRule = (e: MatchEvent) => number | null;

const flag = (e: MatchEvent, f: number) => (e.flags & f) !== 0;
const one = (test: boolean) => (test ? 1 : null);
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

// Each rule names the event codes it can fire on, so the build tries an event only against the rules of
// its code (a tenth of them). Box-score rules are the engine's and opaque, so they see every event.
export interface EventRule {
  codes: readonly TrxCode[] | "any";
  value: ValueRule;
}
const any = (value: ValueRule): EventRule => ({ codes: "any", value });
const on = (codes: TrxCode[], value: ValueRule): EventRule => ({ codes, value });
const DISPOSALS: TrxCode[] = ["KICK", "HANDBALL"];

const boxRules = Object.fromEntries(
  Object.entries(BOX_SCORE_RULES).map(([code, rule]) => [code, any((e) => one(rule(e)))]),
) as Record<keyof typeof BOX_SCORE_RULES, EventRule>;

export const EVENT_RULES: Partial<Record<CreditCode, EventRule>> = {
  ...boxRules,
  BEHIND_RUSHED: on(["RUSHED_BEHIND"], () => 1),
  POINTS: on(["GOAL", "BEHIND", "RUSHED_BEHIND"], (e) => (e.code === "GOAL" ? 6 : 1)),
  SCORING_SHOT: any((e) => one(BOX_SCORE_RULES.GOAL(e) || BOX_SCORE_RULES.BEHIND(e))),
  FREE_KICK_DIFF: on(["FREE_FOR", "FREE_AGAINST"], (e) => (e.code === "FREE_FOR" ? 1 : -1)),
  DISPOSAL_EFFECTIVE: on(DISPOSALS, (e) => one(flag(e, F.EFFECTIVE))),
  KICK_EFFECTIVE: on(["KICK"], (e) => one(flag(e, F.EFFECTIVE))),
  HANDBALL_EFFECTIVE: on(["HANDBALL"], (e) => one(flag(e, F.EFFECTIVE))),
  SHOT_AT_GOAL: on(DISPOSALS, (e) => one(e.shot !== null)),
  SHOT_GOAL: on(DISPOSALS, (e) => one(e.shot?.result === "GOAL")),
  SHOT_SET: on(DISPOSALS, (e) => one(e.shot !== null && SET_SOURCES.has(e.shot.source))),
  SHOT_GENERAL_PLAY: on(DISPOSALS, (e) => one(e.shot?.source === "GENERAL_PLAY")),
  POINTS_EXPECTED: on(DISPOSALS, (e) =>
    e.shot && e.shot.type !== "OFF_GROUND" ? expectedPoints(e.shot) : null,
  ),
  POINTS_ABOVE_EXPECTED: on(DISPOSALS, (e) =>
    e.shot && e.shot.type !== "OFF_GROUND" ? shotPoints(e.shot) - expectedPoints(e.shot) : null,
  ),
  GOAL_EXPECTED_SET: on(DISPOSALS, (e) =>
    e.shot && e.shot.type !== "OFF_GROUND" && SET_SOURCES.has(e.shot.source) ? e.shot.accuracyExpected : null,
  ),
  INTERCEPT: any((e) => one(flag(e, F.INTERCEPT))),
  INTERCEPT_MARK: on(["MARK"], (e) => one(flag(e, F.INTERCEPT))),
  TURNOVER: any((e) => one(flag(e, F.TURNOVER))),
  CLEARANCE_CB: any((e) => one(flag(e, F.CLEARANCE_CB))),
  CLEARANCE_BU: any((e) => one(flag(e, F.CLEARANCE_BU))),
  CLEARANCE_TI: any((e) => one(flag(e, F.CLEARANCE_TI))),
  FIRST_POSSESSION: any((e) => one(flag(e, F.FIRST_POSSESSION))),
  HITOUT_TO_ADVANTAGE: on(["HITOUT"], (e) =>
    one(flag(e, F.HITOUT_TO_ADVANTAGE) || e.details.hitout === "ADVANTAGE"),
  ),
  SPOIL: on(["ONE_PERCENTER"], (e) => one(e.details.oneCode === "SPOIL")),
  KNOCK_ON: on(["ONE_PERCENTER"], (e) => one(e.details.oneCode === "KNOCK_ON")),
  KICK_IN: on(["KICK_IN"], () => 1),
  GROUNDBALL_GET: on(["HARD_BALL_GET", "LOOSE_BALL_GET"], () => 1),
  HARD_BALL_GET: on(["HARD_BALL_GET"], () => 1),
  LOOSE_BALL_GET: on(["LOOSE_BALL_GET"], () => 1),
  GATHER: on(["GATHER"], () => 1),
  HANDBALL_RECEIVE: on(["HANDBALL_RECEIVE"], () => 1),
  MARK_ON_LEAD: on(["MARK"], (e) => one(flag(e, F.ON_LEAD))),
  GROUND_KICK: on(["KICK"], (e) => one(flag(e, F.GROUND_KICK))),
  KICK_LONG: on(["KICK"], (e) => one((kickLength(e) ?? -1) >= LONG_KICK_METRES)),
  KICK_SHORT: on(["KICK"], (e) => one((kickLength(e) ?? Infinity) < LONG_KICK_METRES)),
  OUT_ON_THE_FULL: on(["OUT_ON_FULL"], () => 1),
  // The player who concedes the penalty is the one charged with it.
  PENALTY_50M: on(["FREE_AGAINST"], (e) => one(e.details.freeKickReason === "PENALTY_50M")),
};
