import { F, type MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { Z, type Pt, type Side } from "./geometry";
import type { Play } from "./play-state";
import { dispose, receive, spill } from "./touches";
import { chooseKind, kickSlack, markKickSafe, passTarget, usable } from "./passing";

// Open play between the scripted acts: team-mates passing the ball on, and the feeder pass that puts
// the ball in the hands of the player an act needs.

/** One more team-mate of `side` gets the ball (the holder passes or spills it first). */
export function fillerTouch(pl: Play, side: Side): void {
  if (pl.state === "HELD" && pl.holder && pl.holder.side === side) {
    const h = pl.holder;
    const inF50 = pl.zoneFor(side) === Z.F50;
    // A kick to a leading team-mate who marks it: as often as the squad's marks need (marks per
    // plain kick left), always when kicks are short (kickSlack).
    const slack = h.c.plainK > 0 ? kickSlack(pl, side) : null;
    if (!inF50 && slack && slack.any > 0) {
      let marks = 0;
      let kicks = 1;
      for (const p of pl.team[side]) {
        marks += p.c.markOutC + p.c.markOutU;
        kicks += p.c.plainK;
      }
      const share = pl.mopUp || slack.free <= 0 ? 0.95 : Math.min(0.9, Math.max(0.2, marks / kicks));
      if (marks > 0 && pl.rng.chance(share)) {
        const target = passTarget(pl, side, "K");
        const z = pl.g.zone(target.x, target.y);
        // Players with kicks of their own need others' kicks for their marks: they are served first.
        const marker = (p: PlayerState) => (p.c.markOutC + p.c.markOutU) * (1 + p.c.plainK);
        const r = z === Z.F50 ? null : pl.pick(side, marker, z, h, pl.mopUp);
        if (r && markKickSafe(pl, h, r)) {
          pl.protect.add(r); // he must still be on the ground when the ball arrives
          dispose(pl, "K", "plain", target, { flags: F.EFFECTIVE });
          receive(pl, side, r, "K", { mark: true });
          pl.protect.delete(r);
          return;
        }
      }
    }
    const kind = chooseKind(pl, h, inF50 ? 0.3 : 0.45);
    if (kind) {
      const target = passTarget(pl, side, kind);
      const z = pl.g.zone(target.x, target.y);
      // Receivers who can use the ball now (a mark is no use off a handball).
      const want = (p: PlayerState) => usable(p) - (kind === "H" ? p.c.markOutC + p.c.markOutU : 0);
      const r = pl.pick(side, want, z, h, "noSub") ?? pl.pickAny(side, z, h);
      pl.protect.add(r);
      dispose(pl, kind, "plain", target, { flags: F.EFFECTIVE });
      receive(pl, side, r, kind);
      pl.protect.delete(r);
    } else {
      spill(pl);
      receive(pl, side, pl.pickAny(side, pl.zoneFor(side), h), "LOOSE");
    }
    return;
  }
  // The ball is in the air or loose: off a kick outside the forward 50, players with marks to take lead.
  const via = pl.state === "FLIGHT" && pl.flight ? pl.flight.kind : "LOOSE";
  const z = pl.zoneFor(side);
  const marks = via === "K" && z !== Z.F50;
  const want = (p: PlayerState) =>
    usable(p) + (marks ? 2 * (p.c.markOutC + p.c.markOutU) : -p.c.markOutC - p.c.markOutU);
  const r = pl.pick(side, want, z, null, "noSub") ?? pl.pickAny(side, z);
  receive(pl, side, r, via);
}

/**
 * Makes `p` the holder. If a team-mate holds the ball he passes it to `at` (frame point of `side`;
 * a point in the same zone band as the ball) with `flags`; otherwise `p` collects it where it is.
 */
export function deliver(pl: Play, side: Side, p: PlayerState, at: Pt | null, flags = 0): MatchEvent | null {
  if (pl.state === "HELD" && pl.holder === p) return null;
  pl.protect.add(p);
  let pass: MatchEvent | null = null;
  if (pl.state === "HELD" && pl.holder && pl.holder.side === side) {
    const h = pl.holder;
    const from = pl.ballIn(side);
    const far = at !== null && Math.hypot(at.x - from.x, at.y - from.y) > 14;
    const marks =
      p.c.markOutC + p.c.markOutU > 0 &&
      pl.g.zone(at?.x ?? 0, at?.y ?? 0) !== Z.F50 &&
      markKickSafe(pl, h, p);
    const kind = chooseKind(pl, h, far ? 0.9 : 0.2, marks);
    const relay = kind === "H" && at !== null && Math.hypot(at.x - from.x, at.y - from.y) > 25;
    if (relay && flags === 0) {
      // Too far for a handball: it goes to a team-mate on the way, who passes on (at most twice).
      const r = pl.pick(side, (q) => (q === p ? 0 : usable(q)), pl.zoneFor(side), h, "noSub");
      if (r && pl.relays < 2) {
        pl.relays++;
        pl.protect.add(r);
        deliver(pl, side, r, null);
        pl.protect.delete(r);
        const out = deliver(pl, side, p, at, flags);
        pl.relays--;
        pl.protect.delete(p);
        return out;
      }
    }
    if (kind) {
      // Within reach: a handball goes 10 m towards the point, a kick at most 50 m.
      let target = at ?? passTarget(pl, side, kind);
      const d = Math.hypot(target.x - from.x, target.y - from.y);
      const max = kind === "H" ? 10 : 50;
      if (d > max) {
        const near = {
          x: from.x + ((target.x - from.x) * max) / d,
          y: from.y + ((target.y - from.y) * max) / d,
        };
        const same = pl.g.clearOfArcs(near) && pl.g.zone(near.x, near.y) === pl.g.zone(target.x, target.y);
        target = same && pl.g.inEllipse(near.x, near.y, 3) ? near : passTarget(pl, side, kind);
      }
      pass = dispose(pl, kind, "plain", target, { flags: flags | F.EFFECTIVE });
      receive(pl, side, p, kind, { mark: marks });
    } else {
      spill(pl);
      receive(pl, side, p, "LOOSE");
    }
  } else {
    const via = pl.state === "FLIGHT" && pl.flight ? pl.flight.kind : "LOOSE";
    receive(pl, side, p, via, { intercept: pl.state === "FLIGHT" && pl.flight?.by.side !== side });
  }
  pl.protect.delete(p);
  return pass;
}
