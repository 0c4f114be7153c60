import { F } from "./types";
import { plainDisposals, type PlayerState } from "./cards";
import { ARC, Z, type Pt, type Side, type ZoneIx } from "./geometry";
import { deliver } from "./open-play";
import type { Play } from "./play-state";
import {
  arcPoint,
  awayFromOwnGoal,
  boundaryInBand,
  carry,
  fieldPoint,
  ownArcPoint,
  ownGoalDistance,
  towardGoal,
} from "./places";
import { sampleShotSpot } from "./expected-score";
import { dispose, receive } from "./touches";
import { kickSlack } from "./passing";
import { turnover } from "./changes";
import type { Lookahead } from "./lookahead";
import { drawAssist, takeShot } from "./shots";

// The scripted acts of open play (plan-chains.ts): each finds the player holding the card it needs
// (an inside 50, a rebound 50, a mark inside 50), gets the ball to him and plays the card.

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
  // A long shot only from within about 25 m of the arc.
  const inRange = pl.g.goalDistance(pl.ballIn(s)) < ARC + 25;
  if (direct && next.k === "SHOT" && inRange && pl.rng.chance(LONG_SHOT_SHARE)) {
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
  // Handball entries (12%) only from near the arc; a kick when the holder has one otherwise.
  const nearArc = pl.g.goalDistance(pl.ballIn(s)) < ARC + 20;
  const kick = e.c.i50K > 0 && (e.c.i50H === 0 || !nearArc || pl.rng.chance(0.88));
  // Where it must land when a shot (or a mark and shot) follows at once, or a throw-in.
  let land: Pt | null = null;
  if (kick && direct && next.k === "SHOT") land = sampleShotSpot(pl.rng, pl.g, next.result);
  else if (kick && direct && next.k === "MARK_IN" && la.next2?.k === "SHOT")
    land = sampleShotSpot(pl.rng, pl.g, la.next2.result);
  // The kick is launched from the attacking midfield within reach of its landing; a handball from
  // just outside the arc.
  const cur = pl.ballIn(s);
  const launch = kick ? fieldPoint(pl, Z.AM, land ?? cur, land ? 35 : 15) : arcPoint(pl, cur, ARC + 4);
  deliver(pl, s, e, launch);
  let at = pl.ballIn(s);
  const reach = kick ? 55 : 10;
  const far = (p: Pt) => Math.hypot(p.x - at.x, p.y - at.y) > reach;
  if ((!kick && pl.g.goalDistance(at) > ARC + 9) || (kick && land && far(land))) {
    if (kick && land) carry(pl, s, fieldPoint(pl, Z.AM, land, 35));
    else carry(pl, s, arcPoint(pl, at, ARC + 4), Infinity); // a handball entry starts at the arc
    at = pl.ballIn(s);
  } else if (kick && pl.g.goalDistance(at) > ARC + 45) {
    carry(pl, s, arcPoint(pl, at, ARC + 35)); // from deep: he runs on before kicking long
    at = pl.ballIn(s);
  }
  if (land && far(land)) land = null; // too far to reach: an ordinary entry instead
  if (!land) {
    if (!kick) land = towardGoal(pl, at, pl.rng.range(7, 11));
    else if (next?.k === "STOP" && next.code === "THROW_IN" && la.nextAlloc === 0)
      land = boundaryInBand(pl, Z.F50, at);
    else land = fieldPoint(pl, Z.F50, at, pl.rng.range(25, 45));
  }
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
  const kick = r.c.r50K > 0 && (r.c.r50H === 0 || ownGoalDistance(pl, s) < 30 || pl.rng.chance(0.8));
  const cur = pl.ballIn(s);
  deliver(pl, s, r, kick ? fieldPoint(pl, Z.D50, cur, 12) : ownArcPoint(pl, cur, ARC - 4));
  if (!kick && ownGoalDistance(pl, s) < ARC - 8)
    carry(pl, s, ownArcPoint(pl, pl.ballIn(s), ARC - 4), Infinity);
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
  const p = pickOrThrow(pl, s, "a pass out of the forward 50", backPasser(pl, s), Z.F50);
  deliver(pl, s, p, fieldPoint(pl, Z.F50, pl.ballIn(s), 10));
  const kick = p.c.plainK > 0 && (p.c.plainH === 0 || (kickSlack(pl, s).free > 0 && pl.rng.chance(0.7)));
  if (!kick && pl.g.goalDistance(pl.ballIn(s)) < ARC - 6)
    carry(pl, s, arcPoint(pl, pl.ballIn(s), ARC - 4), Infinity);
  const land = arcPoint(pl, pl.ballIn(s), ARC + (kick ? pl.rng.range(4, 15) : 4));
  dispose(pl, kick ? "K" : "H", "plain", land, { flags: F.EFFECTIVE, intent: "SWITCH" });
}

/** A defender plays backwards into his own defensive 50. */
export function backIn(pl: Play, s: Side): void {
  const p = pickOrThrow(pl, s, "a pass back into defence", backPasser(pl, s), Z.DM);
  deliver(pl, s, p, null);
  const kick = p.c.plainK > 0 && (p.c.plainH === 0 || (kickSlack(pl, s).free > 0 && pl.rng.chance(0.8)));
  const own = ownGoalDistance(pl, s);
  if ((!kick && own > ARC + 6) || own > ARC + 40)
    carry(pl, s, ownArcPoint(pl, pl.ballIn(s), ARC + 4), Infinity);
  const land = ownArcPoint(pl, pl.ballIn(s), ARC - (kick ? pl.rng.range(5, 20) : 4));
  dispose(pl, kick ? "K" : "H", "plain", land, { flags: F.EFFECTIVE, intent: "SWITCH" });
}

export function markInside50(pl: Play, s: Side, la: Lookahead): void {
  const next = la.next;
  const shot = next?.k === "SHOT" && next.side === s ? next.result : null;
  const has = (q: PlayerState) =>
    shot === "GOAL" ? q.c.goalK : shot === "BEHIND" ? q.c.behindK : shot === "MISS" ? q.c.plainK : 0;
  // A mark inside 50 before a shot goes to a player who also holds that shot (a set shot after the
  // mark; he is brought on if need be), else to any holder.
  const marks = (q: PlayerState) => q.c.markInC + q.c.markInU;
  const both = shot ? pl.pick(s, (q) => (has(q) > 0 ? marks(q) : 0), Z.F50, null, "noSub") : null;
  const m = both ?? pickOrThrow(pl, s, "a mark inside 50", marks, Z.F50);
  pl.protect.add(m);
  // The kick to a player who marks and then kicks the goal is its assist: decided here, and then
  // kicked by a player holding one when possible.
  const goalNext = shot === "GOAL" && m.c.goalK > 0;
  const wantAssist = goalNext && drawAssist(pl, s);
  const f = pl.flight;
  const direct = pl.state === "FLIGHT" && f && f.kind === "K" && f.by.side === s && pl.zoneFor(s) === Z.F50;
  const assisting = (q: PlayerState) => (q.c.plainK > 0 && q.c.assist > 0 ? 1 : 0);
  // An entry kick straight to the mark is kept unless the assist it should carry needs another kicker
  // (then a team-mate gathers the entry and kicks to the mark).
  const relay =
    direct && wantAssist && f.by.c.assist === 0 && pl.pick(s, assisting, Z.F50, m, false) !== null;
  if (!direct || relay) {
    const spot = shot ? sampleShotSpot(pl.rng, pl.g, shot) : fieldPoint(pl, Z.F50, pl.ballIn(s), 15);
    const holder = pl.state === "HELD" ? pl.holder : null;
    const kicks = (q: PlayerState) => q.c.plainK;
    const held = holder && holder !== m && holder.side === s && holder.c.plainK > 0 ? holder : null;
    const k =
      (held && (!wantAssist || held.c.assist > 0) ? held : null) ??
      (wantAssist ? pl.pick(s, assisting, Z.F50, m, "noSub") : null) ??
      held ??
      pl.pick(s, kicks, Z.F50, m, "noSub");
    if (!k) {
      // Only the marker has a kick left: he marks an opponent's kick out of defence instead.
      interceptInside50(pl, s, m, spot);
      pl.protect.delete(m);
      return;
    }
    deliver(pl, s, k, fieldPoint(pl, Z.F50, spot, 25));
    // The kick to the mark is 10-45 m: a kicker further away runs towards the spot first.
    const from = pl.ballIn(s);
    if (Math.hypot(spot.x - from.x, spot.y - from.y) > 45) carry(pl, s, fieldPoint(pl, Z.F50, spot, 25));
    dispose(pl, "K", "plain", spot, { flags: F.EFFECTIVE });
  }
  const kick = pl.flight;
  if (wantAssist && kick && kick.by !== m && kick.by.c.assist > 0) {
    kick.ev.flags |= F.GOAL_ASSIST;
    kick.by.c.assist--;
    pl.assistSettled = true;
  }
  receive(pl, s, m, "K", { markIn: true, free: "never" });
  pl.protect.delete(m);
}

/** Who can pass backwards: anyone with a plain disposal, but only handballers while kicks are short. */
function backPasser(pl: Play, s: Side): (q: PlayerState) => number {
  const short = kickSlack(pl, s).free <= 0;
  const some = pl.team[s].some((q) => q.c.plainH > 0);
  return (q) => (short && some ? q.c.plainH : plainDisposals(q.c));
}

/** `s` loses the ball in its forward 50; the defence kicks it and `m` marks it back inside 50. */
function interceptInside50(pl: Play, s: Side, m: PlayerState, spot: Pt): void {
  const o = (1 - s) as Side;
  const want = (q: PlayerState) => q.c.plainK;
  turnover(pl);
  const k = pickOrThrow(pl, o, "the kick to a mark inside 50", want, Z.D50);
  deliver(pl, o, k, null);
  const lost = dispose(pl, "K", "plain", pl.frame(pl.frame(spot, s), o), {
    flags: F.TURNOVER,
    intent: "GO_TO_NO_CHANCE",
  });
  if (pl.chain) pl.chain.turnover = lost;
  pl.endChain("TURNOVER");
  pl.startChain(s, "POSSESSION_GAIN");
  receive(pl, s, m, "K", { markIn: true, free: "never", intercept: true });
}
