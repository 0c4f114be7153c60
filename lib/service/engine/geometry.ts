import type { Rng } from "@/lib/random/prng";

// The ground (football-facts.md "The ground and coordinates"). True coordinates are metres from the
// centre, x along the ground, y across it. The engine reasons in a squad's FRAME: the same point turned
// so that the squad attacks +x (its goal at x = +L/2). Turning ends is a half-turn, so both x and y
// change sign and a squad's left stays its left.
//
// The boundary is the ellipse with semi-axes L/2 and W/2, except that between the behind posts
// (|y| <= 9.6) it runs along the goal line x = ±L/2: a score crosses there, so points on that segment
// are on the ground too (insideGround).
//
// Zones in a squad's frame (the same rule as the statistics engine, lib/service/stats/zones.ts):
//   F50 = within 50 m of the attacking goal's centre (+L/2, 0); D50 = within 50 m of (-L/2, 0);
//   between the arcs the far points are at x = ±a (a = L/2 - 50) and [-a, a] is cut into three equal
//   bands: DM for x <= -a/3, MID between, AM for x >= a/3 (a corner beside an arc takes the band of its x).

export type Side = 0 | 1; // 0 = home, 1 = away
export interface Pt {
  x: number;
  y: number;
}

export const Z = { D50: 0, DM: 1, MID: 2, AM: 3, F50: 4 } as const;
export type ZoneIx = (typeof Z)[keyof typeof Z];

export const GOAL_POST_Y = 3.2;
export const BEHIND_POST_Y = 9.6;
export const ARC = 50;
const GOAL_SQUARE_DEPTH = 9;

/** +1 when `side` attacks +x in `period` (home in periods 1 and 3). */
export function attackSign(period: number, side: Side): 1 | -1 {
  return (side === 0) === (period % 2 === 1) ? 1 : -1;
}

/** The point as seen by a squad attacking with sign `s` (also turns a frame point back to true). */
export function turn(p: Pt, s: 1 | -1): Pt {
  return { x: s * p.x + 0, y: s * p.y + 0 };
}

export class Ground {
  readonly half: number;
  readonly hw: number;
  readonly third: number;

  constructor(
    readonly length: number,
    readonly width: number,
  ) {
    this.half = length / 2;
    this.hw = width / 2;
    this.third = Math.max(this.half - ARC, 0) / 3;
  }

  /** Inside the ellipse shrunk by `margin` metres on both semi-axes. */
  inEllipse(x: number, y: number, margin = 0): boolean {
    const a = this.half - margin;
    const b = this.hw - margin;
    return (x * x) / (a * a) + (y * y) / (b * b) <= 1 + 1e-9;
  }

  /** On the playing surface: inside the oval or on the goal line between the behind posts. */
  insideGround(x: number, y: number): boolean {
    return this.inEllipse(x, y) || (Math.abs(x) <= this.half + 1e-9 && Math.abs(y) <= BEHIND_POST_Y + 1e-9);
  }

  /** Zone of a frame point. */
  zone(x: number, y: number): ZoneIx {
    if (Math.hypot(x - this.half, y) <= ARC) return Z.F50;
    if (Math.hypot(x + this.half, y) <= ARC) return Z.D50;
    if (x <= -this.third) return Z.DM;
    if (x >= this.third) return Z.AM;
    return Z.MID;
  }

  /** Distance from a frame point to the centre of the attacking goal line. */
  goalDistance(p: Pt): number {
    return Math.hypot(this.half - p.x, p.y);
  }

  /** Angle off straight in front of goal, degrees (0 = straight in front, 90 = level with the line). */
  goalAngle(p: Pt): number {
    const dx = this.half - p.x;
    return dx <= 0 ? 90 : (Math.atan2(Math.abs(p.y), dx) * 180) / Math.PI;
  }

  /** Pulls a point inside the ellipse (with `margin`) along the ray from the centre. */
  clamp(p: Pt, margin = 2): Pt {
    const a = this.half - margin;
    const b = this.hw - margin;
    const r = Math.sqrt((p.x * p.x) / (a * a) + (p.y * p.y) / (b * b));
    return r <= 1 ? p : { x: p.x / r, y: p.y / r };
  }

  /** A point on the side boundary level with frame x (inside by `inset` m), on the side of `ySign`. */
  boundaryAt(x: number, ySign: number, inset = 1.5): Pt {
    const cx = Math.max(-this.half + 12, Math.min(this.half - 12, x));
    const y =
      (this.hw - inset) * Math.sqrt(Math.max(0, 1 - (cx * cx) / ((this.half - inset) * (this.half - inset))));
    return { x: cx, y: ySign >= 0 ? y : -y };
  }

  /** Centre of the goal square of the DEFENDED goal, frame coordinates (where kick-ins start). */
  kickInSpot(rng: Rng): Pt {
    return { x: -this.half + rng.range(3, GOAL_SQUARE_DEPTH), y: rng.range(-GOAL_POST_Y, GOAL_POST_Y) };
  }

  /** At least 0.3 m from either 50 m arc, so rounding a coordinate never changes its zone. */
  clearOfArcs(p: Pt): boolean {
    return (
      Math.abs(Math.hypot(this.half - p.x, p.y) - ARC) > 0.3 &&
      Math.abs(Math.hypot(this.half + p.x, p.y) - ARC) > 0.3
    );
  }

  /** True when the frame point is in zone `z`, comfortably on the ground and clear of the arcs. */
  fits(p: Pt, z: ZoneIx, margin = 2): boolean {
    return this.inEllipse(p.x, p.y, margin) && this.zone(p.x, p.y) === z && this.clearOfArcs(p);
  }

  /** A random frame point in zone `z`, biased towards the corridor (y near 0). */
  sampleZone(rng: Rng, z: ZoneIx): Pt {
    const [lo, hi] = this.xRange(z);
    for (let i = 0; i < 40; i++) {
      const p = { x: rng.range(lo, hi), y: rng.normal(0, this.hw * 0.45) };
      if (this.fits(p, z, 3)) return p;
    }
    return this.zoneAnchor(z);
  }

  /** Of a few random frame points in zone `z`, the one nearest `near`. */
  nearestInZone(rng: Rng, z: ZoneIx, near: Pt): Pt {
    let best = this.sampleZone(rng, z);
    for (let i = 0; i < 24; i++) {
      const p = this.sampleZone(rng, z);
      if (Math.hypot(p.x - near.x, p.y - near.y) < Math.hypot(best.x - near.x, best.y - near.y)) best = p;
    }
    return best;
  }

  /** A frame point in zone `z` about `dist` metres from `from`, heading roughly `dir` radians. */
  sampleNear(rng: Rng, from: Pt, z: ZoneIx, dist: number, dir: number, spread = 0.6): Pt {
    for (let i = 0; i < 24; i++) {
      const d = dist * rng.range(0.7, 1.3);
      const t = dir + rng.normal(0, spread);
      const p = { x: from.x + d * Math.cos(t), y: from.y + d * Math.sin(t) };
      if (this.fits(p, z, 3)) return p;
    }
    return this.sampleZone(rng, z);
  }

  /** The x range a zone can occupy (a box to sample from). */
  private xRange(z: ZoneIx): [number, number] {
    const h = this.half;
    switch (z) {
      case Z.F50:
        return [h - ARC, h - 1];
      case Z.D50:
        return [-h + 1, -h + ARC];
      case Z.AM:
        return [this.third, h - 5];
      case Z.DM:
        return [-h + 5, -this.third];
      default:
        return [-this.third, this.third];
    }
  }

  /** A point that is always in the zone (used if sampling keeps missing, e.g. on a tiny ground). */
  zoneAnchor(z: ZoneIx): Pt {
    const h = this.half;
    const mid = (this.third + Math.max(h - ARC, this.third)) / 2;
    switch (z) {
      case Z.F50:
        return { x: h - 25, y: 0 };
      case Z.D50:
        return { x: -h + 25, y: 0 };
      case Z.AM:
        return { x: mid, y: 0 };
      case Z.DM:
        return { x: -mid, y: 0 };
      default:
        return { x: 0, y: 0 };
    }
  }
}
