import { describe, expect, it } from "vitest";
import { keyEvent, liveState, wormPoint } from "@/tests/helpers/live-fixtures";
import { applyChange, diffLive, partOf, type LiveChange } from "./live-diff";

describe("what changed between two beats", () => {
  it("nothing, when nothing did", () => {
    expect(diffLive(liveState(), liveState())).toBeNull();
  });

  it("only the fields that changed, whole", () => {
    const next = liveState({
      clock: { ...liveState().clock, period: 1, periodSecs: 65, remainingSecs: 1735, display: "Q1 1:05" },
      probability: 0.52,
    });
    expect(diffLive(liveState(), next)).toEqual({ clock: next.clock, probability: 0.52 });
  });

  it("a goal: the score, and the worm's and the key events' new items only", () => {
    const prev = liveState({ worm: [wormPoint(10, 6)], keyEvents: [keyEvent(3)] });
    const score = { ...prev.score, home: { goals: 2, behinds: 0, points: 12, shots: 2 } };
    const next = liveState({
      score,
      worm: [wormPoint(10, 6), wormPoint(20, 12)],
      keyEvents: [keyEvent(3), keyEvent(19), keyEvent(20)],
    });
    expect(diffLive(prev, next)).toEqual({
      score,
      worm: [wormPoint(20, 12)],
      keyEvents: [keyEvent(19), keyEvent(20)],
    });
  });

  it("a snapshot instead, when a list does not carry on from the last one", () => {
    const prev = liveState({ worm: [wormPoint(10, 6), wormPoint(20, 12)] });
    expect(diffLive(prev, liveState({ worm: [wormPoint(10, 6)] }))).toBe("reset");
    expect(diffLive(prev, liveState({ worm: [wormPoint(11, 6), wormPoint(20, 12)] }))).toBe("reset");
    expect(diffLive(prev, liveState({ worm: prev.worm, matchId: 8 }))).toBe("reset");
  });
});

describe("the public part", () => {
  it("leaves the key events and the worm (licensed event data) out of a snapshot and of a change", () => {
    const state = liveState({ keyEvents: [keyEvent(3)], worm: [wormPoint(10, 6)] });
    expect(partOf(state, "public")).not.toHaveProperty("keyEvents");
    expect(partOf(state, "public")).not.toHaveProperty("worm");
    expect(partOf(state, "public")).toHaveProperty("score");
    expect(partOf(state, "full")).toBe(state);
    expect(partOf({ probability: 0.4, keyEvents: [keyEvent(4)] }, "public")).toEqual({ probability: 0.4 });
  });

  it("has nothing to send for a change of the detail alone", () => {
    expect(partOf({ keyEvents: [keyEvent(4)] }, "public")).toBeNull();
    expect(partOf({ worm: [wormPoint(11, 1)] }, "public")).toBeNull();
  });
});

describe("a change applied elsewhere (another instance's feed)", () => {
  it("leads, sent as JSON, to the state it was made from", () => {
    const prev = liveState({ worm: [wormPoint(10, 6)], keyEvents: [keyEvent(3)] });
    const next = liveState({
      clock: {
        status: "Live",
        name: "In Progress",
        code: "LIVE",
        period: 2,
        periodSecs: 5,
        remainingSecs: 1795,
        display: "Q2 0:05",
      },
      score: { ...prev.score, away: { goals: 0, behinds: 1, points: 1, shots: 1 } },
      probability: null,
      lengths: [1800, 1812],
      worm: [wormPoint(10, 6), wormPoint(20, 5)],
      keyEvents: [keyEvent(3), keyEvent(19)],
    });
    const change = JSON.parse(JSON.stringify(diffLive(prev, next))) as LiveChange;
    expect(applyChange(prev, change)).toEqual(next);
    expect(applyChange(next, {})).toEqual(next);
  });
});
