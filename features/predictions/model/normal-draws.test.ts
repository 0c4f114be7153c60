import { describe, expect, it } from "vitest";
import { normalDraws } from "./normal-draws";

/** A uniform source that hands out the given draws, counting them. */
const uniforms = (xs: number[]) => {
  let i = 0;
  return { next: () => xs[i++], taken: () => i };
};

describe("normalDraws", () => {
  it("turns two uniform draws into a pair of normals, the second kept for the next call", () => {
    const u = uniforms([0.5, 0.25, 1 - Math.exp(-2), 0.5]);
    const normal = normalDraws(u);
    const r = Math.sqrt(-2 * Math.log(0.5));
    expect(normal()).toBeCloseTo(r * Math.cos(Math.PI / 2), 12);
    expect(u.taken()).toBe(2);
    expect(normal()).toBeCloseTo(r, 12); // r · sin(π/2), no new draw
    expect(u.taken()).toBe(2);
    expect(normal()).toBeCloseTo(-2, 12); // r = 2, θ = π
    expect(u.taken()).toBe(4);
  });
});
