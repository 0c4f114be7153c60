import { describe, expect, it } from "vitest";
import { leaderSource } from "./leader-source";

const WHOLE = { period: null, zone: null };
const kept = (boxScores: number, splits: number) => ({
  boxScores: { done: boxScores },
  splits: { done: splits },
});

describe("the build a leaderboard is summed from", () => {
  it("whole-season box-score totals: the whole-match pass while it holds more matches", () => {
    expect(leaderSource(WHOLE, true, kept(216, 40))).toBe("boxScores");
    expect(leaderSource(WHOLE, true, kept(12, 0))).toBe("boxScores");
  });

  it("the splits once they hold as many (or more)", () => {
    expect(leaderSource(WHOLE, true, kept(216, 216))).toBe("splits");
    expect(leaderSource(WHOLE, true, kept(10, 30))).toBe("splits");
  });

  it("a quarter, a zone or a metric beyond the box score: the splits, however far the pass is", () => {
    expect(leaderSource({ period: 1, zone: null }, true, kept(216, 0))).toBe("splits");
    expect(leaderSource({ period: null, zone: "F50" }, true, kept(216, 0))).toBe("splits");
    expect(leaderSource(WHOLE, false, kept(216, 0))).toBe("splits");
  });
});
