import { openGains, plainDisposals, type PlayerState } from "./cards";
import { Z, type Pt, type Side, type ZoneIx } from "./geometry";
import type { Play } from "./play-state";

// Choices of open-play passing: whether a squad can still spend a plain kick (kicks are rationed so
// that the kick-ins, missed shots and marks still to come have kicks left), kick or handball, and where
// a pass lands.

/**
 * Plain kicks a squad can still spend: `any` = its plain kicks less those the script still needs
 * (kick-ins, missed shots, rushed behinds, kicks to marks inside 50) and a margin of 1; `free` also
 * keeps one for each mark outside 50 still to take (a mark is only ever taken off a kick; about 30% of
 * rebound-50 kicks are marked, so those count against it; a player's own kicks cannot serve his own
 * marks). An unmarked kick needs free > 0, a kick to a mark any > 0.
 */
export function kickSlack(pl: Play, side: Side): { any: number; free: number } {
  // The closing passage keeps every kick for the marks still to take until they are taken.
  if (pl.mopUp) return { any: Infinity, free: pl.keepKicks ? 0 : Infinity };
  let plainK = 0;
  let marks = 0;
  let r50K = 0;
  for (const p of pl.team[side]) {
    plainK += p.c.plainK;
    marks += p.c.markOutC + p.c.markOutU;
    r50K += p.c.r50K;
  }
  const any = plainK - pl.kickNeeds[side] - 1;
  let free = any - 1 - Math.max(0, marks - Math.round(0.3 * r50K));
  // A player cannot kick to himself: his marks need his team-mates' kicks.
  for (const p of pl.team[side]) {
    const m = p.c.markOutC + p.c.markOutU;
    if (m > 0) free = Math.min(free, any - p.c.plainK - m);
  }
  return { any, free };
}

/**
 * Whether `h` may kick to `r` for a mark: every other player with marks to take must still have
 * enough team-mates' kicks left for them afterwards (a kick by h to r leaves r's need and h's own
 * supply as they were but takes one kick from everyone else's supply). In the closing passage
 * (mop-up.ts) anything goes.
 */
export function markKickSafe(pl: Play, h: PlayerState, r: PlayerState): boolean {
  if (pl.mopUp) return true;
  let kicks = -pl.kickNeeds[h.side];
  for (const p of pl.team[h.side]) kicks += p.c.plainK;
  for (const p of pl.team[h.side]) {
    const m = p.c.markOutC + p.c.markOutU;
    if (m > 0 && p !== h && p !== r && kicks - p.c.plainK - 1 < m) return false;
  }
  return true;
}

/**
 * Kick or handball, from the holder's cards: short passes in the forward 50, longer ones elsewhere.
 * Unless `markedKick` (the pass will be marked), a squad short of kicks (kickSlack) handballs or,
 * with no handball left, returns null (the holder spills the ball).
 */
export function chooseKind(pl: Play, p: PlayerState, preferKick = 0.5, markedKick = false): "K" | "H" | null {
  const plainH = p.c.plainH;
  const slack = p.c.plainK > 0 ? kickSlack(pl, p.side) : null;
  const plainK = slack && (markedKick ? slack.any : slack.free) <= 0 ? 0 : p.c.plainK;
  if (plainK + plainH === 0) return null;
  if (plainK === 0) return "H";
  if (plainH === 0) return "K";
  const share = plainK / (plainK + plainH);
  return pl.rng.chance(Math.min(0.95, Math.max(0.05, share + (preferKick - 0.5)))) ? "K" : "H";
}

/**
 * A frame point for an open-play pass that stays in the zone band it starts in: the forward 50, the
 * defensive 50, or the ground between the arcs (kicks 18–45 m, handballs 4–12 m, mostly forward).
 */
export function passTarget(pl: Play, side: Side, kind: "K" | "H"): Pt {
  const g = pl.g;
  const from = pl.ballIn(side);
  const z = g.zone(from.x, from.y);
  const band = (q: ZoneIx) => (z === Z.F50 || z === Z.D50 ? q === z : q !== Z.F50 && q !== Z.D50);
  const dist =
    kind === "K" ? (z === Z.F50 ? pl.rng.range(8, 25) : pl.rng.range(18, 45)) : pl.rng.range(4, 12);
  const dir = z === Z.F50 ? Math.atan2(-from.y, g.half - from.x) : 0;
  if (pl.toWing) {
    // Towards the nearer side line, stopping a few metres short of it (a throw-in follows).
    const side = from.y >= 0 ? 1 : -1;
    const edge = g.boundaryAt(from.x, side, 0).y;
    const d = Math.min(kind === "K" ? 45 : 12, Math.max(4, Math.abs(edge - from.y) - pl.rng.range(3, 9)));
    const p = { x: from.x + pl.rng.normal(0, 4), y: from.y + side * d };
    if (g.inEllipse(p.x, p.y, 2) && g.clearOfArcs(p) && band(g.zone(p.x, p.y))) return p;
  }
  for (let i = 0; i < 30; i++) {
    const d = dist * pl.rng.range(0.6, 1.2);
    const t = dir + pl.rng.normal(0, i < 15 ? 0.7 : 1.6);
    const p = { x: from.x + d * Math.cos(t), y: from.y + d * Math.sin(t) };
    if (g.inEllipse(p.x, p.y, 3) && g.clearOfArcs(p) && band(g.zone(p.x, p.y))) return p;
  }
  return band(z) && g.inEllipse(from.x, from.y, 3)
    ? from
    : g.nearestInZone(pl.rng, z === Z.F50 || z === Z.D50 ? z : Z.MID, from);
}

/** Everyone's cards usable in open play (possessions and plain disposals). */
export const usable = (p: PlayerState) => openGains(p.c) + plainDisposals(p.c) + p.c.freeFor;
