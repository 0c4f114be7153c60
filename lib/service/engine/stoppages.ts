import { F, type MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { Z, type Pt, type Side } from "./geometry";
import type { Play } from "./play-state";
import { chooseKind, passTarget, usable } from "./passing";
import { dispose, receive } from "./touches";

// Stoppages: centre bounces, ball-ups and throw-ins. Every stoppage is a ruck contest: whether a
// hitout is won, and whether the first possession is a clearance, is drawn so that every player's
// hitouts and clearances are all used: P(hitout) = hitouts left in the match / stoppages left, and
// P(clearance) = the winning squad's clearances left / stoppages it still wins (both forced to 1 once
// they are equal). The winner's first possession starts his squad's chain.

export function centreBounce(pl: Play, winner: Side, afterGoal: boolean): void {
  if (afterGoal) pl.tick(pl.rng.range(35, 65));
  pl.ball = { x: 0, y: 0 };
  stoppage(pl, "CENTRE_BOUNCE", winner, pl.ball);
}

export function stoppage(pl: Play, code: "CENTRE_BOUNCE" | "BALL_UP" | "THROW_IN", w: Side, at: Pt): void {
  const c = pl.startChain(w, code);
  const id = pl.stoppages.length + 1;
  c.stoppageId = id;
  pl.ball = at;
  pl.state = "LOOSE";
  pl.holder = null;
  pl.holderGain = null;
  pl.flight = null;
  const ev = pl.emit(code, null, null, at, { details: { stoppageId: id } });
  const st = {
    id,
    code,
    period: pl.period,
    periodSecs: ev.periodSecs,
    x: ev.x,
    y: ev.y,
    attendance: attendance(pl),
    ev,
    hitout: null as MatchEvent | null,
    first: null as MatchEvent | null,
    clearance: null as MatchEvent | null,
    exit: null as MatchEvent | null,
  };
  pl.stoppages.push(st);
  pl.tick(1.5);
  const hitouts = pl.team.map((t) => t.reduce((a, p) => a + p.c.hitout, 0));
  if (pl.rng.chance((hitouts[0] + hitouts[1]) / Math.max(1, pl.tally.stopsLeft))) {
    const hs = pl.rng.weighted(hitouts) as Side;
    const forced = hitouts[0] + hitouts[1] >= pl.tally.stopsLeft;
    const ruck = pl.pick(hs, (q) => q.c.hitout * (q.positionId === 7 ? 3 : 1), null, null, forced || "noSub");
    if (ruck) {
      ruck.c.hitout--;
      const adv = hs === w;
      st.hitout = pl.emit("HITOUT", hs, ruck, at, {
        flags: F.CONTESTED | (adv ? F.HITOUT_TO_ADVANTAGE : 0),
        details: { hitout: adv ? "ADVANTAGE" : "NEUTRAL", stoppageId: id },
      });
      pl.tick(1);
    }
  }
  const cl = pl.team[w].reduce((a, p) => a + p.c.clearance, 0);
  let perf: PlayerState | null = null;
  if (cl > 0 && pl.rng.chance(cl / Math.max(1, pl.tally.wonLeft[w]))) {
    // Players who can still be credited the possession are preferred, then those with a disposal.
    const ground = (q: PlayerState) => q.c.groundC + q.c.softU;
    const want = (q: PlayerState) => (usable(q) > 0 ? q.c.clearance * (ground(q) > 0 ? 4 : 1) : 0);
    perf = pl.pick(w, want, Z.MID, null, "noSub");
  }
  const flag =
    code === "CENTRE_BOUNCE" ? F.CLEARANCE_CB : code === "BALL_UP" ? F.CLEARANCE_BU : F.CLEARANCE_TI;
  if (perf) perf.c.clearance--;
  const fp = perf ?? pl.pickAny(w, Z.MID);
  const flags = F.FIRST_POSSESSION | (perf ? flag : 0);
  let gain = receive(pl, w, fp, "STOP", { firstFlags: flags });
  const clearing = !gain && perf ? chooseKind(pl, perf, 0.5) : null;
  if (clearing) {
    // No possession of his left to credit: he clears it straight off the ground (a kick or
    // handball at once, carrying the clearance).
    const kind = clearing;
    const ev = dispose(pl, kind, "plain", passTarget(pl, w, kind), { flags: F.EFFECTIVE });
    st.first = st.clearance = st.exit = c.clearance = ev;
  } else if (!gain && (perf || usable(fp) === 0)) {
    // Nothing of his left to credit: the touch is still recorded, without a possession.
    gain = pl.emit("GATHER", w, fp, at, { flags });
    pl.pendingFlags = 0;
    pl.holderGain = gain;
  }
  if (gain) {
    gain.details.stoppageId = id;
    st.first = gain;
    if (perf) st.clearance = c.clearance = gain;
  }
  if ((pl.state as Play["state"]) === "HELD") pl.pendingStoppage = st;
  pl.tally.stopsLeft--;
  pl.tally.wonLeft[w]--;
}

/** Who stands at the contest: each squad's ruck (the on-ground player with most hitouts left) and three mids. */
function attendance(pl: Play): number[] {
  const out: number[] = [];
  for (const side of [0, 1] as const) {
    const on = pl.rot[side].onField();
    const ruck = on.reduce((a, b) =>
      b.c.hitout + (b.positionId === 7 ? 5 : 0) > a.c.hitout + (a.positionId === 7 ? 5 : 0) ? b : a,
    );
    out.push(ruck.id);
    const mids = on.filter(
      (p) => p !== ruck && (p.positionId === 3 || p.positionId === 4 || p.c.clearance > 0),
    );
    for (const p of pl.rng.shuffle(mids).slice(0, 3)) out.push(p.id);
  }
  return out;
}
