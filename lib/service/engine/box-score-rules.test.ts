import { describe, expect, it } from "vitest";
import { BOX_SCORE_RULES, FIDELITY_CODES, countBoxScore } from "./box-score-rules";
import { F, type MatchEvent } from "./types";

// Each rule on hand-made events: which event credits which metric, and which does not.
let n = 0;
function ev(code: MatchEvent["code"], over: Partial<MatchEvent> = {}): MatchEvent {
  n += 1;
  return {
    id: n,
    period: 1,
    periodSecs: n,
    code,
    squadId: 10,
    personId: 7,
    x: 0,
    y: 0,
    chainId: null,
    homeScore: 0,
    awayScore: 0,
    flags: 0,
    possession: null,
    pressure: null,
    shot: null,
    kick: null,
    details: {},
    ...over,
  } as MatchEvent;
}

/** The codes one event credits. */
const credits = (e: MatchEvent) =>
  Object.entries(BOX_SCORE_RULES)
    .filter(([, rule]) => rule(e))
    .map(([code]) => code)
    .sort();

describe("box-score rules", () => {
  it.each([
    [ev("KICK"), ["DISPOSAL", "KICK"]],
    [ev("HANDBALL"), ["DISPOSAL", "HANDBALL"]],
    [ev("MARK"), ["MARK", "MARK_UNCONTESTED"]],
    [ev("MARK", { flags: F.CONTESTED }), ["MARK", "MARK_CONTESTED"]],
    [ev("MARK", { flags: F.MARK_INSIDE_50 }), ["MARK", "MARK_INSIDE_50", "MARK_UNCONTESTED"]],
    [ev("KICK", { flags: F.MARK_INSIDE_50 }), ["DISPOSAL", "KICK"]],
    [ev("GATHER", { possession: "C" }), ["POSSESSION", "POSSESSION_CONTESTED"]],
    [ev("GATHER", { possession: "U" }), ["POSSESSION", "POSSESSION_UNCONTESTED"]],
    [ev("GATHER", { flags: F.CONTESTED }), []],
    [ev("TACKLE"), ["TACKLE"]],
    [ev("HITOUT"), ["HITOUT"]],
    [ev("GOAL"), ["GOAL"]],
    [ev("GOAL", { personId: null }), []],
    [ev("BEHIND"), ["BEHIND"]],
    [ev("BEHIND", { personId: null }), []],
    [ev("KICK", { flags: F.INSIDE_50 }), ["DISPOSAL", "INSIDE_50", "KICK"]],
    [ev("KICK", { flags: F.REBOUND_50 }), ["DISPOSAL", "KICK", "REBOUND_50"]],
    [ev("HANDBALL", { flags: F.CLEARANCE_CB }), ["CLEARANCE", "DISPOSAL", "HANDBALL"]],
    [ev("GATHER", { flags: F.CLEARANCE_BU }), ["CLEARANCE"]],
    [ev("GATHER", { flags: F.CLEARANCE_TI }), ["CLEARANCE"]],
    [ev("GATHER", { flags: F.CONTESTED | F.FIRST_POSSESSION }), []],
    [ev("KICK", { flags: F.CLANGER }), ["CLANGER", "DISPOSAL", "KICK"]],
    [ev("FREE_FOR"), ["FREE_KICK"]],
    [ev("FREE_AGAINST"), ["FREE_KICK_AGAINST"]],
    [ev("ONE_PERCENTER"), ["ONE_PERCENTER"]],
    [ev("BOUNCE"), ["RUNNING_BOUNCE"]],
    [ev("KICK", { flags: F.GOAL_ASSIST }), ["DISPOSAL", "GOAL_ASSIST", "KICK"]],
    [ev("CENTRE_BOUNCE", { personId: null, squadId: null }), []],
  ])("%# %o credits exactly its metrics", (e, want) => {
    expect(credits(e)).toEqual(want);
  });

  it("checks fidelity for every rule but POSSESSION (the source has no such column)", () => {
    expect(FIDELITY_CODES).toEqual(Object.keys(BOX_SCORE_RULES).filter((c) => c !== "POSSESSION"));
    expect(FIDELITY_CODES).toHaveLength(Object.keys(BOX_SCORE_RULES).length - 1);
    expect(FIDELITY_CODES).toContain("MARK_UNCONTESTED");
  });

  it("counts per player, skipping events without one", () => {
    const totals = countBoxScore([
      ev("KICK", { personId: 1 }),
      ev("KICK", { personId: 1, flags: F.INSIDE_50 }),
      ev("HANDBALL", { personId: 2 }),
      ev("GOAL", { personId: null }),
      ev("BALL_UP", { personId: null, squadId: null }),
    ]);
    expect([...totals.keys()]).toEqual([1, 2]);
    expect(totals.get(1)).toEqual({ KICK: 2, DISPOSAL: 2, INSIDE_50: 1 });
    expect(totals.get(2)).toEqual({ HANDBALL: 1, DISPOSAL: 1 });
  });
});
