import { describe, expect, it } from "vitest";
import { chanceStepPath } from "./step-line";

/** The vertices a path of M and L commands visits. */
const vertices = (d: string) =>
  [...d.matchAll(/[ML]([-\d.]+),([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe("the chance as a step line", () => {
  it("holds each chance until the next point, then steps to it (a chance of 1 at the top)", () => {
    const d = chanceStepPath([
      { t: 0, probability: 0.5 },
      { t: 0.25, probability: 0.7 },
      { t: 1, probability: 0.2 },
    ]);
    expect(d.startsWith("M0,50")).toBe(true);
    expect(vertices(d)).toEqual([
      [0, 50],
      [25, 50],
      [25, 30],
      [100, 30],
      [100, 80],
    ]);
  });

  it("draws nothing for no points", () => {
    expect(chanceStepPath([])).toBe("");
  });
});
