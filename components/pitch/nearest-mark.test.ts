import { describe, expect, it } from "vitest";
import { hoverAt, markFinder, NEAR_PX } from "./nearest-mark";

// Marks in metres; the whole 128 × 64 m view drawn in a 512 × 256 px box: 4 px a metre (sizes whose
// shares are exact in binary, so a mark exactly NEAR_PX away is that, not a hair more).
const marks = { count: 4, xs: Float32Array.from([10, 64, 120, 66]), ys: Float32Array.from([10, 32, 60, 50]) };
const view = { x: 0, y: 0, width: 128, height: 64 };
const box = { width: 512, height: 256 };
const find = markFinder(marks);

describe("the mark nearest a point", () => {
  it("is found by the triangulation, as by looking at every mark", () => {
    for (const [x, y] of [
      [0, 0],
      [63, 40],
      [65, 44],
      [128, 64],
      [90, 20],
    ]) {
      const brute = [0, 1, 2, 3].reduce((b, i) =>
        Math.hypot(marks.xs[i] - x, marks.ys[i] - y) < Math.hypot(marks.xs[b] - x, marks.ys[b] - y) ? i : b,
      );
      expect(find(x, y), `${x},${y}`).toBe(brute);
    }
  });
});

describe("the mark under the pointer", () => {
  it("is the nearest mark, where it is drawn, with the pointer in the map's units", () => {
    // The pointer at (260, 132) px is (65, 33) m: mark 1 at (64, 32) m, drawn at (256, 128) px.
    expect(hoverAt({ x: 260, y: 132 }, box, view, marks, find)).toEqual({
      mark: 1,
      px: 256,
      py: 128,
      right: false,
      low: false,
      at: "65.00,33.00",
    });
  });

  it("says which edges the mark is nearer, for the tooltip's side", () => {
    expect(hoverAt({ x: 476, y: 236 }, box, view, marks, find)).toMatchObject({
      mark: 2,
      right: true,
      low: true,
    });
  });

  it("follows the zoom: the view's part of the map fills the box", () => {
    // Zoomed to 64 × 32 m from (32, 16): 8 px a metre; mark 1 is drawn at (256, 128) px again.
    const zoomed = { x: 32, y: 16, width: 64, height: 32 };
    expect(hoverAt({ x: 256, y: 128 }, box, zoomed, marks, find)).toMatchObject({
      mark: 1,
      px: 256,
      py: 128,
    });
  });

  it("is within NEAR_PX of the pointer, else none", () => {
    // Mark 0 is drawn at (40, 40) px.
    expect(hoverAt({ x: 40 + NEAR_PX, y: 40 }, box, view, marks, find)).toMatchObject({ mark: 0 });
    expect(hoverAt({ x: 40 + NEAR_PX + 1, y: 40 }, box, view, marks, find)).toBeNull();
  });

  it("is none off the box", () => {
    expect(hoverAt({ x: -1, y: 40 }, box, view, marks, find)).toBeNull();
    expect(hoverAt({ x: 40, y: 257 }, box, view, marks, find)).toBeNull();
  });
});
