import { describe, expect, it } from "vitest";
import { DENSITY_PARAM, HEX_RADIUS, densityBins, densityStyle, parseDensity } from "./density";
import type { Point } from "./pitch-geometry";

// A seeded spread of points over a half ground, so the tests do not depend on Math.random.
function spread(n: number, seed = 7): Point[] {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  return Array.from({ length: n }, () => ({ x: next() * 80 - 40, y: -next() * 60 }));
}

/** Is `p` inside the hexagon `path` ("M x,y m dx,dy l dx,dy … z")? Its corners, then a convex test. */
function corners(path: string): Point[] {
  const nums = path.match(/-?\d+(\.\d+)?(e-?\d+)?/g)!.map(Number);
  let x = nums[0] + nums[2];
  let y = nums[1] + nums[3];
  const out = [{ x, y }];
  for (let i = 4; i + 1 < nums.length; i += 2) {
    x += nums[i];
    y += nums[i + 1];
    out.push({ x, y });
  }
  return out;
}
function inside(p: Point, cs: readonly Point[]): boolean {
  const signs = cs.map((a, i) => {
    const b = cs[(i + 1) % cs.length];
    return Math.sign((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x));
  });
  return signs.every((s) => s >= 0) || signs.every((s) => s <= 0);
}

describe("densityBins", () => {
  it("counts every point exactly once: the counts add up to the number of points", () => {
    for (const n of [1, 2, 17, 60, 400]) {
      const { bins, max } = densityBins(spread(n, n));
      expect(bins.reduce((a, b) => a + b.count, 0)).toBe(n);
      expect(max).toBe(Math.max(...bins.map((b) => b.count)));
      expect(bins.every((b) => b.count >= 1)).toBe(true);
    }
  });

  it("puts points close together in one cell, and far apart ones in different cells", () => {
    const near = densityBins([
      { x: 10, y: -20 },
      { x: 10.5, y: -20.4 },
      { x: 9.7, y: -19.8 },
    ]);
    expect(near.bins).toHaveLength(1);
    expect(near.bins[0].count).toBe(3);
    expect(near.max).toBe(3);

    const far = densityBins([
      { x: 0, y: 0 },
      { x: 30, y: 0 },
      { x: 0, y: -30 },
    ]);
    expect(far.bins.map((b) => b.count)).toEqual([1, 1, 1]);
    expect(far.max).toBe(1);
    // Two radii apart is always another cell, whatever the direction.
    for (const angle of [0, 0.5, 1, 2, 3]) {
      const d = 2 * HEX_RADIUS;
      const two = densityBins([
        { x: 5, y: 5 },
        { x: 5 + d * Math.cos(angle), y: 5 + d * Math.sin(angle) },
      ]);
      expect(two.bins).toHaveLength(2);
    }
  });

  it("draws each cell as a hexagon of the radius around its centre, containing its points", () => {
    const pts = spread(120, 3);
    const { bins } = densityBins(pts, 5);
    for (const b of bins) {
      const cs = corners(b.path);
      expect(cs).toHaveLength(6);
      for (const c of cs) expect(Math.hypot(c.x - b.x, c.y - b.y)).toBeCloseTo(5, 2);
    }
    // Points well inside a cell's hexagon are counted by it (d3-hexbin settles points right at an edge
    // by an approximate distance, so the test keeps clear of the edges), and every point has a cell
    // centre within one radius.
    for (const b of bins) {
      const cs = corners(b.path);
      const deep = pts.filter(
        (p) => inside(p, cs) && Math.hypot(p.x - b.x, p.y - b.y) < 0.8 * 5 * (Math.sqrt(3) / 2),
      );
      expect(deep.length).toBeLessThanOrEqual(b.count);
    }
    for (const p of pts)
      expect(Math.min(...bins.map((b) => Math.hypot(p.x - b.x, p.y - b.y)))).toBeLessThanOrEqual(5);
  });

  it("the radius sets the cell size: a larger radius merges more points", () => {
    const pts = spread(200, 11);
    expect(densityBins(pts, 10).bins.length).toBeLessThan(densityBins(pts, 3).bins.length);
  });

  it("returns no cells for no points, and refuses a radius that is not positive", () => {
    expect(densityBins([])).toEqual({ bins: [], max: 0 });
    expect(() => densityBins([{ x: 0, y: 0 }], 0)).toThrow(/radius must be positive/);
    expect(() => densityBins([{ x: 0, y: 0 }], Number.NaN)).toThrow(/radius/);
  });
});

describe("densityStyle", () => {
  // The scale answers "rgb(r, g, b)" (d3-interpolate); read it here rather than through d3.
  const channels = (c: string) => {
    const m = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(c);
    if (!m) throw new Error(`not an rgb() colour: ${c}`);
    return [Number(m[1]), Number(m[2]), Number(m[3])];
  };
  const luminance = (c: string) => {
    const [r, g, b] = channels(c);
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  it("is monotone in the count: more marks, darker and more opaque", () => {
    for (const max of [1, 2, 5, 12]) {
      const styles = Array.from({ length: max }, (_, i) => densityStyle(i + 1, max));
      for (let i = 1; i < styles.length; i++) {
        expect(luminance(styles[i].fill)).toBeLessThan(luminance(styles[i - 1].fill));
        expect(styles[i].opacity).toBeGreaterThan(styles[i - 1].opacity);
      }
    }
  });

  it("gives the densest cell the darkest colour and a single mark in a dense map a pale one", () => {
    const top = densityStyle(9, 9);
    const one = densityStyle(1, 9);
    expect(channels(top.fill)).toEqual([0x3f, 0x00, 0x7d]);
    expect(top.opacity).toBe(0.85);
    expect(luminance(one.fill)).toBeGreaterThan(luminance(top.fill) + 100);
    expect(one.opacity).toBeLessThan(0.5);
    // Every opacity stays visible and below solid, so the grass and the lines show through.
    expect(one.opacity).toBeGreaterThan(0.3);
  });
});

describe("parseDensity", () => {
  it("is on only for density=on", () => {
    expect(parseDensity(new URLSearchParams(`${DENSITY_PARAM}=on`))).toBe(true);
    expect(parseDensity(new URLSearchParams(""))).toBe(false);
    expect(parseDensity(new URLSearchParams(`${DENSITY_PARAM}=yes`))).toBe(false);
  });
});
