import { F, type MatchEvent } from "./types";
import type { PlayerState } from "./cards";
import { Z, type Pt, type Side } from "./geometry";
import type { Lookahead } from "./lookahead";
import type { Play } from "./play-state";
import { bandOf, boundaryInBand, fieldPoint } from "./places";
import { dispose, receive, spill, type Via } from "./touches";
import { chooseKind, passTarget, usable } from "./passing";
import { fillerTouch } from "./open-play";
import { stoppage } from "./stoppages";

// Changes of possession that end a chain: turnovers, the calls that lead to ball-ups and throw-ins
// (the stoppages themselves are in stoppages.ts), and the kick-in after a behind.

/** The squad in possession loses the ball; with `interceptMark` its holder kicks and it is marked. */
export function turnover(pl: Play, interceptMark = false): void {
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
    const kind = interceptMark ? "K" : chooseKind(pl, h, 0.6);
    const freeTaker = pl.rot[y].onField().some((p) => p.c.freeFor > 0);
    if (kind && (r < 0.55 || interceptMark)) {
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
  const markers = (q: PlayerState) => q.c.markOutC + q.c.markOutU;
  const r = free
    ? pl.pick(y, (q) => q.c.freeFor, zone)!
    : ((interceptMark && marks ? pl.pick(y, markers, zone) : null) ??
      pl.pick(y, (q) => usable(q) + (marks ? 2 * markers(q) : 0), zone, null, "noSub") ??
      pl.pickAny(y, zone));
  receive(pl, y, r, via, {
    intercept: via !== "LOOSE",
    free: free ? "force" : undefined,
    freeContext: free ? "TACKLING" : undefined,
    pairedFree: paired,
    mark: interceptMark,
  });
}

export function stop(pl: Play, planned: "BALL_UP" | "THROW_IN", winner: Side): void {
  pl.ensureChainEvent();
  const x = pl.poss;
  if (planned === "THROW_IN" && !nearLine(pl, x) && pl.team[x].some((p) => usable(p) > 0)) {
    // Far from the line: one more pass towards the wing first.
    pl.toWing = true;
    fillerTouch(pl, x);
    pl.toWing = false;
  }
  let at: Pt = pl.ball;
  // A throw-in needs the ball to go over the line near where it is: the holder kicks (or handballs)
  // it over if the line is within reach, a kick in flight within reach of the line is taken over it,
  // or the ball is run or knocked out from at most 30 m. Otherwise the stoppage is a ball-up.
  const band = bandOf(pl, x);
  const bp = boundaryInBand(pl, band, pl.ballIn(x));
  const h = pl.state === "HELD" ? pl.holder : null;
  const from = pl.ballIn(x);
  const gap = Math.hypot(bp.x - from.x, bp.y - from.y);
  const kind = planned === "THROW_IN" && h && pl.rng.chance(0.5) ? chooseKind(pl, h, 0.6) : null;
  const launch = pl.flight ? pl.frame({ x: pl.flight.ev.x, y: pl.flight.ev.y }, x) : from;
  const byKick = kind !== null && gap <= (kind === "K" ? 45 : 10);
  const inFlight =
    pl.state === "FLIGHT" && !!pl.flight?.ev.kick && Math.hypot(bp.x - launch.x, bp.y - launch.y) <= 55;
  const code = planned === "THROW_IN" && (byKick || inFlight || gap <= 30) ? "THROW_IN" : "BALL_UP";
  if (code === "BALL_UP") {
    pl.emit("BALL_UP_CALL", x, null, pl.ball, {});
    pl.endChain("BALL_UP_CALL");
  } else {
    if (byKick) {
      dispose(pl, kind, "plain", bp, {});
    } else if (inFlight && pl.flight?.ev.kick) {
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

/** Whether the ball (or the kick in flight) is within 30 m of the side line, so it can go out there. */
function nearLine(pl: Play, x: Side): boolean {
  const from = pl.ballIn(x);
  const bp = boundaryInBand(pl, bandOf(pl, x), from);
  return Math.hypot(bp.x - from.x, bp.y - from.y) <= 30;
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
    const land = fieldPoint(pl, Z.DM, spot, pl.rng.range(42, 58), Z.MID);
    dispose(pl, "K", "r50", land, { flags: F.REBOUND_50 | F.EFFECTIVE, intent: "CLEAR", kickIn: true });
  } else {
    const land = fieldPoint(pl, Z.D50, { x: spot.x + 15, y: spot.y }, pl.rng.range(12, 30));
    dispose(pl, "K", "plain", land, { flags: F.EFFECTIVE, intent: "GO_TO", kickIn: true });
  }
}
