import { describe, expect, it } from "vitest";
import { boxOfTransform, markScale } from "./view-box";

// A half ground 90 m deep (y from 10) and 150 m wide (x from −75), drawn 300 px wide (2 px a metre, so
// 180 px high) 20 px below a header strip.
const base = { x: -75, y: 10, width: 150, height: 90 };
const frame = { top: 20, width: 300 };

describe("the part of the ground a zoom transform shows", () => {
  it("is the whole ground at the identity", () => {
    expect(boxOfTransform(base, frame, { k: 1, x: 0, y: 0 })).toEqual(base);
  });

  it("zoomed about the ground's centre, is the middle quarter of it", () => {
    // d3 keeps a point p fixed when zooming about it: x' = p − k·(p − x); the ground's centre in the
    // drawing is (150, 20 + 90).
    const k = 2;
    const t = { k, x: 150 - k * 150, y: 110 - k * 110 };
    expect(boxOfTransform(base, frame, t)).toEqual({ x: -37.5, y: 32.5, width: 75, height: 45 });
  });

  it("moved to the bottom-right corner at zoom 4, is the last sixteenth", () => {
    const k = 4;
    // The ground's bottom-right corner (300, 200) stays where it is drawn.
    const t = { k, x: 300 - k * 300, y: 200 - k * 200 };
    expect(boxOfTransform(base, frame, t)).toEqual({ x: 37.5, y: 77.5, width: 37.5, height: 22.5 });
  });

  it("panned a fifth of the ground right at zoom 2, shows the part a fifth further on (pixels become metres)", () => {
    // From the centred zoom, the drawing moved 60 px left (a fifth of its width, in drawing units).
    const k = 2;
    const t = { k, x: 150 - k * 150 - 60, y: 110 - k * 110 };
    expect(boxOfTransform(base, frame, t).x).toBeCloseTo(-37.5 + 15, 9);
  });
});

describe("the size of marks for the width a map is drawn at", () => {
  it("is the designed size on a desktop's map (5 px a metre), and shrinks as the map zooms in", () => {
    expect(markScale(5, 1)).toBe(1);
    expect(markScale(5, 4)).toBe(0.5);
  });

  it("grows on a phone's map, by the cube root of how much smaller it is, and no more than 1.6 times", () => {
    expect(markScale(5 / 8, 1)).toBeCloseTo(1.6, 9); // 8 times smaller: cube root 2, capped
    expect(markScale(2, 1)).toBeCloseTo(Math.cbrt(2.5), 9);
    expect(markScale(2, 1)).toBeGreaterThan(1.3);
  });

  it("shrinks on a very wide map, to no less than 0.8", () => {
    expect(markScale(50, 1)).toBe(0.8);
  });
});
