import { describe, expect, it } from "vitest";
import { angleGroup, distanceGroup, shotDetails, shotExpectation } from "./expected-score";
import { Ground } from "./geometry";

// The documented expected-score model (expected-score.ts) and shot vocabulary.

describe("expected score", () => {
  it("gives the documented accuracies", () => {
    expect(shotExpectation(15, 0, "SET_SHOT", "NONE").pGoal).toBeCloseTo(0.94, 2);
    expect(shotExpectation(45, 0, "SET_SHOT", "NONE").pGoal).toBeCloseTo(0.51, 2);
    expect(shotExpectation(20, 60, "SET_SHOT", "NONE").pGoal).toBeCloseTo(0.48, 2);
  });

  it("falls with distance, angle, a harder shot type and pressure", () => {
    const base = shotExpectation(30, 20, "SET_SHOT", "NONE");
    expect(shotExpectation(40, 20, "SET_SHOT", "NONE").points).toBeLessThan(base.points);
    expect(shotExpectation(30, 40, "SET_SHOT", "NONE").points).toBeLessThan(base.points);
    expect(shotExpectation(30, 20, "SNAP", "NONE").points).toBeLessThan(base.points);
    expect(shotExpectation(30, 20, "SET_SHOT", "PHYSICAL").points).toBeLessThan(base.points);
    expect(base.points).toBeCloseTo(6 * base.pGoal + base.pBehind, 10);
    expect(base.pGoal + base.pBehind).toBeLessThan(1);
  });

  it("values kicks off the ground with their own model", () => {
    const off = shotExpectation(15, 0, "OFF_GROUND", "NONE");
    expect(off.pGoal).toBeCloseTo(1 / (1 + Math.exp(-(1.6 - 1.2))), 10);
    expect(off.points).toBeGreaterThan(0);
  });

  it("names distance and angle groups from the shot vocabulary", () => {
    expect([14.9, 15, 29.9, 30, 39.9, 40, 49.9, 50].map(distanceGroup)).toEqual([
      "M0_15",
      "M15_30",
      "M15_30",
      "M30_40",
      "M30_40",
      "M40_50",
      "M40_50",
      "M50_PLUS",
    ]);
    expect(angleGroup(5, 1)).toBe("DIRECTLY_IN_FRONT");
    expect(angleGroup(40, 1)).toBe("ZONE_3");
    expect(angleGroup(70, 3)).toBe("BOUNDARY_LEFT");
    expect(angleGroup(70, -3)).toBe("BOUNDARY_RIGHT");
  });

  it("measures a shot from the attacking goal", () => {
    const g = new Ground(160, 141);
    const d = shotDetails(g, { x: 80 - 30, y: 0 }, "SET_SHOT", "MARK", "SET", "GOAL");
    expect(d.distance).toBe(30);
    expect(d.angleDegrees).toBe(0);
    expect(d.distanceGroup).toBe("M30_40");
    expect(d.accuracyExpected).toBeCloseTo(shotExpectation(30, 0, "SET_SHOT", "SET").pGoal, 3);
  });
});
