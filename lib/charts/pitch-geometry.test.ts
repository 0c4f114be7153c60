import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  arcBoundaryIntersection,
  boundaryEllipse,
  insideBoundary,
  pitchGeometry,
  type Point,
} from "./pitch-geometry";

const VENUES: [number, number][] = [
  [160, 141], // MCG
  [175, 135],
  [150, 110],
];
const onEllipse = (p: Point, rx: number, ry: number) => (p.x / rx) ** 2 + (p.y / ry) ** 2;

describe.each(VENUES)("a %i × %i m ground", (length, width) => {
  const g = pitchGeometry(length, width);
  const half = length / 2;

  it("has an oval boundary through the behind posts, as wide as the ground", () => {
    const { rx, ry } = g.ellipse;
    expect(ry).toBe(width / 2);
    expect(onEllipse({ x: half, y: 9.6 }, rx, ry)).toBeCloseTo(1, 9);
    expect(onEllipse({ x: -half, y: -9.6 }, rx, ry)).toBeCloseTo(1, 9);
    expect(rx).toBeGreaterThan(half);
    expect(g.boundaryPath).toMatch(new RegExp(`^M${half} 9\\.6L${half} -9\\.6A`));
  });

  it("puts goal posts 6.4 m apart and behind posts 6.4 m further out, on the goal lines", () => {
    expect(g.goalPosts).toHaveLength(4);
    expect(g.behindPosts).toHaveLength(4);
    for (const p of g.goalPosts) expect([Math.abs(p.x), Math.abs(p.y)]).toEqual([half, 3.2]);
    for (const p of g.behindPosts) expect([Math.abs(p.x), Math.abs(p.y)]).toEqual([half, 9.6]);
  });

  it("draws goal squares 6.4 m wide and 9 m deep against each goal line", () => {
    expect(g.goalSquares).toHaveLength(2);
    for (const s of g.goalSquares) expect([s.width, s.height, s.y]).toEqual([9, 6.4, -3.2]);
    // One against each goal line: the left one starts on it, the right one ends on it.
    expect(g.goalSquares.map((s) => s.x).sort((a, b) => a - b)).toEqual([-half, half - 9]);
  });

  it("draws 50 m arcs from the centre of each goal line, ending on the boundary", () => {
    expect(g.arcs).toHaveLength(2);
    for (const arc of g.arcs) {
      expect(arc.radius).toBe(50);
      expect(Math.abs(arc.centre.x)).toBe(half);
      for (const end of [arc.start, arc.end]) {
        expect(Math.hypot(end.x - arc.centre.x, end.y)).toBeCloseTo(50, 9);
        expect(onEllipse(end, g.ellipse.rx, g.ellipse.ry)).toBeCloseTo(1, 9);
        expect(Math.abs(end.x)).toBeLessThan(half); // on the oval's side, not behind the goal line
      }
      expect(arc.start.x).toBe(arc.end.x);
      expect(arc.start.y).toBeCloseTo(-arc.end.y, 12);
    }
    // Each arc bulges toward the centre: right end sweeps anticlockwise on screen, left end clockwise.
    expect(g.arcs[0].path).toMatch(/A50 50 0 0 0 /);
    expect(g.arcs[1].path).toMatch(/A50 50 0 0 1 /);
    // The arc's innermost point, 50 m out from the goal line along the axis, is inside the ground.
    expect(insideBoundary(g, { x: half - 50, y: 0 })).toBe(true);
  });

  it("has a 50 m centre square and centre circles of 3 m and 10 m diameter", () => {
    expect(g.centreSquare).toEqual({ x: -25, y: -25, width: 50, height: 50 });
    expect(g.centreCircles.map((c) => c.radius * 2)).toEqual([3, 10]);
  });
});

describe("pitch geometry at every legal size", () => {
  it("keeps arc endpoints on the boundary for grounds 135–185 m by 110–155 m", () => {
    fc.assert(
      fc.property(fc.integer({ min: 135, max: 185 }), fc.integer({ min: 110, max: 155 }), (l, w) => {
        const { rx, ry } = boundaryEllipse(l, w);
        const p = arcBoundaryIntersection(l / 2, 50, rx, ry);
        return (
          Math.abs(onEllipse(p, rx, ry) - 1) < 1e-9 &&
          Math.abs(Math.hypot(p.x - l / 2, p.y) - 50) < 1e-9 &&
          p.y > 9.6 &&
          p.y < 50
        );
      }),
    );
  });

  it("refuses a ground too narrow for its behind posts", () => {
    expect(() => pitchGeometry(160, 18)).toThrow(RangeError);
  });
});
