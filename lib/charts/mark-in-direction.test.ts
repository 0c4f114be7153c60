import { describe, expect, it } from "vitest";
import { markInDirection, type Points } from "./mark-in-direction";

const points = (xy: [number, number][]): Points => ({
  count: xy.length,
  xs: xy.map((p) => p[0]),
  ys: xy.map((p) => p[1]),
});

// A plus sign around the origin, 10 m each way, and one mark off to the right and a little down.
//        1 (0,−10)
// 3 (−10,0)  0 (0,0)  2 (10,0)   5 (6, 4)
//        4 (0,10)
const plus = points([
  [0, 0],
  [0, -10],
  [10, 0],
  [-10, 0],
  [0, 10],
  [6, 4],
]);

describe("moving over marks with the arrow keys", () => {
  it("goes to the nearest mark that way, up being toward the top of the map (y runs down)", () => {
    expect(markInDirection(plus, 0, "up")).toBe(1);
    expect(markInDirection(plus, 0, "left")).toBe(3);
    expect(markInDirection(plus, 0, "down")).toBe(4);
  });

  it("prefers a mark straight ahead over a nearer one off to the side", () => {
    // Mark 5 is 7.2 m away but 4 m across; mark 2 is 10 m straight ahead.
    expect(markInDirection(plus, 0, "right")).toBe(2);
  });

  it("takes a mark off to the side when nothing is straight ahead, but never one behind or beyond 45°", () => {
    const p = points([
      [0, 0],
      [5, 4], // ahead to the right, within 45°
      [-3, 0], // behind
      [1, 8], // more across than along: not to the right
    ]);
    expect(markInDirection(p, 0, "right")).toBe(1);
    expect(
      markInDirection(
        points([
          [0, 0],
          [-3, 0],
          [1, 8],
        ]),
        0,
        "right",
      ),
    ).toBe(0);
  });

  it("stays put at the edge, passes over marks at the same spot, and keeps to the marks in view", () => {
    expect(markInDirection(plus, 2, "right")).toBe(2);
    const stacked = points([
      [0, 0],
      [0, 0],
      [4, 0],
    ]);
    expect(markInDirection(stacked, 0, "right")).toBe(2);
    expect(markInDirection(plus, 0, "right", (i) => i !== 2)).toBe(5);
  });
});
