import { F, type Pressure, type ShotDetails } from "./types";
import { openGains, plainDisposals, type PlayerState } from "./cards";
import { ARC, BEHIND_POST_Y, GOAL_POST_Y, Z, type Pt, type Side } from "./geometry";
import { deliver } from "./open-play";
import type { Play } from "./play-state";
import type { Step } from "./plan-chains";
import { boundaryInBand, carry, fieldPoint } from "./places";
import { sampleShotSpot, shotDetails } from "./expected-score";
import { dispose, type DisposalCard } from "./touches";

// Shots at goal. The result is known in advance (the real quarter score); the spot is drawn so that
// goals come from better spots than misses (expected-score.ts). Shot type follows how the shooter got
// the ball: a mark or free kick gives a set shot, no possession event a kick off the ground, anything
// else a snap or a shot on the run (deliberate snaps from tight angles).

export const PRESSURE_POINTS: Record<Pressure["code"], number> = {
  PHYSICAL: 3.75,
  CLOSING: 2.25,
  CHASING: 1.5,
  CORRALLING: 1.2,
  SET: 1.2,
  NONE: 0,
};

const GENERAL_PRESSURE: [Pressure["code"], number][] = [
  ["PHYSICAL", 0.15],
  ["CLOSING", 0.3],
  ["CHASING", 0.2],
  ["CORRALLING", 0.1],
  ["NONE", 0.25],
];

export interface ShotOpts {
  shooter?: PlayerState;
  long?: boolean; // from outside 50: the same kick is also the inside 50
  next?: Step; // what follows (a missed shot going out of bounds lands on the boundary)
}

type Result = "GOAL" | "BEHIND" | "MISS";
const CARD: Record<Result, "goalK" | "behindK" | "plainK"> = {
  GOAL: "goalK",
  BEHIND: "behindK",
  MISS: "plainK",
};

/** Frame point 50–60 m out, in the attacking midfield (a long shot). */
function longSpot(pl: Play): Pt {
  for (let i = 0; i < 30; i++) {
    const d = pl.rng.range(ARC + 1, ARC + 9);
    const a = pl.rng.normal(0, 0.35);
    const p = { x: pl.g.half - d * Math.cos(a), y: d * Math.sin(a) };
    if (pl.g.inEllipse(p.x, p.y, 3) && pl.g.zone(p.x, p.y) === Z.AM) return p;
  }
  return { x: pl.g.half - ARC - 4, y: 0 };
}

export function takeShot(pl: Play, s: Side, r: Result, o: ShotOpts = {}): void {
  const card = CARD[r];
  // Shooters who can still be credited a possession are preferred (else the shot is off the ground).
  const withGain = (q: PlayerState) => q.c[card] * (openGains(q.c) > 0 ? 3 : 1);
  const held = pl.state === "HELD" ? pl.holder : null;
  const shooter =
    o.shooter ??
    (held && held.side === s && held.c[card] > 0
      ? held
      : pl.need(pl.pick(s, withGain, Z.F50), s, `a ${r} shot`, withGain));
  pl.protect.add(shooter);
  const spot = () => (o.long ? longSpot(pl) : sampleShotSpot(pl.rng, pl.g, r));
  if (r === "GOAL") assist(pl, s, shooter, spot, o.long === true);
  if (!(pl.state === "HELD" && pl.holder === shooter)) deliver(pl, s, shooter, spot());
  const d = pl.g.goalDistance(pl.ballIn(s));
  if (o.long && (d < ARC + 1 || d > ARC + 10)) carry(pl, s, longSpot(pl), Infinity); // 50-60 m out
  const at = pl.ballIn(s);
  const gain = pl.holderGain;
  let type: ShotDetails["type"];
  let source: ShotDetails["source"] = "GENERAL_PLAY";
  if (gain?.code === "MARK") [type, source] = ["SET_SHOT", "MARK"];
  else if (gain?.code === "FREE_FOR") [type, source] = ["SET_SHOT", "FREE"];
  else if (gain === null) type = "OFF_GROUND";
  else if (pl.g.goalAngle(at) >= 55) type = pl.rng.chance(0.3) ? "DELIBERATE_SNAP" : "SNAP";
  else type = pl.rng.chance(0.45) ? "SNAP" : "ON_RUN_IN_GENERAL_PLAY";
  const code: Pressure["code"] =
    type === "SET_SHOT"
      ? pl.rng.chance(0.85)
        ? "SET"
        : "NONE"
      : GENERAL_PRESSURE[pl.rng.weighted(GENERAL_PRESSURE.map((x) => x[1]))][0];
  const pressure = pressureBy(pl, (1 - s) as Side, code);
  const details = shotDetails(pl.g, at, type, source, code, r);
  let target: Pt;
  if (r === "GOAL") target = { x: pl.g.half, y: pl.rng.range(-GOAL_POST_Y + 0.3, GOAL_POST_Y - 0.3) };
  else if (r === "BEHIND") {
    const y = pl.rng.chance(0.1) ? GOAL_POST_Y : pl.rng.range(GOAL_POST_Y + 0.3, BEHIND_POST_Y - 0.3);
    target = { x: pl.g.half, y: at.y >= 0 ? y : -y };
  } else if (o.next?.k === "STOP" && o.next.code === "THROW_IN") target = boundaryInBand(pl, Z.F50, at);
  else target = fieldPoint(pl, Z.F50, { x: pl.g.half - 8, y: at.y / 3 }, 6);
  let dcard: DisposalCard = r === "GOAL" ? "goal" : r === "BEHIND" ? "behind" : "plain";
  let flags = 0;
  if (o.long) {
    // The long shot is also the squad's inside 50: it spends an inside-50 card; for a goal or behind
    // the kick is the shot card, so the inside-50 kick becomes an ordinary kick for later.
    flags |= F.INSIDE_50;
    if (r === "MISS") dcard = "i50";
    else {
      shooter.c.i50K--;
      shooter.c.plainK++;
    }
  }
  const ev = dispose(pl, "K", dcard, target, { shot: details, intent: "SCORE", flags });
  ev.pressure = pressure;
  if (r !== "MISS") {
    pl.tick(1);
    const score = pl.emit(r, s, shooter, pl.ball, {});
    pl.chain!.score = score;
    pl.endChain(r);
    pl.state = "LOOSE";
    pl.flight = null;
    if (r === "GOAL") pl.tally.goalsLeft[s]--;
  }
  pl.protect.delete(shooter);
}

/**
 * Goal assists: each goal is assisted with probability (assists left / goals left) for the squad, so
 * the squad's assists are all placed; the pass to the shooter comes from a player holding one.
 */
function assist(pl: Play, s: Side, shooter: PlayerState, spot: () => Pt, long: boolean): void {
  const settled = pl.assistSettled;
  pl.assistSettled = false;
  if (settled) return; // decided with the kick to the shooter's mark (acts.ts markInside50)
  const left = assistsLeft(pl, s);
  // A shooter who has just marked keeps his set shot (his goal's assist was drawn with the kick to
  // him) unless every goal left needs its assist.
  if (pl.state === "HELD" && pl.holder === shooter && left < pl.tally.goalsLeft[s]) return;
  if (left === 0 || !pl.rng.chance(Math.min(1, left / Math.max(1, pl.tally.goalsLeft[s])))) return;
  const f = pl.flight;
  if (pl.state === "FLIGHT" && f && f.by.side === s && f.by !== shooter && f.by.c.assist > 0) {
    f.ev.flags |= F.GOAL_ASSIST;
    f.by.c.assist--;
    return;
  }
  const h = pl.state === "HELD" ? pl.holder : null;
  const a =
    h && h.side === s && h !== shooter && h.c.assist > 0 && plainDisposals(h.c) > 0
      ? h
      : pl.pick(
          s,
          (q) => (q.c.assist > 0 && plainDisposals(q.c) > 0 ? q.c.assist : 0),
          Z.F50,
          shooter,
          "noSub",
        );
  if (!a) return;
  pl.protect.add(a);
  const band = long ? Z.AM : Z.F50;
  deliver(pl, s, a, fieldPoint(pl, band, pl.ballIn(s), 8));
  const pass = deliver(pl, s, shooter, spot(), F.GOAL_ASSIST);
  if (pass && pass.flags & F.GOAL_ASSIST) a.c.assist--;
  pl.protect.delete(a);
}

export function assistsLeft(pl: Play, s: Side): number {
  let left = 0;
  for (const p of pl.team[s]) left += p.c.assist;
  return left;
}

/** Whether the goal now being set up is assisted (assists left / goals left, so all are placed). */
export function drawAssist(pl: Play, s: Side): boolean {
  const left = assistsLeft(pl, s);
  return left > 0 && pl.rng.chance(Math.min(1, left / Math.max(1, pl.tally.goalsLeft[s])));
}

/** Pressure of `code` by one on-ground player of `side` (none for NONE). */
export function pressureBy(pl: Play, side: Side, code: Pressure["code"]): Pressure | null {
  if (code === "NONE") return null;
  const on = pl.rot[side].onField();
  return { code, points: PRESSURE_POINTS[code], squadId: pl.squadIds[side], personIds: [pl.rng.pick(on).id] };
}

export function rushedBehind(pl: Play, s: Side): void {
  const held = pl.state === "HELD" ? pl.holder : null;
  const want = (q: PlayerState) => q.c.plainK;
  const k =
    held && held.side === s && held.c.plainK > 0
      ? held
      : pl.need(pl.pick(s, want, Z.F50), s, "a rushed behind", want);
  pl.protect.add(k);
  deliver(pl, s, k, fieldPoint(pl, Z.F50, { x: pl.g.half - 20, y: 0 }, 8));
  const at = pl.ballIn(s);
  const gp = { x: pl.g.half, y: pl.rng.range(-BEHIND_POST_Y + 0.5, BEHIND_POST_Y - 0.5) };
  const asShot = pl.rng.chance(0.55);
  const shot = asShot ? shotDetails(pl.g, at, "SNAP", "GENERAL_PLAY", "CLOSING", "RUSHED") : null;
  const ev = dispose(pl, "K", "plain", gp, { shot, intent: asShot ? "SCORE" : "BOMB" });
  if (shot) ev.pressure = pressureBy(pl, (1 - s) as Side, "CLOSING");
  pl.tick(1);
  const score = pl.emit("RUSHED_BEHIND", s, null, pl.ball, {});
  pl.chain!.score = score;
  pl.endChain("RUSHED_BEHIND");
  pl.state = "LOOSE";
  pl.flight = null;
  pl.protect.delete(k);
}
