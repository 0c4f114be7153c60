import { Z, type Pt, type Side, type ZoneIx } from "./geometry";
import type { Play } from "./play-state";

// Where things happen, in a squad's frame: landing spots in a zone, boundary points for throw-ins and
// the player carrying the ball a few metres.

/** A frame point in `zone` (or `alt`) about `dist` m from `near`, heading towards that zone. */
export function fieldPoint(pl: Play, zone: ZoneIx, near: Pt, dist: number, alt: ZoneIx = zone): Pt {
  const g = pl.g;
  const anchor = g.zoneAnchor(zone);
  const dir = Math.atan2(anchor.y - near.y, anchor.x - near.x);
  for (let i = 0; i < 30; i++) {
    const d = dist * pl.rng.range(0.6, 1.25);
    const t = dir + pl.rng.normal(0, i < 15 ? 0.5 : 1.2);
    const p = { x: near.x + d * Math.cos(t), y: near.y + d * Math.sin(t) };
    if (!g.inEllipse(p.x, p.y, 3) || !g.clearOfArcs(p)) continue;
    const z = g.zone(p.x, p.y);
    if (z === zone || z === alt) return p;
  }
  return g.nearestInZone(pl.rng, zone, near);
}

/** A point on the side boundary (1.5 m in) in the same zone band as frame point `near`. */
export function boundaryInBand(pl: Play, zone: ZoneIx, near: Pt): Pt {
  const g = pl.g;
  const ySign = near.y >= 0 ? 1 : -1;
  const inBand = (p: Pt) => {
    if (!g.clearOfArcs(p)) return false;
    const z = g.zone(p.x, p.y);
    return zone === Z.F50 || zone === Z.D50 ? z === zone : z !== Z.F50 && z !== Z.D50;
  };
  const first = g.boundaryAt(near.x, ySign);
  if (inBand(first)) return first;
  // In an arc the boundary is only reachable near the goal: walk towards that end.
  const end = zone === Z.D50 ? -1 : 1;
  for (let k = 0; k < 12; k++) {
    const p = g.boundaryAt(end * (g.half - 12 - 2 * k), ySign);
    if (inBand(p)) return p;
  }
  return g.boundaryAt(0, ySign);
}

/**
 * The holder runs with the ball towards frame point `to` (about 6 m a second), at most `maxRun` m
 * (a run stops short unless the point must be reached, as for a handball into the 50 m arc).
 */
export function carry(pl: Play, side: Side, to: Pt, maxRun = 30): void {
  const from = pl.ballIn(side);
  const d = Math.hypot(to.x - from.x, to.y - from.y);
  const k = d > maxRun ? maxRun / d : 1;
  const p = { x: from.x + (to.x - from.x) * k, y: from.y + (to.y - from.y) * k };
  const z = pl.g.zone(to.x, to.y);
  // A shortened run keeps to the zone band of its end point (it never crosses an arc by accident).
  const ok =
    k === 1 ||
    (pl.g.clearOfArcs(p) &&
      pl.g.inEllipse(p.x, p.y, 3) &&
      (pl.g.zone(p.x, p.y) === z ||
        (z !== Z.F50 && z !== Z.D50 && pl.g.zone(p.x, p.y) !== Z.F50 && pl.g.zone(p.x, p.y) !== Z.D50)));
  pl.ball = pl.frame(ok ? p : from, side);
  pl.tick(1 + (d * k) / 6);
}

/** Zone band of the ball for `side`: the forward 50, the defensive 50 or the ground between. */
export function bandOf(pl: Play, side: Side): ZoneIx {
  const z = pl.zoneFor(side);
  return z === Z.F50 || z === Z.D50 ? z : Z.MID;
}

/**
 * Frame point `d` m from the attacking goal's centre, on the side of frame point `near` (a radial
 * move: a few metres in or out of the 50 m arc without crossing the ground).
 */
export function arcPoint(pl: Play, near: Pt, d: number): Pt {
  const g = pl.g;
  const base = Math.atan2(near.y, g.half - near.x);
  for (let i = 0; i < 20; i++) {
    const a = Math.max(-1.2, Math.min(1.2, base)) * (i < 10 ? 1 : 0.7) + pl.rng.normal(0, 0.1);
    const p = { x: g.half - d * Math.cos(a), y: d * Math.sin(a) };
    if (g.inEllipse(p.x, p.y, 3) && g.clearOfArcs(p)) return p;
  }
  return { x: g.half - d, y: 0 };
}

/** The same about the defended goal. */
export function ownArcPoint(pl: Play, near: Pt, d: number): Pt {
  const p = arcPoint(pl, { x: -near.x, y: -near.y }, d);
  return { x: -p.x, y: -p.y };
}

export const ownGoalDistance = (pl: Play, s: Side) => {
  const b = pl.ballIn(s);
  return Math.hypot(b.x + pl.g.half, b.y);
};

/** `d` metres from `p` straight towards the attacking goal, kept in the forward 50. */
export function towardGoal(pl: Play, p: Pt, d: number): Pt {
  const g = pl.g;
  const len = Math.hypot(g.half - p.x, p.y) || 1;
  const q = { x: p.x + ((g.half - p.x) * d) / len, y: p.y - (p.y * d) / len };
  return g.fits(q, Z.F50, 2) ? q : fieldPoint(pl, Z.F50, q, 3);
}

/** `d` metres from `p` straight away from the defended goal, landing outside the defensive 50. */
export function awayFromOwnGoal(pl: Play, p: Pt, d: number): Pt {
  const g = pl.g;
  const len = Math.hypot(p.x + g.half, p.y) || 1;
  const q = { x: p.x + ((p.x + g.half) * d) / len, y: p.y + (p.y * d) / len };
  return g.inEllipse(q.x, q.y, 3) && g.clearOfArcs(q) && g.zone(q.x, q.y) !== Z.D50
    ? q
    : fieldPoint(pl, Z.DM, q, 5, Z.MID);
}
