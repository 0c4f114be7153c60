import { describe, expect, it } from "vitest";
import type { WormPoint } from "@/lib/charts/score-worm";
import { wormAxes } from "./score-worm-axes";

const at = (margin: number) => ({ margin }) as WormPoint;

describe("wormAxes", () => {
  it("marks the quarters' starts and middles along the match", () => {
    const a = wormAxes([], [1800, 1900, 1800, 2000]);
    expect(a.starts).toEqual([0, 1800, 3700, 5500]);
    expect(a.total).toBe(7500);
    expect(a.mids).toEqual([900, 2750, 4600, 6500]);
  });

  it("is symmetric about level, in goals, at least 12 points either way", () => {
    expect(wormAxes([at(3), at(-5)], [1]).yTicks).toEqual([-12, -6, 0, 6, 12]);
    const wide = wormAxes([at(10), at(-50)], [1]);
    // A 50-point lead: steps of 18 (three goals), to 54 either way.
    expect(wide.bound).toBe(54);
    expect(wide.yTicks).toEqual([-54, -36, -18, 0, 18, 36, 54]);
  });
});
