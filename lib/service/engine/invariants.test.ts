import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAflDataset } from "../afl/load-afl-dataset";
import type { Dataset } from "../model/dataset";
import { POSITION } from "../model/positions";
import { engineInputFrom, type EngineInput } from "./engine-input";
import { generateMatchEvents } from "./generate-match";
import { attackSign, Ground } from "./geometry";
import { F, type MatchEvent, type MatchEvents } from "./types";

// Realism invariants on a sample of real matches: every 16th match (all seasons, most venues) plus
// the small and narrow grounds (SCG, Kardinia Park) and a draw. Each check names the match and the
// event that breaks it.

interface Case {
  input: EngineInput;
  me: MatchEvents;
  g: Ground;
  sideOf: (squadId: number | null) => 0 | 1 | -1;
}
let ds: Dataset;
let cases: Case[] = [];

beforeAll(() => {
  ds = loadAflDataset(path.join(process.cwd(), "data/afl"));
  const venue = (code: string) => ds.venues.find((v) => v.code === code)!.id;
  const pick = new Set(ds.matches.filter((_, i) => i % 16 === 0).map((m) => m.id));
  for (const code of ["SCG", "KARD"]) pick.add(ds.matches.find((m) => m.venueId === venue(code))!.id);
  const draw = ds.matches.find((m) => {
    const h = m.homeQuarters[3];
    const a = m.awayQuarters[3];
    return 6 * h.goals + h.behinds === 6 * a.goals + a.behinds;
  })!;
  pick.add(draw.id);
  cases = [...pick].map((id) => {
    const input = engineInputFrom(ds, id);
    // Generation time is a benchmark (npm run bench), never a pass/fail test on a shared machine.
    const me = generateMatchEvents(input);
    const sideOf = (s: number | null) => (s === me.homeSquadId ? 0 : s === me.awaySquadId ? 1 : -1);
    return { input, me, g: new Ground(me.venue.length, me.venue.width), sideOf };
  });
});

/** The event's point with its squad attacking +x. */
function rotated(c: Case, e: Pick<MatchEvent, "x" | "y" | "period" | "squadId">, x = e.x, y = e.y) {
  const side = c.sideOf(e.squadId);
  const s = attackSign(e.period, side === 1 ? 1 : 0);
  return { x: s * x, y: s * y };
}
const isDisposal = (e: MatchEvent) => e.code === "KICK" || e.code === "HANDBALL";
const failures = (list: string[]) => expect(list.slice(0, 10)).toEqual([]);

describe("match engine invariants", () => {
  it("samples a small venue, a narrow one and a draw across the three seasons", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const seasons = new Set(cases.map((c) => c.input.match.seasonId));
    expect(seasons.size).toBe(3);
    expect(cases.some((c) => c.me.venue.length === 155.5)).toBe(true);
  });

  it("is deterministic: the same match id gives the same events", () => {
    for (const c of cases.slice(0, 5)) {
      expect(generateMatchEvents(engineInputFrom(ds, c.input.match.id))).toEqual(c.me);
    }
  });

  it("keeps every event and kick on the ground, within its period, ids in time order", () => {
    const bad: string[] = [];
    for (const c of cases) {
      let prev: MatchEvent | null = null;
      c.me.events.forEach((e, i) => {
        const where = `${c.input.match.id} #${e.id} ${e.code}`;
        if (e.id !== i + 1) bad.push(`${where}: id out of sequence`);
        if (!c.g.insideGround(e.x, e.y)) bad.push(`${where}: (${e.x}, ${e.y}) off the ground`);
        if (e.kick && !c.g.insideGround(e.kick.toX, e.kick.toY))
          bad.push(`${where}: kick lands off the ground`);
        if (e.period < 1 || e.period > 4) bad.push(`${where}: period ${e.period}`);
        if (e.periodSecs < 0 || e.periodSecs > c.me.periodSecs[e.period - 1])
          bad.push(`${where}: time outside period`);
        if (prev && (e.period < prev.period || (e.period === prev.period && e.periodSecs < prev.periodSecs)))
          bad.push(`${where}: earlier than the event before it`);
        if (e.code === "KICK" && !e.kick) bad.push(`${where}: kick without details`);
        prev = e;
      });
    }
    failures(bad);
  });

  it("centre bounces at (0, 0) start every quarter and follow every goal; kick-ins follow every behind", () => {
    const bad: string[] = [];
    for (const c of cases) {
      const ev = c.me.events.filter((e) => e.code !== "INTERCHANGE");
      const goals = ev.filter((e) => e.code === "GOAL").length;
      const cbs = ev.filter((e) => e.code === "CENTRE_BOUNCE");
      if (cbs.length !== 4 + goals)
        bad.push(`${c.input.match.id}: ${cbs.length} centre bounces, ${goals} goals`);
      for (const e of cbs)
        if (e.x !== 0 || e.y !== 0) bad.push(`${c.input.match.id} #${e.id}: bounce off centre`);
      for (let p = 1; p <= 4; p++) {
        if (ev.find((e) => e.period === p)?.code !== "CENTRE_BOUNCE")
          bad.push(`${c.input.match.id} Q${p} starts otherwise`);
      }
      ev.forEach((e, i) => {
        const next = ev[i + 1];
        if (e.code === "GOAL" && next?.code !== "CENTRE_BOUNCE")
          bad.push(`${c.input.match.id} #${e.id}: no bounce after goal`);
        if (
          (e.code === "BEHIND" || e.code === "RUSHED_BEHIND") &&
          (next?.code !== "KICK_IN" || next.squadId === e.squadId)
        )
          bad.push(`${c.input.match.id} #${e.id}: no kick-in by the other squad after a behind`);
      });
    }
    failures(bad);
  });

  it("has about 27 centre bounces and 65-70 ball-ups and throw-ins, throw-ins at the boundary", () => {
    const stops = cases.map(
      (c) => c.me.events.filter((e) => e.code === "BALL_UP" || e.code === "THROW_IN").length,
    );
    const mean = stops.reduce((a, b) => a + b, 0) / stops.length;
    expect(mean).toBeGreaterThan(60);
    expect(mean).toBeLessThan(78);
    for (const c of cases) {
      const throwIns = c.me.events.filter((x) => x.code === "THROW_IN");
      expect(throwIns.length, `${c.input.match.id} throw-ins`).toBeGreaterThan(0);
      for (const e of throwIns) {
        const r = Math.hypot(e.x / c.g.half, e.y / c.g.hw);
        expect(r, `${c.input.match.id} #${e.id}`).toBeGreaterThan(0.9);
      }
    }
    const cbs = cases.map((c) => c.me.events.filter((e) => e.code === "CENTRE_BOUNCE").length);
    expect(cbs.reduce((a, b) => a + b, 0) / cbs.length).toBeGreaterThan(22);
  });

  it("gives hitouts to rucks at stoppages", () => {
    const bad: string[] = [];
    let byRuck = 0;
    let all = 0;
    let ruckHit = 0;
    for (const c of cases) {
      const player = new Map(c.input.players.map((p) => [p.personId, p]));
      const st = new Map(c.me.stoppages.map((s) => [s.id, s]));
      for (const p of c.input.players) if (p.positionId === POSITION.RUCK) ruckHit += p.stats.HITOUT ?? 0;
      for (const e of c.me.events.filter((x) => x.code === "HITOUT")) {
        all++;
        if (player.get(e.personId!)?.positionId === POSITION.RUCK) byRuck++;
        const s = e.details.stoppageId === undefined ? undefined : st.get(e.details.stoppageId);
        if (!s || s.hitoutTrxId !== e.id || s.trxId >= e.id)
          bad.push(`${c.input.match.id} #${e.id}: hitout outside a stoppage`);
      }
    }
    failures(bad);
    // Every hitout is a player's real hitout: rucks win exactly the ones they hold, most of them.
    expect(byRuck).toBe(ruckHit);
    expect(byRuck / all).toBeGreaterThan(0.8);
  });

  it("links chains in order; every possession event is in one; scores end chains", () => {
    const bad: string[] = [];
    const ends = { TURNOVER: 0, STOPPAGE: 0, SCORE: 0, ALL: 0 };
    for (const c of cases) {
      const id = c.input.match.id;
      const chains = c.me.chains;
      chains.forEach((ch, i) => {
        if (ch.id !== i + 1) bad.push(`${id}: chain ${ch.id} out of sequence`);
        if (
          ch.prevChainId !== (i === 0 ? null : i) ||
          ch.nextChainId !== (i === chains.length - 1 ? null : i + 2)
        )
          bad.push(`${id}: chain ${ch.id} badly linked`);
        if (ch.startTrxId > ch.endTrxId) bad.push(`${id}: chain ${ch.id} ends before it starts`);
        if (i > 0 && chains[i - 1].endTrxId >= ch.startTrxId)
          bad.push(`${id}: chain ${ch.id} overlaps the last`);
        const scored = ch.endState === "GOAL" || ch.endState === "BEHIND" || ch.endState === "RUSHED_BEHIND";
        if (scored && ch.scoreTrxId !== ch.endTrxId)
          bad.push(`${id}: chain ${ch.id} does not end with its score`);
        ends.ALL++;
        if (ch.endState === "TURNOVER") ends.TURNOVER++;
        if (ch.endState === "BALL_UP_CALL" || ch.endState === "OUT_OF_BOUNDS") ends.STOPPAGE++;
        if (scored) ends.SCORE++;
      });
      const byId = new Map(chains.map((ch) => [ch.id, ch]));
      for (const e of c.me.events) {
        if (e.code === "INTERCHANGE") continue;
        const ch = e.chainId === null ? undefined : byId.get(e.chainId);
        if (e.squadId !== null && !ch) bad.push(`${id} #${e.id} ${e.code}: in no chain`);
        if (ch && (e.id < ch.startTrxId || e.id > ch.endTrxId)) bad.push(`${id} #${e.id}: outside its chain`);
        if (
          (e.code === "GOAL" || e.code === "BEHIND" || e.code === "RUSHED_BEHIND") &&
          ch?.scoreTrxId !== e.id
        )
          bad.push(`${id} #${e.id}: a score that does not end its chain`);
      }
    }
    failures(bad);
    expect(ends.TURNOVER / ends.ALL).toBeGreaterThan(0.48);
    expect(ends.TURNOVER / ends.ALL).toBeLessThan(0.62);
    expect(ends.STOPPAGE / ends.ALL).toBeGreaterThan(0.2);
    expect(ends.STOPPAGE / ends.ALL).toBeLessThan(0.3);
    expect(ends.SCORE / ends.ALL).toBeLessThan(0.2);
  });

  it("precedes every goal and behind by the scorer's shot; shots are mostly inside 50", () => {
    const bad: string[] = [];
    let shots = 0;
    let inside = 0;
    let misses = 0;
    let xs = 0;
    for (const c of cases) {
      const ev = c.me.events;
      ev.forEach((e, i) => {
        if (e.shot) {
          shots++;
          xs += e.shot.pointsExpected;
          if (e.shot.result === "MISS") misses++;
          const p = rotated(c, e);
          if (Math.hypot(c.g.half - p.x, p.y) <= 50) inside++;
          if (e.shot.accuracyExpected < 0 || e.shot.accuracyExpected > 1)
            bad.push(`${e.id}: accuracy out of range`);
        }
        if ((e.code !== "GOAL" && e.code !== "BEHIND") || e.personId === null) return;
        const shot = ev
          .slice(0, i)
          .reverse()
          .find((x) => x.chainId === e.chainId && x.personId === e.personId && isDisposal(x));
        if (!shot?.shot || shot.shot.result !== e.code)
          bad.push(`${c.input.match.id} #${e.id}: ${e.code} without the shot`);
      });
    }
    failures(bad);
    expect(inside / shots).toBeGreaterThanOrEqual(0.8);
    expect(misses).toBeGreaterThan(0);
    const perTeam = shots / (2 * cases.length);
    expect(perTeam).toBeGreaterThan(20);
    expect(perTeam).toBeLessThan(30);
    expect(xs / shots).toBeGreaterThan(2.8);
    expect(xs / shots).toBeLessThan(3.6);
  });

  it("launches inside 50s from outside the forward 50 into it, rebound 50s out of the defensive 50", () => {
    const bad: string[] = [];
    let entries = 0;
    let fromAm = 0;
    for (const c of cases) {
      for (const e of c.me.events) {
        if (!isDisposal(e) || !(e.flags & (F.INSIDE_50 | F.REBOUND_50))) continue;
        const from = rotated(c, e);
        const zone = c.g.zone(from.x, from.y);
        const to = e.kick ? rotated(c, e, e.kick.toX, e.kick.toY) : null;
        const toZone = to ? c.g.zone(to.x, to.y) : null;
        const where = `${c.input.match.id} #${e.id}`;
        if (e.flags & F.INSIDE_50) {
          entries++;
          if (zone === 3) fromAm++;
          if (zone === 4) bad.push(`${where}: inside 50 from inside the 50`);
          if (toZone !== null && toZone !== 4) bad.push(`${where}: inside 50 lands outside the 50`);
        }
        if (e.flags & F.REBOUND_50) {
          if (zone !== 0) bad.push(`${where}: rebound 50 from outside the defensive 50`);
          if (toZone === 0) bad.push(`${where}: rebound 50 lands in the defensive 50`);
        }
      }
      const marksIn50 = c.me.events.filter((x) => x.code === "MARK" && x.flags & F.MARK_INSIDE_50);
      expect(marksIn50.length, `${c.input.match.id} marks inside 50`).toBeGreaterThan(0);
      for (const e of marksIn50) {
        const p = rotated(c, e);
        if (c.g.zone(p.x, p.y) !== 4) bad.push(`${c.input.match.id} #${e.id}: mark inside 50 outside the 50`);
      }
    }
    failures(bad);
    expect(fromAm / entries).toBeGreaterThan(0.6);
  });

  it("rotates players by time on ground: interchanges, substitutes, events only while on the ground", () => {
    const bad: string[] = [];
    const rotations: number[] = [];
    let togErr = 0;
    let players = 0;
    let paired = 0;
    let direct = 0;
    for (const c of cases) {
      const id = c.input.match.id;
      const stints = new Map<number, MatchEvents["stints"]>();
      for (const s of c.me.stints) {
        const list = stints.get(s.personId);
        if (list) list.push(s);
        else stints.set(s.personId, [s]);
      }
      const on = (person: number, e: MatchEvent) =>
        (stints.get(person) ?? []).some(
          (s) => s.period === e.period && s.fromSecs <= e.periodSecs && e.periodSecs <= s.toSecs,
        );
      for (const e of c.me.events)
        if (e.personId !== null && !on(e.personId, e)) bad.push(`${id} #${e.id}: player off the ground`);
      const total = c.me.periodSecs.reduce((a, b) => a + b, 0);
      for (const squad of [c.me.homeSquadId, c.me.awaySquadId]) {
        rotations.push(c.me.events.filter((e) => e.code === "INTERCHANGE" && e.squadId === squad).length);
        for (let p = 1; p <= 4; p++) {
          const secs = c.me.stints
            .filter((s) => s.squadId === squad && s.period === p)
            .reduce((a, s) => a + s.toSecs - s.fromSecs, 0);
          if (secs !== 18 * c.me.periodSecs[p - 1])
            bad.push(`${id} Q${p} squad ${squad}: not 18 on the ground`);
        }
        const list = c.input.players.filter((p) => p.squadId === squad);
        const subOn = list.filter((p) => p.subStatus === "on");
        const subOff = list.filter((p) => p.subStatus === "off");
        for (const p of subOn) {
          const entries = c.me.events.filter(
            (e) => e.code === "INTERCHANGE" && e.details.interchange?.onPersonId === p.personId,
          );
          if (p.timeOnGroundPct > 0 && entries.length !== 1)
            bad.push(`${id}: substitute ${p.personId} enters ${entries.length} times`);
        }
        if (subOn.length === 1 && subOff.length === 1 && subOn[0].timeOnGroundPct > 0) {
          // The replaced player starts no stint after the substitute comes on and does nothing after
          // his last one (he leaves with the substitution, or at most minutes later if play still
          // needed him, replaced by a bench player).
          const off = subOff[0].personId;
          const sub = c.me.events.find(
            (e) => e.code === "INTERCHANGE" && e.details.interchange?.onPersonId === subOn[0].personId,
          );
          paired++;
          if (sub?.details.interchange?.offPersonId === off) direct++;
          const after = (period: number, secs: number) =>
            !!sub && (period > sub.period || (period === sub.period && secs > sub.periodSecs));
          const mine = stints.get(off) ?? [];
          const last = mine[mine.length - 1];
          // (A stint from the start of a quarter continues the one that ended the quarter before.)
          const later = mine.some((s) => s.fromSecs > 0 && after(s.period, s.fromSecs));
          const back = c.me.events.some(
            (e) =>
              e.code === "INTERCHANGE" && e.details.interchange?.onPersonId === off && !!sub && e.id > sub.id,
          );
          const beyond = (e: MatchEvent) =>
            e.personId === off &&
            (e.period > last.period || (e.period === last.period && e.periodSecs > last.toSecs));
          if (!sub || !last || later || back || c.me.events.some(beyond))
            bad.push(`${id}: replaced player ${off} does not leave for good`);
        }
        for (const p of list) {
          const secs = (stints.get(p.personId) ?? []).reduce((a, s) => a + s.toSecs - s.fromSecs, 0);
          togErr += Math.abs((100 * secs) / total - p.timeOnGroundPct);
          players++;
        }
      }
    }
    failures(bad);
    const mean = rotations.reduce((a, b) => a + b, 0) / rotations.length;
    expect(mean).toBeGreaterThanOrEqual(75);
    expect(mean).toBeLessThanOrEqual(95);
    expect(togErr / players).toBeLessThan(4);
    // Usually the substitute comes on for the player he replaces (else that one has already left).
    expect(direct / paired).toBeGreaterThan(0.7);
  });

  it("puts opposition pressure with the published points on possessions and disposals", () => {
    const points = { PHYSICAL: 3.75, CLOSING: 2.25, CHASING: 1.5, CORRALLING: 1.2, SET: 1.2, NONE: 0 };
    const bad: string[] = [];
    let pressured = 0;
    let touches = 0;
    for (const c of cases) {
      for (const e of c.me.events) {
        if (e.possession !== null || isDisposal(e)) touches++;
        if (!e.pressure) continue;
        pressured++;
        if (e.pressure.points !== points[e.pressure.code])
          bad.push(`#${e.id}: ${e.pressure.code} worth ${e.pressure.points}`);
        if (e.pressure.squadId === e.squadId) bad.push(`#${e.id}: pressure by its own squad`);
      }
    }
    failures(bad);
    expect(pressured / touches).toBeGreaterThan(0.3);
    expect(pressured / touches).toBeLessThan(0.7);
  });
});
