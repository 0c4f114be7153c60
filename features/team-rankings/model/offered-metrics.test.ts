import { describe, expect, it } from "vitest";
import { offeredMetrics } from "./offered-metrics";

// The licence's codes, written out: two counts the rankings know and one they do not.
const LICENSED = new Set(["INSIDE_50", "POSSESSION_CONTESTED", "PRESSURE_ACT"]);

describe("offeredMetrics", () => {
  it("offers the score line and the licensed counts for whole matches", () => {
    expect(offeredMetrics(LICENSED, false).map((m) => m.code)).toEqual([
      "SCORE",
      "SCORING_SHOTS",
      "POSSESSION_CONTESTED",
      "INSIDE_50",
    ]);
  });

  it("leaves the score line out under a quarter or zone cut (the fixture has no cells)", () => {
    expect(offeredMetrics(LICENSED, true).map((m) => m.code)).toEqual(["POSSESSION_CONTESTED", "INSIDE_50"]);
  });
});
