import { F, type MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { Z, type Pt, type Side } from "./geometry";
import type { Play } from "./play-state";
import { chooseKind, dispose, kickSlack, passTarget, receive, spill, usable } from "./touches";

// Open play between the scripted acts: team-mates passing the ball on, and the feeder pass that puts
// the ball in the hands of the player an act needs.

/** One more team-mate of `side` gets the ball (the holder passes or spills it first). */
export function fillerTouch(pl: Play, side: Side): void {
  if (pl.state === "HELD" && pl.holder && pl.holder.side === side) {
    const h = pl.holder;
    const inF50 = pl.zoneFor(side) === Z.F50;
    // A kick to a leading team-mate who marks it: as often as the squad's marks need (marks per
    // plain kick left), always when kicks are short (kickSlack).
    if (!inF50 && h.c.plainK > 0) {
      let marks = 0;
      let kicks = 1;
      for (const p of pl.team[side]) {
        marks += p.c.markOutC + p.c.markOutU;
        kicks += p.c.plainK;
      }
      const share = kickSlack(pl, side) <= 0 ? 0.9 : Math.min(0.9, Math.max(0.2, marks / kicks));
      if (marks > 0 && pl.rng.chance(share)) {
        const target = passTarget(pl, side, "K");
        const z = pl.g.zone(target.x, target.y);
        const r = z === Z.F50 ? null : pl.pick(side, (p) => p.c.markOutC + p.c.markOutU, z, h, false);
        if (r) {
          dispose(pl, "K", "plain", target, { flags: F.EFFECTIVE });
          receive(pl, side, r, "K", { mark: true });
          return;
        }
      }
    }
    const kind = chooseKind(pl, h, inF50 ? 0.3 : 0.45);
    if (kind) {
      const target = passTarget(pl, side, kind);
      const z = pl.g.zone(target.x, target.y);
      const r = pl.pick(side, usable, z, h) ?? pl.pickAny(side, z, h);
      dispose(pl, kind, "plain", target, { flags: F.EFFECTIVE });
      receive(pl, side, r, kind);
    } else {
      spill(pl);
      receive(pl, side, pl.pickAny(side, pl.zoneFor(side), h), "LOOSE");
    }
    return;
  }
  const via = pl.state === "FLIGHT" && pl.flight ? pl.flight.kind : "LOOSE";
  const r = pl.pickAny(side, pl.zoneFor(side));
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
    const marks = p.c.markOutC + p.c.markOutU > 0 && pl.g.zone(at?.x ?? 0, at?.y ?? 0) !== Z.F50;
    const kind = chooseKind(pl, h, far ? 0.9 : 0.2, marks);
    if (kind) {
      let target = at ?? passTarget(pl, side, kind);
      if (kind === "H" && far && at) {
        const d = Math.hypot(at.x - from.x, at.y - from.y);
        const near = { x: from.x + ((at.x - from.x) * 10) / d, y: from.y + ((at.y - from.y) * 10) / d };
        target = pl.g.zone(near.x, near.y) === pl.g.zone(at.x, at.y) ? near : passTarget(pl, side, "H");
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
