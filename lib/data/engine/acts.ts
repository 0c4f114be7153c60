import { F } from "./types";
import { plainDisposals, type PlayerState } from "./cards";
import { ARC, Z, type Pt, type Side, type ZoneIx } from "./geometry";
import { deliver } from "./open-play";
import type { Play } from "./play-state";
import type { Step } from "./plan-chains";
import { boundaryInBand, carry, fieldPoint } from "./places";
import { sampleShotSpot } from "./expected-score";
import { dispose, receive } from "./touches";
import { takeShot } from "./shots";

// The scripted acts of open play (plan-chains.ts): each finds the player holding the card it needs
// (an inside 50, a rebound 50, a mark inside 50), gets the ball to him and plays the card.

export interface Lookahead {
  next: Step | undefined;
  next2: Step | undefined;
  nextAlloc: number; // passes planned before the next step
  skipNext: () => void;
}

const LONG_SHOT_SHARE = 0.22; // of entries followed straight by a shot, the share kicked from 50+ m

function pickOrThrow(
  pl: Play,
  s: Side,
  what: string,
  want: (q: PlayerState) => number,
  zone: ZoneIx,
  exclude: PlayerState | null = null,
): PlayerState {
  return pl.need(pl.pick(s, want, zone, exclude), s, what, want);
}

export function entry(pl: Play, s: Side, la: Lookahead): void {
  const next = la.next;
  const direct = la.nextAlloc === 0 && next !== undefined && "side" in next && next.side === s;
  if (direct && next.k === "SHOT" && pl.rng.chance(LONG_SHOT_SHARE)) {
    const r = next.result;
    const has = (q: PlayerState) =>
      q.c.i50K > 0 && (r === "MISS" || (r === "GOAL" ? q.c.goalK : q.c.behindK) > 0) ? 1 : 0;
    const p = pl.pick(s, has, Z.AM, null, false);
    if (p) {
      la.skipNext();
      takeShot(pl, s, r, { shooter: p, long: true, next: la.next2 });
      return;
    }
  }
  const e = pickOrThrow(pl, s, "an inside 50", (q) => q.c.i50K + q.c.i50H, Z.AM);
  const kick = e.c.i50K > 0 && (e.c.i50H === 0 || pl.rng.chance(0.88));
  const launch = kick ? pl.g.sampleZone(pl.rng, Z.AM) : nearArc(pl, 1);
  deliver(pl, s, e, launch);
  const from = pl.ballIn(s);
  if (!kick && pl.g.goalDistance(from) > ARC + 9) carry(pl, s, nearArc(pl, 1));
  else if (kick && pl.g.goalDistance(from) > ARC + 45) carry(pl, s, pl.g.sampleZone(pl.rng, Z.AM));
  const at = pl.ballIn(s);
  let land: Pt;
  if (!kick) land = towardGoal(pl, at, pl.rng.range(7, 11));
  else if (direct && next.k === "SHOT") land = sampleShotSpot(pl.rng, pl.g, next.result);
  else if (direct && next.k === "MARK_IN" && la.next2?.k === "SHOT")
    land = sampleShotSpot(pl.rng, pl.g, la.next2.result);
  else if (next?.k === "STOP" && next.code === "THROW_IN" && la.nextAlloc === 0)
    land = boundaryInBand(pl, Z.F50, at);
  else land = fieldPoint(pl, Z.F50, at, pl.rng.range(30, 50));
  const dist = Math.hypot(land.x - at.x, land.y - at.y);
  const turnover = next?.k === "TURNOVER" && la.nextAlloc === 0;
  dispose(pl, kick ? "K" : "H", "i50", land, {
    flags: F.INSIDE_50 | (turnover ? 0 : F.EFFECTIVE),
    intent: turnover ? (dist > 45 ? "BOMB" : "GO_TO_NO_CHANCE") : dist > 45 ? "BOMB" : "GO_TO",
  });
  const ev = pl.flight!.ev;
  ev.details.inside50Direction = Math.abs(land.y) < 12 ? "CENTRE" : land.y > 0 ? "LEFT" : "RIGHT";
  ev.details.inside50Intent = ev.kick ? (ev.kick.intent as "GO_TO" | "GO_TO_NO_CHANCE" | "BOMB") : "GO_TO";
}

export function rebound(pl: Play, s: Side): void {
  const r = pickOrThrow(pl, s, "a rebound 50", (q) => q.c.r50K + q.c.r50H, Z.D50);
  const kick = r.c.r50K > 0 && (r.c.r50H === 0 || pl.rng.chance(0.8));
  deliver(pl, s, r, kick ? pl.g.sampleZone(pl.rng, Z.D50) : nearArc(pl, -1));
  if (!kick && ownGoalDistance(pl, s) > ARC - 7) carry(pl, s, nearArcInside(pl));
  const at = pl.ballIn(s);
  const land = kick
    ? fieldPoint(pl, Z.DM, at, pl.rng.range(25, 50), Z.MID)
    : awayFromOwnGoal(pl, at, pl.rng.range(7, 10));
  dispose(pl, kick ? "K" : "H", "r50", land, {
    flags: F.REBOUND_50 | F.EFFECTIVE,
    intent: kick && pl.rng.chance(0.4) ? "CLEAR" : "GO_TO",
  });
}

/** The attack plays backwards out of its forward 50 (not an inside or rebound 50). */
export function backOut(pl: Play, s: Side): void {
  const p = pickOrThrow(pl, s, "a pass out of the forward 50", (q) => plainDisposals(q.c), Z.F50);
  deliver(pl, s, p, pl.g.sampleZone(pl.rng, Z.F50));
  const kick = p.c.plainK > 0 && (p.c.plainH === 0 || pl.rng.chance(0.7));
  if (!kick && pl.g.goalDistance(pl.ballIn(s)) < ARC - 8) carry(pl, s, towardGoal(pl, nearArc(pl, 1), 6));
  const land = nearArc(pl, 1);
  dispose(pl, kick ? "K" : "H", "plain", land, { flags: F.EFFECTIVE, intent: "SWITCH" });
}

/** A defender plays backwards into his own defensive 50. */
export function backIn(pl: Play, s: Side): void {
  const p = pickOrThrow(pl, s, "a pass back into defence", (q) => plainDisposals(q.c), Z.DM);
  deliver(pl, s, p, null);
  const kick = p.c.plainK > 0 && (p.c.plainH === 0 || pl.rng.chance(0.8));
  if (!kick || ownGoalDistance(pl, s) > ARC + 40) carry(pl, s, nearArc(pl, -1));
  dispose(pl, kick ? "K" : "H", "plain", nearArcInside(pl), { flags: F.EFFECTIVE, intent: "SWITCH" });
}

export function markInside50(pl: Play, s: Side, la: Lookahead): void {
  const next = la.next;
  const shot = next?.k === "SHOT" && next.side === s ? next.result : null;
  const has = (q: PlayerState) =>
    shot === "GOAL" ? q.c.goalK : shot === "BEHIND" ? q.c.behindK : shot === "MISS" ? q.c.plainK : 0;
  const m = pickOrThrow(
    pl,
    s,
    "a mark inside 50",
    (q) => (q.c.markInC + q.c.markInU) * (has(q) > 0 ? 5 : 1),
    Z.F50,
  );
  pl.protect.add(m);
  const f = pl.flight;
  if (!(pl.state === "FLIGHT" && f && f.kind === "K" && f.by.side === s && pl.zoneFor(s) === Z.F50)) {
    const spot = shot ? sampleShotSpot(pl.rng, pl.g, shot) : fieldPoint(pl, Z.F50, pl.ballIn(s), 15);
    const holder = pl.state === "HELD" ? pl.holder : null;
    const k =
      holder && holder !== m && holder.side === s && holder.c.plainK > 0
        ? holder
        : pickOrThrow(pl, s, "the kick to a mark inside 50", (q) => q.c.plainK, Z.F50, m);
    deliver(pl, s, k, fieldPoint(pl, Z.F50, pl.ballIn(s), 10));
    dispose(pl, "K", "plain", spot, { flags: F.EFFECTIVE });
  }
  receive(pl, s, m, "K", { markIn: true, free: "never" });
  pl.protect.delete(m);
}

/** Frame point just outside (dir 1: attacking arc) or just inside (dir -1: defensive arc side) an arc. */
function nearArc(pl: Play, dir: 1 | -1): Pt {
  const g = pl.g;
  for (let i = 0; i < 30; i++) {
    const a = pl.rng.normal(0, 0.5);
    const d = ARC + pl.rng.range(2, 7);
    const p = { x: dir * (g.half - d * Math.cos(a)), y: d * Math.sin(a) };
    if (g.inEllipse(p.x, p.y, 3)) return p;
  }
  return { x: dir * (g.half - ARC - 4), y: 0 };
}

function nearArcInside(pl: Play): Pt {
  const g = pl.g;
  for (let i = 0; i < 30; i++) {
    const a = pl.rng.normal(0, 0.6);
    const d = ARC - pl.rng.range(3, 8);
    const p = { x: -(g.half - d * Math.cos(a)), y: d * Math.sin(a) };
    if (g.inEllipse(p.x, p.y, 3)) return p;
  }
  return { x: -g.half + ARC - 5, y: 0 };
}

const ownGoalDistance = (pl: Play, s: Side) => {
  const b = pl.ballIn(s);
  return Math.hypot(b.x + pl.g.half, b.y);
};

/** `d` metres from `p` straight towards the attacking goal, kept in the forward 50. */
function towardGoal(pl: Play, p: Pt, d: number): Pt {
  const g = pl.g;
  const len = Math.hypot(g.half - p.x, p.y) || 1;
  const q = { x: p.x + ((g.half - p.x) * d) / len, y: p.y - (p.y * d) / len };
  return g.fits(q, Z.F50, 2) ? q : fieldPoint(pl, Z.F50, q, 3);
}

/** `d` metres from `p` straight away from the defended goal, landing outside the defensive 50. */
function awayFromOwnGoal(pl: Play, p: Pt, d: number): Pt {
  const g = pl.g;
  const len = Math.hypot(p.x + g.half, p.y) || 1;
  const q = { x: p.x + ((p.x + g.half) * d) / len, y: p.y + (p.y * d) / len };
  return g.inEllipse(q.x, q.y, 3) && g.zone(q.x, q.y) !== Z.D50 ? q : fieldPoint(pl, Z.DM, q, 5, Z.MID);
}
