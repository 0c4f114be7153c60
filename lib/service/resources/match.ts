import type { DatasetMatch } from "@/lib/service/model/dataset";
import { POSITION, POSITION_TYPES } from "@/lib/service/model/positions";
import { squadKey } from "@/lib/service/store/store";
import { squadRef, venueRef, type Ctx } from "./context";
import { liveOf } from "./events/match-events";
import { matchType } from "./fixture";
import { periodTimings, points } from "./match-clock";
import { matchState } from "./match-state";
import { ageAt } from "./squads";

const iso = (ms: number) => new Date(ms).toISOString();
const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;

export function matchName(ctx: Ctx, m: DatasetMatch) {
  const h = squadRef(ctx, m.homeSquadId, m.seasonId);
  const a = squadRef(ctx, m.awaySquadId, m.seasonId);
  return { name: `${h.name} v ${a.name}`, code: `${h.code} v ${a.code}` };
}

/** The match details. Times of periods that have not started yet are omitted; an unfinished period has no end. */
export function matchDetails(ctx: Ctx, m: DatasetMatch) {
  const s = ctx.store.seasons.get(m.seasonId)!;
  const phase = s.phases.find((p) => p.id === m.phaseId)!;
  const round = phase.rounds.find((r) => r.id === m.roundId)!;
  const st = matchState(m, ctx.nowMs, liveOf(ctx));
  const timings = periodTimings(m).filter((p) => st.clock.phase !== "scheduled" && p.startMs <= ctx.nowMs);
  const done = st.clock.phase === "complete";
  const endMs = timings.length ? timings[timings.length - 1].endMs : 0;
  const elapsed = done ? Math.round((endMs - Date.parse(m.utcStart)) / 1000) : 0;
  return {
    id: m.id,
    ...matchName(ctx, m),
    phaseId: m.phaseId,
    seasonId: m.seasonId,
    competitionId: s.competitionId,
    competitionName: s.competitionName,
    roundNumber: m.roundNumber,
    phaseName: phase.name,
    phaseRoundNumber: round.phaseNumber,
    result: st.result.name,
    resultCode: st.result.code,
    winningSquadId: st.winningSquadId,
    attendance: done ? m.attendance : null,
    leagueId: s.leagueId,
    levelId: s.levelId,
    type: matchType(m.typeCode),
    date: { startDate: m.localDate, startTime: m.localTime, utcMatchStart: m.utcStart },
    time: {
      utcMatchStartActual: st.clock.phase === "scheduled" ? null : m.utcStart,
      utcMatchEndActual: done ? iso(endMs) : null,
      periodSecs: st.clock.periodSecs,
      duration: mmss(elapsed),
    },
    venue: venueRef(ctx, m.venueId),
    status: st.status,
    // The source records no coin toss; it is not invented.
    coinToss: null,
    home: { ...squadRef(ctx, m.homeSquadId, m.seasonId), score: st.home },
    away: { ...squadRef(ctx, m.awaySquadId, m.seasonId), score: st.away },
    periods: timings.map((p) => ({
      period: p.period,
      utcPeriodStart: iso(p.startMs),
      utcPeriodEnd: p.endMs <= ctx.nowMs ? iso(p.endMs) : null,
      periodSecs: p.endMs <= ctx.nowMs ? p.secs : Math.floor((ctx.nowMs - p.startMs) / 1000),
    })),
    // A finished match's statistics last changed at its end; until then they are as of now (a live
    // match's change as it is played), to the second, so answers within a second stay alike.
    lastModified: { statisticUpdate: iso(done ? endMs : Math.floor(ctx.nowMs / 1000) * 1000) },
  };
}

const POSITIONS = new Map(POSITION_TYPES.flatMap((t) => t.positions).map((p) => [p.id, p]));
const ref3 = (id: number) => {
  const p = POSITIONS.get(id)!;
  return { id: p.id, code: p.code, name: p.name };
};

/** The match's persons. Selected position: the sub as SUBSTITUTE, everyone else at his season position. */
export function matchPersons(ctx: Ctx, m: DatasetMatch) {
  const pms = ctx.store.playerMatchesByMatch.get(m.id) ?? [];
  const side = (squadId: number) => ({
    ...squadRef(ctx, squadId, m.seasonId),
    players: pms
      .filter((pm) => pm.squadId === squadId)
      .map((pm) => {
        const p = ctx.store.persons.get(pm.personId)!;
        const seasonPos =
          (ctx.store.squadPlayers.get(squadKey(m.seasonId, squadId)) ?? []).find((x) => x.personId === p.id)
            ?.positionId ?? POSITION.INTERCHANGE;
        return {
          displayName: p.displayName,
          fullname: p.fullname,
          personId: p.id,
          jumperNumber: pm.jumperNumber,
          dateOfBirth: p.dateOfBirth,
          matchAge: ageAt(p.dateOfBirth, Date.parse(m.utcStart)),
          height: p.height,
          weight: p.weight,
          firstname: p.firstname,
          surname: p.surname,
          positions: {
            selected: ref3(pm.subStatus === "on" ? POSITION.SUBSTITUTE : seasonPos),
            season: ref3(seasonPos),
          },
        };
      }),
  });
  return { matchId: m.id, squads: { home: side(m.homeSquadId), away: side(m.awaySquadId) }, officials: [] };
}

export function matchVenue(ctx: Ctx, m: DatasetMatch) {
  const v = ctx.store.venues.get(m.venueId)!;
  return {
    code: v.code,
    id: v.id,
    name: v.name,
    matchId: m.id,
    // The history's grounds have no known dimensions: null, not a made-up size.
    dimensions: v.length === null || v.width === null ? null : { length: v.length, width: v.width },
    location: { country: { ...v.country, state: v.state }, timezone: v.timeZone },
  };
}

const resultOf = (own: number, opp: number) =>
  own > opp
    ? { result: "Won", resultCode: "W" }
    : own < opp
      ? { result: "Lost", resultCode: "L" }
      : { result: "Drawn", resultCode: "D" };

/** The score by period: each side's score by quarter (own and cumulative) as far as the match has gone. */
export function matchScore(ctx: Ctx, m: DatasetMatch) {
  const st = matchState(m, ctx.nowMs, liveOf(ctx));
  const side = (squadId: number, own: typeof st.homeQuarters, opp: typeof st.homeQuarters) => {
    const s = squadRef(ctx, squadId, m.seasonId);
    const last = own[own.length - 1] ?? { goals: 0, behinds: 0 };
    const oppLast = opp[opp.length - 1] ?? { goals: 0, behinds: 0 };
    const live = st.clock.phase !== "complete";
    return {
      id: s.id,
      name: s.name,
      code: s.code,
      goals: last.goals,
      behinds: last.behinds,
      points: points(last),
      margin: points(last) - points(oppLast),
      ...(live
        ? { result: st.result.name, resultCode: st.result.code }
        : resultOf(points(last), points(oppLast))),
      periods: own.map((c, i) => {
        const prev = own[i - 1] ?? { goals: 0, behinds: 0 };
        const oc = opp[i] ?? oppLast;
        const oprev = opp[i - 1] ?? { goals: 0, behinds: 0 };
        const q = { goals: c.goals - prev.goals, behinds: c.behinds - prev.behinds };
        const oq = { goals: oc.goals - oprev.goals, behinds: oc.behinds - oprev.behinds };
        return {
          period: i + 1,
          goals: q.goals,
          behinds: q.behinds,
          points: points(q),
          margin: points(q) - points(oq),
          ...resultOf(points(q), points(oq)),
          goalsCumulative: c.goals,
          behindsCumulative: c.behinds,
          pointsCumulative: points(c),
          marginCumulative: points(c) - points(oc),
        };
      }),
    };
  };
  return {
    matchId: m.id,
    result: st.result.name,
    resultCode: st.result.code,
    winningSquadId: st.winningSquadId,
    home: side(m.homeSquadId, st.homeQuarters, st.awayQuarters),
    away: side(m.awaySquadId, st.awayQuarters, st.homeQuarters),
  };
}
