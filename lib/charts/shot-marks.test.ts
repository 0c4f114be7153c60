import { describe, expect, it } from "vitest";
import { angleToGoal, describeCode, distanceToGoal, shotRadius, shotShape } from "./shot-marks";

describe("shot marks", () => {
  it("maps outcomes to shapes", () => {
    expect(["GOAL", "BEHIND", "MISS", "RUSHED", "OUT_ON_FULL"].map(shotShape)).toEqual([
      "disc",
      "ring",
      "cross",
      "triangle",
      "cross",
    ]);
  });

  it("makes marker area proportional to expected score, with a visible minimum", () => {
    const area = (p: number) => Math.PI * shotRadius(p) ** 2;
    expect(area(4) / area(1)).toBeCloseTo(4, 9);
    expect(shotRadius(0)).toBeGreaterThan(0.5);
    expect(shotRadius(60)).toBe(shotRadius(6));
  });

  it("measures distance and angle to the goal being attacked", () => {
    expect(distanceToGoal({ x: 50, y: 0 }, 160)).toBe(30);
    expect(angleToGoal({ x: 50, y: 0 }, 160)).toBe(0);
    expect(angleToGoal({ x: 70, y: 10 }, 160)).toBeCloseTo(45, 9);
  });

  it("describes codes in words", () => {
    expect(describeCode("ON_RUN_IN_GENERAL_PLAY")).toBe("On run in general play");
    expect(describeCode("M15_30")).toBe("15–30 m");
    expect(describeCode("M50_PLUS")).toBe("50 m or more");
  });
});
