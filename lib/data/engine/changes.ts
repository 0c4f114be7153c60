import { F, type MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { Z, type Pt, type Side } from "./geometry";
import type { Lookahead } from "./acts";
import type { Play } from "./play-state";
import { bandOf, boundaryInBand, fieldPoint } from "./places";
import { chooseKind, dispose, passTarget, receive, spill, usable, type Via } from "./touches";

// Changes of possession that end a chain: turnovers, ball-ups and throw-ins, and the restarts after
// scores (centre bounce, kick-in). Every stoppage is a ruck contest: whether a hitout is won, and
// whether the first possession is a clearance, is drawn so that every player's hitouts and clearances
// are all used: P(hitout) = hitouts left in the match / stoppages left, and P(clearance) = the winning
// squad's clearances left / stoppages it still wins (both forced to 1 once they are equal).

export function turnover(pl: Play): void {
  const x = pl.poss;
  const y = (1 - x) as Side;
  pl.ensureChainEvent();
  let lost: MatchEvent | null = null;
  let via: Via = "LOOSE";
  let free = false;
  let paired = false;
  if (pl.state === "HELD" && pl.holder) {
    const h = pl.holder;
    const r = pl.rng.next();
    const kind = chooseKind(pl, h, 0.6);
    const freeTaker = pl.rot[y].onField().some((p) => p.c.freeFor > 0);
    if (kind && r < 0.55) {
      lost = dispose(pl, kind, "plain", passTarget(pl, x, kind), { intent: "GO_TO_NO_CHANCE" });
      via = kind;
    } else if (freeTaker && r < 0.75) {
      // Caught holding the ball (or another tackling infringement): a free kick to the tackler's squad.
      free = true;
      if (h.x.freeAgainst > 0) {
        h.x.freeAgainst--;
        lost = pl.emit("FREE_AGAINST", x, h, pl.ball, {});
        paired = true;
      } else lost = pl.holderGain;
      pl.state = "LOOSE";
      pl.holder = null;
    } else {
      lost = pl.holderGain;
      spill(pl);
    }
  } else if (pl.state === "FLIGHT" && pl.flight) {
    lost = pl.flight.ev;
    via = pl.flight.kind;
  }
  lost ??= pl.chain?.last ?? null;
  if (lost && lost.squadId === pl.squadIds[x]) lost.flags |= F.TURNOVER;
  if (pl.chain) pl.chain.turnover = lost;
  if (lost && (lost.code === "KICK" || lost.code === "HANDBALL")) lost.flags &= ~F.EFFECTIVE;
  pl.endChain("TURNOVER");
  pl.startChain(y, "POSSESSION_GAIN");
  const zone = pl.zoneFor(y);
  const marks = via === "K" && zone !== Z.F50;
  const r = free
    ? pl.pick(y, (q) => q.c.freeFor, zone)!
    : (pl.pick(y, (q) => usable(q) + (marks ? 2 * (q.c.markOutC + q.c.markOutU) : 0), zone) ??
      pl.pickAny(y, zone));
  receive(pl, y, r, via, {
    intercept: via !== "LOOSE",
    free: free ? "force" : undefined,
    freeContext: free ? "TACKLING" : undefined,
    pairedFree: paired,
  });
}

export function stop(pl: Play, code: "BALL_UP" | "THROW_IN", winner: Side): void {
  pl.ensureChainEvent();
  const x = pl.poss;
  let at: Pt = pl.ball;
  if (code === "BALL_UP") {
    pl.emit("BALL_UP_CALL", x, null, pl.ball, {});
    pl.endChain("BALL_UP_CALL");
  } else {
    const band = bandOf(pl, x);
    const bp = boundaryInBand(pl, band, pl.ballIn(x));
    const h = pl.state === "HELD" ? pl.holder : null;
    const kind = h && pl.rng.chance(0.5) ? chooseKind(pl, h, 0.6) : null;
    if (kind) {
      dispose(pl, kind, "plain", bp, {});
    } else if (pl.state === "FLIGHT" && pl.flight?.ev.kick) {
      const t = pl.frame(bp, x);
      pl.flight.ev.kick.toX = Math.trunc(t.x * 100) / 100 + 0;
      pl.flight.ev.kick.toY = Math.trunc(t.y * 100) / 100 + 0;
    }
    at = pl.frame(bp, x);
    pl.ball = at;
    pl.emit("OUT_OF_BOUNDS", x, null, at, {});
    pl.endChain("OUT_OF_BOUNDS");
  }
  pl.tick(code === "BALL_UP" ? pl.rng.range(5, 12) : pl.rng.range(10, 20));
  stoppage(pl, code, winner, at);
}

export function centreBounce(pl: Play, winner: Side, afterGoal: boolean): void {
  if (afterGoal) pl.tick(pl.rng.range(35, 65));
  pl.ball = { x: 0, y: 0 };
  stoppage(pl, "CENTRE_BOUNCE", winner, pl.ball);
}

function stoppage(pl: Play, code: "CENTRE_BOUNCE" | "BALL_UP" | "THROW_IN", w: Side, at: Pt): void {
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
    const ruck = pl.pick(hs, (q) => q.c.hitout * (q.positionId === 7 ? 3 : 1), null);
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
    perf = pl.pick(w, (q) => (usable(q) > 0 ? q.c.clearance : 0), Z.MID);
  }
  const flag =
    code === "CENTRE_BOUNCE" ? F.CLEARANCE_CB : code === "BALL_UP" ? F.CLEARANCE_BU : F.CLEARANCE_TI;
  if (perf) perf.c.clearance--;
  const fp = perf ?? pl.pickAny(w, Z.MID);
  const flags = F.FIRST_POSSESSION | (perf ? flag : 0);
  let gain = receive(pl, w, fp, "STOP", { firstFlags: flags });
  if (!gain && (perf || usable(fp) === 0)) {
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
  pl.pendingStoppage = st;
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

export function kickIn(pl: Play, o: Side, la: Lookahead): void {
  pl.tick(pl.rng.range(8, 20));
  pl.startChain(o, "KICK_IN");
  const merged = la.next?.k === "REB" && la.next.side === o && la.nextAlloc === 0;
  let taker = merged ? pl.pick(o, (q) => q.c.r50K, Z.D50, null, false) : null;
  const asRebound = taker !== null;
  taker ??= pl.need(
    pl.pick(o, (q) => q.c.plainK, Z.D50),
    o,
    "a kick-in",
    (q) => q.c.plainK,
  );
  const spot = pl.g.kickInSpot(pl.rng);
  pl.ball = pl.frame(spot, o);
  const side = spot.y > 1 ? "LEFT" : spot.y < -1 ? "RIGHT" : "CENTRE";
  pl.emit("KICK_IN", o, taker, pl.ball, { details: { kickinDirection: side } });
  pl.state = "HELD";
  pl.holder = taker;
  pl.holderGain = null;
  pl.poss = o;
  pl.tick(pl.rng.range(3, 8));
  if (asRebound) {
    la.skipNext();
    const land = fieldPoint(pl, Z.DM, spot, pl.rng.range(50, 62), Z.MID);
    dispose(pl, "K", "r50", land, { flags: F.REBOUND_50 | F.EFFECTIVE, intent: "CLEAR", kickIn: true });
  } else {
    const land = fieldPoint(pl, Z.D50, { x: spot.x + 15, y: spot.y }, pl.rng.range(12, 30));
    dispose(pl, "K", "plain", land, { flags: F.EFFECTIVE, intent: "GO_TO", kickIn: true });
  }
}
