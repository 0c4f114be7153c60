import { F } from "./types";
import type { PlayerState } from "./cards";
import { Z, type Side } from "./geometry";
import { fillerTouch, deliver } from "./open-play";
import type { Play } from "./play-state";
import { carry, fieldPoint } from "./places";
import { turnover } from "./changes";
import { dispose, receive } from "./touches";
import { passTarget, usable } from "./passing";

// The last passage of the match: every card the script left unplayed is played before the siren.
// Marks first, because each needs someone else's kick: a team-mate's if one has a kick left, else an
// opponent's (an intercept mark). Then passes for the squad in possession while it has cards, and a
// turnover to the other squad when only the other squad has some.

export function mopUp(pl: Play): void {
  pl.mopUp = true;
  pl.keepKicks = true;
  const able = (p: PlayerState) => pl.rot[p.side].canPlay(p);
  const all = [...pl.team[0], ...pl.team[1]].filter(able);
  // Spread the passage over the time left (about 3 natural seconds a card).
  const cards = all.reduce((a, p) => a + usable(p), 0);
  pl.scale = Math.max(0.05, (pl.qLen - 2 - pl.clock) / (3 * cards + 5));
  for (let guard = 0; guard < 200; guard++) {
    const m = all.find((p) => p.c.markOutC + p.c.markOutU > 0);
    if (!m) break;
    const k =
      all.find((p) => p !== m && p.side === m.side && p.c.plainK > 0) ??
      all.find((p) => p.side !== m.side && p.c.plainK > 0);
    if (!k) break; // no kick left anywhere: reported by the final card check
    kickToMark(pl, k, m);
  }
  pl.keepKicks = false;
  const has = (side: Side) => all.some((p) => p.side === side && usable(p) > 0);
  for (let guard = 0; guard < 3000; guard++) {
    const x = pl.poss;
    if (has(x)) fillerTouch(pl, x);
    else if (has((1 - x) as Side)) turnover(pl);
    else return;
  }
}

/** `k` kicks the ball (outside the marker's forward 50) and `m` marks it. */
function kickToMark(pl: Play, k: PlayerState, m: PlayerState): void {
  const only = (p: PlayerState) => (q: PlayerState) => (q === p ? 1 : 0);
  pl.protect.add(k);
  pl.protect.add(m);
  if (pl.poss !== k.side) turnover(pl);
  pl.pick(k.side, only(k), null);
  deliver(pl, k.side, k, null);
  // A mark in the marker's forward 50 would be a mark inside 50: kick from the open ground.
  const z = pl.zoneFor(k.side);
  if (z === Z.F50 || z === Z.D50)
    carry(pl, k.side, fieldPoint(pl, z === Z.F50 ? Z.AM : Z.DM, pl.ballIn(k.side), 12), Infinity);
  pl.pick(m.side, only(m), null);
  const target = passTarget(pl, k.side, "K");
  if (m.side === k.side) {
    dispose(pl, "K", "plain", target, { flags: F.EFFECTIVE });
    receive(pl, m.side, m, "K", { mark: true });
  } else {
    const lost = dispose(pl, "K", "plain", target, { flags: F.TURNOVER, intent: "GO_TO_NO_CHANCE" });
    if (pl.chain) pl.chain.turnover = lost;
    pl.endChain("TURNOVER");
    pl.startChain(m.side, "POSSESSION_GAIN");
    receive(pl, m.side, m, "K", { mark: true, intercept: true });
  }
  pl.protect.delete(k);
  pl.protect.delete(m);
}
