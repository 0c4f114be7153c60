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
    if (!g.inEllipse(p.x, p.y, 3)) continue;
    const z = g.zone(p.x, p.y);
    if (z === zone || z === alt) return p;
  }
  return g.sampleZone(pl.rng, zone);
}

/** A point on the side boundary (1.5 m in) in the same zone band as frame point `near`. */
export function boundaryInBand(pl: Play, zone: ZoneIx, near: Pt): Pt {
  const g = pl.g;
  const ySign = near.y >= 0 ? 1 : -1;
  const inBand = (p: Pt) => {
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

/** The holder runs with the ball to frame point `to` (about 6 m a second). */
export function carry(pl: Play, side: Side, to: Pt): void {
  const from = pl.ballIn(side);
  const d = Math.hypot(to.x - from.x, to.y - from.y);
  pl.ball = pl.frame(to, side);
  pl.tick(1 + d / 6);
}

/** Zone band of the ball for `side`: the forward 50, the defensive 50 or the ground between. */
export function bandOf(pl: Play, side: Side): ZoneIx {
  const z = pl.zoneFor(side);
  return z === Z.F50 || z === Z.D50 ? z : Z.MID;
}
