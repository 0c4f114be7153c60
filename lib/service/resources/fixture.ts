import type { DatasetMatch, DatasetSeason } from "@/lib/service/model/dataset";
import { badRequest } from "../errors";
import { squadRef, venueRef, type Ctx } from "./context";
import { liveOf } from "./events/match-events";
import { matchState } from "./match-state";
import { seasonSummary } from "./season";

const FINAL_NAMES: Record<string, string> = {
  HA: "Home and Away",
  QF: "Qualifying Final",
  EF: "Elimination Final",
  SF: "Semi Final",
  PF: "Preliminary Final",
  GF: "Grand Final",
  // 1897 and 1924: the top four played each other once and the top of that table were premiers.
  RR: "Round-Robin Final",
};
const TYPE_IDS: Record<string, number> = { HA: 1, QF: 2, EF: 3, SF: 4, PF: 5, GF: 6, RR: 7 };

export const matchType = (code: string) => ({
  id: TYPE_IDS[code] ?? 9,
  code,
  name: FINAL_NAMES[code] ?? code,
});

export function fixtureMatch(ctx: Ctx, m: DatasetMatch) {
  const st = matchState(m, ctx.nowMs, liveOf(ctx));
  const score = (s: typeof st.home) => s ?? { goals: null, behinds: null, points: null };
  return {
    id: m.id,
    roundOrder: m.roundOrder,
    squads: {
      home: { ...squadRef(ctx, m.homeSquadId, m.seasonId), score: score(st.home) },
      away: { ...squadRef(ctx, m.awaySquadId, m.seasonId), score: score(st.away) },
    },
    date: { startDate: m.localDate, startTime: m.localTime, utcMatchStart: m.utcStart },
    status: st.status,
    type: matchType(m.typeCode),
    venue: venueRef(ctx, m.venueId),
    winningSquadId: st.winningSquadId,
  };
}

/** The fixture (long path or main competition): the season's phases, rounds and matches, optionally for one squad and/or one round. */
export function fixtureBody(ctx: Ctx, s: DatasetSeason, q: { squadId?: number; roundNumber?: number }) {
  const errors = [];
  if (q.squadId !== undefined && !s.squadIds.includes(q.squadId)) {
    errors.push({ parameter: "squadId", message: `squadId ${q.squadId} does not compete in season ${s.id}` });
  }
  const rounds = s.phases.flatMap((p) => p.rounds.map((r) => r.number));
  if (q.roundNumber !== undefined && !rounds.includes(q.roundNumber)) {
    errors.push({
      parameter: "roundNumber",
      message: `roundNumber ${q.roundNumber} is not a round of season ${s.id} (rounds ${Math.min(...rounds)}–${Math.max(...rounds)})`,
    });
  }
  if (errors.length) throw badRequest(errors);
  const matches = (ctx.store.matchesBySeason.get(s.id) ?? []).filter(
    (m) =>
      (q.squadId === undefined || m.homeSquadId === q.squadId || m.awaySquadId === q.squadId) &&
      (q.roundNumber === undefined || m.roundNumber === q.roundNumber),
  );
  const sum = seasonSummary(ctx, s);
  return {
    competitionCode: sum.competitionCode,
    competitionId: sum.competitionId,
    competitionName: sum.competitionName,
    competitionType: sum.competitionType,
    startDate: sum.startDate,
    endDate: sum.endDate,
    startYear: sum.startYear,
    endYear: sum.endYear,
    firstMatchStart: sum.firstMatchStart,
    seasonId: s.id,
    phases: s.phases
      .map((p) => ({
        id: p.id,
        name: p.name,
        code: p.code,
        rounds: p.rounds
          .filter((r) => q.roundNumber === undefined || r.number === q.roundNumber)
          .map((r) => ({
            code: r.code,
            id: r.id,
            name: r.name,
            number: r.number,
            phaseNumber: r.phaseNumber,
            matches: matches
              .filter((m) => m.roundId === r.id)
              .sort((a, b) => a.roundOrder - b.roundOrder)
              .map((m) => fixtureMatch(ctx, m)),
          })),
      }))
      .filter((p) => p.rounds.length > 0),
  };
}
