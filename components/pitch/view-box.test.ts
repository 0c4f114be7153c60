import { describe, expect, it } from "vitest";
import { boxOfTransform } from "./view-box";

// A half ground 90 m deep (y from 10) and 150 m wide (x from −75), drawn 9 units below a header strip.
const base = { x: -75, y: 10, width: 150, height: 90 };
const TOP = 9;

describe("the part of the ground a zoom transform shows", () => {
  it("is the whole ground at the identity", () => {
    expect(boxOfTransform(base, TOP, { k: 1, x: 0, y: 0 })).toEqual(base);
  });

  it("zoomed about the ground's centre, is the middle quarter of it", () => {
    // d3 keeps a point p fixed when zooming about it: x' = p − k·(p − x); the ground's centre in the
    // drawing is (75, 9 + 45).
    const k = 2;
    const t = { k, x: 75 - k * 75, y: 54 - k * 54 };
    expect(boxOfTransform(base, TOP, t)).toEqual({ x: -37.5, y: 32.5, width: 75, height: 45 });
  });

  it("moved to the bottom-right corner at zoom 4, is the last sixteenth", () => {
    const k = 4;
    // The ground's bottom-right corner (150, 99) stays where it is drawn.
    const t = { k, x: 150 - k * 150, y: 99 - k * 99 };
    expect(boxOfTransform(base, TOP, t)).toEqual({ x: 37.5, y: 77.5, width: 37.5, height: 22.5 });
  });
});
