import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { halfPitchGeometry, halfViewTransform, toHalfView } from "./half-pitch-geometry";
import { insideBoundary, type Point } from "./pitch-geometry";
import { distanceToGoal } from "./shot-marks";

// football-facts.md: MCG 160 × 141; a small ground (about 150 × 125) and a large one (about 175 × 145).
const VENUES: [string, number, number][] = [
  ["MCG", 160, 141],
  ["a small ground", 150, 125],
  ["a large ground", 175, 145],
];
const onEllipse = (p: Point, rx: number, ry: number) => (p.x / rx) ** 2 + (p.y / ry) ** 2;

/** What `halfViewTransform` does to a whole-oval SVG point, applied by hand (translate ∘ rotate(−90)). */
function applyTransform(t: string, svg: Point): Point {
  const m = /^translate\(0 ([\d.]+)\) rotate\(-90\)$/.exec(t);
  if (!m) throw new Error(`unexpected transform ${t}`);
  return { x: svg.y, y: Number(m[1]) - svg.x };
}

describe.each(VENUES)("the half oval of %s (%i × %i m)", (_, length, width) => {
  const h = halfPitchGeometry(length, width);
  const half = length / 2;

  it("puts the centre of the goal at the origin, the goal line straight along the top", () => {
    expect(toHalfView({ x: half, y: 0 }, length)).toEqual({ x: -0, y: 0 });
    for (const p of [...h.goalPosts, ...h.behindPosts]) expect(p.y).toBe(0);
    // Everything else of the drawn half lies below the goal line, and the box starts just above it.
    expect(h.box.y).toBeLessThan(0);
    expect(h.box.y).toBeGreaterThan(-10);
    expect(h.box.y + h.box.height).toBeGreaterThan(half);
    expect(h.extended).toBe(false);
  });

  it("has the goal posts 6.4 m apart and the behind posts 6.4 m further out", () => {
    expect(h.goalPosts.map((p) => p.x).sort((a, b) => a - b)).toEqual([-3.2, 3.2]);
    expect(h.behindPosts.map((p) => p.x).sort((a, b) => a - b)).toEqual([-9.6, 9.6]);
  });

  it("maps the whole-oval drawing onto the half view with one transform", () => {
    // The attacked goal's posts and the centre of the ground, through the SVG transform.
    const attacked = h.g.goalPosts.filter((q) => q.x > 0);
    expect(attacked).toHaveLength(2);
    for (const p of attacked) {
      const t = applyTransform(h.transform, { x: p.x, y: -p.y });
      expect(t).toEqual(toHalfView(p, length));
    }
    expect(applyTransform(halfViewTransform(length), { x: 0, y: 0 })).toEqual({ x: 0, y: half });
    // The box is as wide as the ground, a little more.
    expect(h.box.width).toBeGreaterThan(width);
    expect(h.box.width).toBeLessThan(width + 10);
  });

  it("draws rings every 10 m to 50 m from the centre of the goal, ending on the boundary", () => {
    expect(h.rings.map((r) => r.radius)).toEqual([10, 20, 30, 40, 50]);
    const { rx, ry } = h.g.ellipse;
    for (const ring of h.rings) {
      expect(ring.centre).toEqual({ x: half, y: 0 });
      for (const end of [ring.start, ring.end]) {
        expect(Math.hypot(end.x - half, end.y)).toBeCloseTo(ring.radius, 9);
        expect(onEllipse(end, rx, ry)).toBeCloseTo(1, 9);
        expect(end.x).toBeLessThan(half); // in front of the goal line, not behind it
      }
      expect(ring.path).toMatch(new RegExp(`A${ring.radius} ${ring.radius} 0 0 0 `));
      // The label sits on its ring, below the goal line, in half-view coordinates.
      expect(Math.hypot(ring.label.x, ring.label.y)).toBeCloseTo(ring.radius, 9);
      expect(ring.label.y).toBeGreaterThan(0);
    }
    // The 50 m ring is the 50 m arc.
    expect(h.rings[4].path).toBe(h.g.arcs[0].path);
  });

  it("reads a shot's distance to goal as its distance from the origin", () => {
    const shot = { x: half - 30, y: 18 };
    const v = toHalfView(shot, length);
    expect(Math.hypot(v.x, v.y)).toBeCloseTo(distanceToGoal(shot, length), 12);
    expect(v.x).toBeLessThan(0); // +y is the shooter's left: the left of the screen
  });

  it("extends the drawn area to a shot from beyond the centre line rather than clamping it", () => {
    const bomb = { x: -12, y: 5 };
    const e = halfPitchGeometry(length, width, [bomb]);
    expect(e.extended).toBe(true);
    const v = toHalfView(bomb, length);
    expect(e.box.y + e.box.height).toBeGreaterThan(v.y);
    expect(e.box.width).toBe(h.box.width);
  });
});

describe("distance rings at every legal size", () => {
  it("stay inside the ground between their ends for grounds 135–185 m by 110–155 m", () => {
    fc.assert(
      fc.property(fc.integer({ min: 135, max: 185 }), fc.integer({ min: 110, max: 155 }), (l, w) => {
        const h = halfPitchGeometry(l, w);
        return h.rings.every((r) => insideBoundary(h.g, { x: l / 2 - r.radius, y: 0 }) && r.start.y > 9.6);
      }),
    );
  });
});
