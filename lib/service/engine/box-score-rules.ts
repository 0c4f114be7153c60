import { F, type MatchEvent } from "./types";

// Which events count towards each box-score metric, written once: the engine must generate events
// that these rules count to the real figures, and the statistics engine counts with the same rules.
// A rule credits the event's personId (player statistics) and squadId (squad statistics).

type Rule = (e: MatchEvent) => boolean;
const has =
  (flag: number): Rule =>
  (e) =>
    (e.flags & flag) !== 0;
const is =
  (...codes: MatchEvent["code"][]): Rule =>
  (e) =>
    codes.includes(e.code);

export const BOX_SCORE_RULES: Record<string, Rule> = {
  KICK: is("KICK"),
  HANDBALL: is("HANDBALL"),
  DISPOSAL: is("KICK", "HANDBALL"),
  MARK: is("MARK"),
  MARK_CONTESTED: (e) => e.code === "MARK" && (e.flags & F.CONTESTED) !== 0,
  MARK_UNCONTESTED: (e) => e.code === "MARK" && (e.flags & F.CONTESTED) === 0,
  MARK_INSIDE_50: (e) => e.code === "MARK" && (e.flags & F.MARK_INSIDE_50) !== 0,
  POSSESSION_CONTESTED: (e) => e.possession === "C",
  POSSESSION_UNCONTESTED: (e) => e.possession === "U",
  POSSESSION: (e) => e.possession !== null,
  TACKLE: is("TACKLE"),
  HITOUT: is("HITOUT"),
  GOAL: (e) => e.code === "GOAL" && e.personId !== null,
  BEHIND: (e) => e.code === "BEHIND" && e.personId !== null,
  INSIDE_50: has(F.INSIDE_50),
  REBOUND_50: has(F.REBOUND_50),
  CLEARANCE: (e) => (e.flags & (F.CLEARANCE_CB | F.CLEARANCE_BU | F.CLEARANCE_TI)) !== 0,
  CLANGER: has(F.CLANGER),
  FREE_KICK: is("FREE_FOR"),
  FREE_KICK_AGAINST: is("FREE_AGAINST"),
  ONE_PERCENTER: is("ONE_PERCENTER"),
  RUNNING_BOUNCE: is("BOUNCE"),
  GOAL_ASSIST: has(F.GOAL_ASSIST),
};

/** The metric codes whose per-player totals must equal the real box score (player_stats.csv). */
export const FIDELITY_CODES = Object.keys(BOX_SCORE_RULES).filter((c) => c !== "POSSESSION");

/** Per-player totals of every box-score metric. */
export function countBoxScore(events: readonly MatchEvent[]): Map<number, Record<string, number>> {
  const out = new Map<number, Record<string, number>>();
  const entries = Object.entries(BOX_SCORE_RULES);
  for (const e of events) {
    if (e.personId === null) continue;
    let row = out.get(e.personId);
    if (!row) out.set(e.personId, (row = {}));
    for (const [code, rule] of entries) if (rule(e)) row[code] = (row[code] ?? 0) + 1;
  }
  return out;
}
