import { F, type ShotDetails, type Stoppage } from "@/lib/service/engine/types";
import type { Gen, Next } from "./random-state";
import { person } from "./match-builder";

// Disposals and shots of the random match generator.

const RESULTS: ShotDetails["result"][] = [
  "GOAL",
  "GOAL",
  "GOAL",
  "BEHIND",
  "BEHIND",
  "MISS",
  "RUSHED",
  "OUT_ON_FULL",
];

/** The holder of squad s disposes of the ball. Returns what follows. */
export function dispose(
  g: Gen,
  s: number,
  holder: number,
  clearance: number,
  stop: Stoppage | null,
  forceKick: boolean,
): Next {
  const { r } = g;
  const kick = forceKick || r.float() < 0.6;
  const fromF50 = g.inF50(s);
  const fromD50 = g.inD50(s);
  if (r.float() < 0.1) {
    g.moveTo(s, g.rx(s) + 15, g.sign(s) * g.ball.y);
    g.emit({ code: "BOUNCE", squadId: s, personId: holder });
  }
  const start = { ...g.ball };
  const gain = kick ? r.int(-5, 50) : r.int(-3, 8);
  g.moveTo(s, g.rx(s) + gain, g.sign(s) * g.ball.y + r.int(-20, 20));
  const dest = { ...g.ball };
  const roll = r.float();
  const lost = roll < 0.2;
  let flags = clearance | (lost ? F.TURNOVER | F.CLANGER : r.float() < 0.85 ? F.EFFECTIVE : 0);
  if (!fromF50 && g.inF50(s)) flags |= F.INSIDE_50;
  if (fromD50 && !g.inD50(s)) flags |= F.REBOUND_50;
  if (kick && r.float() < 0.05) flags |= F.GROUND_KICK;
  g.ball = start;
  const kickDetails = {
    foot: "LEFT",
    intent: "GO_TO",
    direction: "CENTRE",
    toX: dest.x,
    toY: dest.y,
  } as const;
  const d = g.emit({
    code: kick ? "KICK" : "HANDBALL",
    squadId: s,
    personId: holder,
    flags,
    pressure: g.pressure(s),
    details: stop ? { stoppageId: stop.id } : {},
    kick: kick ? { ...kickDetails, distance: gain > 40 ? "LONG" : "SHORT" } : null,
  });
  const c = g.cur!;
  if (stop) {
    stop.exitTrxId = d.id;
    if (flags & F.EFFECTIVE) stop.clearanceTrxId = c.clearanceTrxId = d.id;
  }
  if (flags & F.INSIDE_50 && c.inside50TrxId === null) c.inside50TrxId = d.id;
  g.ball = dest;
  if (roll < 0.03) {
    g.emit({ code: "OUT_OF_BOUNDS", squadId: s });
    g.close("OUT_OF_BOUNDS");
    return { kind: "restart", code: "THROW_IN" };
  }
  const o = g.opp(s);
  if (lost) {
    const code = kick ? "MARK" : "LOOSE_BALL_GET";
    const won = g.emit({
      code,
      squadId: o,
      personId: g.pick(o),
      flags: F.INTERCEPT,
      possession: kick ? "U" : "C",
      chainId: g.chains.length + 1,
    });
    g.turnOver(won, d.id);
    return { kind: "play", squad: o, holder: won.personId!, last: kick ? "MARK" : "GENERAL_PLAY" };
  }
  const m = g.pick(s);
  if (!kick) {
    g.emit({ code: "HANDBALL_RECEIVE", squadId: s, personId: m, possession: "U" });
    return { kind: "play", squad: s, holder: m, last: "GENERAL_PLAY" };
  }
  if (r.float() < 0.3) {
    if (r.float() < 0.3)
      g.emit({ code: "ONE_PERCENTER", squadId: s, personId: g.pick(s), details: { oneCode: "KNOCK_ON" } });
    g.emit({ code: r.float() < 0.5 ? "GATHER" : "LOOSE_BALL_GET", squadId: s, personId: m, possession: "U" });
    return { kind: "play", squad: s, holder: m, last: "GENERAL_PLAY" };
  }
  if (r.float() < 0.1)
    g.emit({ code: "ONE_PERCENTER", squadId: o, personId: g.pick(o), details: { oneCode: "SPOIL" } });
  const contested = r.float() < 0.25;
  const markFlags =
    (contested ? F.CONTESTED : 0) | (r.float() < 0.1 ? F.ON_LEAD : 0) | (g.inF50(s) ? F.MARK_INSIDE_50 : 0);
  g.emit({ code: "MARK", squadId: s, personId: m, possession: contested ? "C" : "U", flags: markFlags });
  return { kind: "play", squad: s, holder: m, last: "MARK" };
}

export function shoot(g: Gen, s: number, holder: number, source: ShotDetails["source"]): Next {
  const { r } = g;
  const result = r.pick(RESULTS);
  const type =
    source === "GENERAL_PLAY"
      ? r.pick(["SNAP", "ON_RUN_IN_GENERAL_PLAY", "OFF_GROUND"] as const)
      : "SET_SHOT";
  const shot: ShotDetails = {
    type,
    source,
    angle: "ZONE_1",
    distanceGroup: "M15_30",
    distance: 25,
    angleDegrees: 10,
    result,
    pointsExpected: 1 + r.int(0, 40) / 10,
    accuracyExpected: r.int(10, 90) / 100,
  };
  const kick = { foot: "RIGHT", intent: "SCORE", distance: "MEDIUM", direction: "CENTRE" } as const;
  const scored = result === "GOAL" || result === "BEHIND";
  const k = g.emit({
    code: "KICK",
    squadId: s,
    personId: holder,
    shot,
    flags: scored ? F.EFFECTIVE : 0,
    kick: { ...kick, toX: g.sign(s) * g.half, toY: 0 },
  });
  g.moveTo(s, g.half, 0);
  if (scored || result === "RUSHED") {
    g.score[s] += result === "GOAL" ? 6 : 1;
    const code = result === "RUSHED" ? "RUSHED_BEHIND" : result;
    const sc = g.emit({ code, squadId: s, personId: result === "RUSHED" ? null : holder });
    const chainEvents = g.events.slice(g.cur!.startTrxId - 1, k.id - 1);
    const feed = chainEvents.findLast((e) => e.code === "KICK" || e.code === "HANDBALL");
    if (result === "GOAL" && feed && feed.squadId === s && feed.personId !== holder)
      feed.flags |= F.GOAL_ASSIST;
    for (const e of g.events.slice(g.cur!.startTrxId - 1)) {
      const part = e.possession !== null || e.code === "KICK" || e.code === "HANDBALL";
      if (e.squadId === s && e.personId !== null && part) e.flags |= F.SCORE_INVOLVEMENT;
    }
    g.close(code, { scoreTrxId: sc.id });
    return result === "GOAL"
      ? { kind: "restart", code: "CENTRE_BOUNCE" }
      : { kind: "kickIn", squad: g.opp(s) };
  }
  if (result === "OUT_ON_FULL") {
    const full = g.emit({ code: "OUT_ON_FULL", squadId: s, personId: holder, flags: F.CLANGER });
    const o = person(g.opp(s), 9);
    const free = g.emit({
      code: "FREE_FOR",
      squadId: g.opp(s),
      personId: o,
      possession: "U",
      chainId: g.chains.length + 1,
    });
    g.turnOver(free, k.id, full.id);
    return { kind: "play", squad: g.opp(s), holder: o, last: "FREE" };
  }
  g.emit({ code: "OUT_OF_BOUNDS", squadId: s });
  g.close("OUT_OF_BOUNDS");
  return { kind: "restart", code: "THROW_IN" };
}
