import { describe, expect, it } from "vitest";
import { inView, keyedMark, nextCursor } from "./mark-walk";
import { markFinder } from "./nearest-mark";

// A row of marks along y = 10 and one above the middle; the view is x 0–100, y 0–20.
const marks = {
  count: 5,
  xs: Float32Array.from([10, 30, 50, 70, 150]),
  ys: Float32Array.from([10, 10, 10, 10, 10]),
};
const view = { x: 0, y: 0, width: 100, height: 20 };
const find = markFinder(marks);

describe("the keyboard's walk over the marks", () => {
  it("starts at the mark nearest the middle of the view", () => {
    expect(nextCursor(marks, view, null, "right", find)).toBe(2);
  });

  it("goes to the nearest mark that way", () => {
    expect(nextCursor(marks, view, 2, "right", find)).toBe(3);
    expect(nextCursor(marks, view, 2, "left", find)).toBe(1);
  });

  it("passes over marks out of view, staying put at the view's edge", () => {
    expect(nextCursor(marks, view, 3, "right", find)).toBe(3);
  });

  it("starts again from the middle when its mark has left the view or the marks", () => {
    const panned = { ...view, x: 20 }; // x 20–120: mark 0 is out, mark 3 (70) is nearest the middle
    expect(nextCursor(marks, panned, 0, "right", find)).toBe(3);
    expect(nextCursor(marks, view, 9, "left", find)).toBe(2);
  });

  it("counts a mark on the view's edge as in view", () => {
    expect(inView(marks, { ...view, width: 70 }, 3)).toBe(true);
    expect(inView(marks, { ...view, width: 69.9 }, 3)).toBe(false);
  });
});

describe("where the keyboard's mark is drawn", () => {
  it("is its place in the view, as shares of the view's width and height", () => {
    expect(keyedMark(marks, view, 1)).toEqual({ mark: 1, fx: 0.3, fy: 0.5 });
  });

  it("is nowhere without a mark, or for one out of view or gone", () => {
    expect(keyedMark(marks, view, null)).toBeNull();
    expect(keyedMark(marks, view, 4)).toBeNull();
    expect(keyedMark(marks, view, 5)).toBeNull();
  });
});
