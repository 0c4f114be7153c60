import { F, type MatchEvents, type Stoppage } from "@/lib/service/engine/types";
import { AWAY, HOME, buildMatch, person } from "./match-builder";
import { dispose, shoot } from "./random-play";
import { Gen, type Next } from "./random-state";

// A seeded random match for property tests and the timing test: plausible play (stoppages, hitouts,
// chains of kicks, handballs and marks, turnovers, tackles, frees, shots, kick-ins, interchanges) with
// the chains, stoppages and stints that go with it. Plausible, not realistic: it exercises every rule.
// About one event every 2.5 s, so four 1,800 s quarters make about 2,900 events.

const CLEARANCE: Record<Stoppage["code"], number> = {
  CENTRE_BOUNCE: F.CLEARANCE_CB,
  BALL_UP: F.CLEARANCE_BU,
  THROW_IN: F.CLEARANCE_TI,
};

function restart(g: Gen, code: Stoppage["code"]): Next {
  const { r } = g;
  if (code === "CENTRE_BOUNCE") g.ball = { x: 0, y: 0 };
  if (code === "THROW_IN") g.ball = { x: g.ball.x, y: (g.ball.y < 0 ? -1 : 1) * 60 };
  const w = r.float() < 0.5 ? HOME : AWAY;
  const id = g.stoppages.length + 1;
  const se = g.emit({ code, squadId: null, chainId: g.chains.length + 1, details: { stoppageId: id } });
  const st: Stoppage = {
    id,
    code,
    period: g.period,
    periodSecs: se.periodSecs,
    x: g.ball.x,
    y: g.ball.y,
    trxId: se.id,
    attendance: [],
    hitoutTrxId: null,
    firstPossessionTrxId: null,
    clearanceTrxId: null,
    exitTrxId: null,
  };
  g.stoppages.push(st);
  // Ball-ups sometimes list only one squad, or nobody: the ruck inference must cope.
  const roll = r.float();
  for (const s of [HOME, AWAY]) {
    if (code === "CENTRE_BOUNCE") st.attendance.push(...[1, 3, 4, 5, 6].map((k) => person(s, k)));
    else if (roll < 0.7 || (roll < 0.85 && s === HOME)) st.attendance.push(person(s, 1), person(s, 3));
  }
  g.open(w, code, se.id, null);
  g.cur!.stoppageId = id;
  if (r.float() < 0.85) {
    const h = r.float() < 0.5 ? HOME : AWAY;
    const adv = r.float() < 0.4;
    st.hitoutTrxId = g.emit({
      code: "HITOUT",
      squadId: h,
      personId: person(h, r.float() < 0.8 ? 1 : 2),
      flags: F.CONTESTED | (adv ? F.HITOUT_TO_ADVANTAGE : 0),
      details: { hitout: adv ? "ADVANTAGE" : "NEUTRAL", stoppageId: id },
    }).id;
  }
  const m = g.pick(w);
  g.cur!.launchPersonId = m;
  const contested = r.float() < 0.7;
  st.firstPossessionTrxId = g.emit({
    code: contested ? "HARD_BALL_GET" : "GATHER",
    squadId: w,
    personId: m,
    possession: contested ? "C" : "U",
    flags: F.FIRST_POSSESSION,
    pressure: g.pressure(w),
    details: { stoppageId: id },
  }).id;
  return dispose(g, w, m, CLEARANCE[code], st, false);
}

function kickIn(g: Gen, s: number): Next {
  const fb = person(s, 9);
  g.moveTo(s, -g.half + 3, 0);
  const k = g.emit({ code: "KICK_IN", squadId: s, personId: fb, chainId: g.chains.length + 1 });
  g.open(s, "KICK_IN", k.id, fb);
  if (g.r.float() < 0.3) g.moveTo(s, -g.half + 20, 0); // played on out of the goal square
  return dispose(g, s, fb, 0, null, true);
}

function play(g: Gen, s: number, holder: number, last: "MARK" | "FREE" | "GENERAL_PLAY"): Next {
  const { r } = g;
  if (g.inF50(s) && r.float() < 0.55) return shoot(g, s, holder, last);
  const roll = r.float();
  if (roll < 0.04) {
    const o = g.opp(s);
    const tackler = g.pick(o);
    g.emit({
      code: "TACKLE",
      squadId: o,
      personId: tackler,
      pressure: { code: "PHYSICAL", points: 3.75, squadId: o, personIds: [tackler] },
    });
    g.emit({ code: "BALL_UP_CALL", squadId: null });
    g.close("BALL_UP_CALL");
    return { kind: "restart", code: "BALL_UP" };
  }
  if (roll < 0.07) {
    const reason = r.float() < 0.3 ? "PENALTY_50M" : "HOLDING_THE_BALL";
    const against = g.emit({
      code: "FREE_AGAINST",
      squadId: s,
      personId: holder,
      flags: F.CLANGER,
      details: { freeKickReason: reason },
    });
    const o = g.opp(s);
    const free = g.emit({
      code: "FREE_FOR",
      squadId: o,
      personId: g.pick(o),
      possession: "C",
      chainId: g.chains.length + 1,
    });
    g.turnOver(free, against.id);
    return { kind: "play", squad: o, holder: free.personId!, last: "FREE" };
  }
  return dispose(g, s, holder, 0, null, false);
}

export function randomMatch(seed: number, periodSecs = [1800, 1800, 1800, 1800]): MatchEvents {
  const g = new Gen(seed);
  periodSecs.forEach((len, i) => {
    Object.assign(g, { period: i + 1, t: 0, len, swapAt: -1, cur: null });
    let next: Next = { kind: "restart", code: "CENTRE_BOUNCE" };
    while (next.kind !== "stop") {
      if (g.t >= g.len) {
        g.emit({ code: "END_OF_QUARTER", squadId: null, chainId: next.kind === "play" ? g.cur!.id : null });
        if (next.kind === "play") g.close("END_OF_QUARTER");
        break;
      }
      if (next.kind === "restart") next = restart(g, next.code);
      else if (next.kind === "kickIn") next = kickIn(g, next.squad);
      else next = play(g, next.squad, next.holder, next.last);
    }
    g.stintsForPeriod();
  });
  return buildMatch({
    events: g.events,
    chains: g.chains,
    stoppages: g.stoppages,
    stints: g.stints,
    periodSecs,
  });
}
