import type { DatasetMatch, DatasetSeason } from "@/lib/service/model/dataset";
import type { Ctx } from "./context";
import { periodTimings } from "./match-clock";
import { matchState } from "./match-state";

const iso = (ms: number) => new Date(ms).toISOString();

function matchEndMs(m: DatasetMatch): number {
  const ps = periodTimings(m);
  return ps.length ? ps[ps.length - 1].endMs : Date.parse(m.utcStart) + 3 * 3600_000;
}

function roundSummary(s: DatasetSeason, matches: DatasetMatch[], roundNumber: number) {
  for (const p of s.phases) {
    const r = p.rounds.find((x) => x.number === roundNumber);
    if (!r) continue;
    const ms = matches.filter((m) => m.roundNumber === roundNumber);
    return {
      start: ms.length ? ms[0].utcStart : `${s.startYear}-01-01T00:00:00.000Z`,
      end: ms.length ? iso(Math.max(...ms.map(matchEndMs))) : `${s.startYear}-01-01T00:00:00.000Z`,
      id: r.id,
      phaseId: p.id,
      number: r.number,
      phaseNumber: r.phaseNumber,
    };
  }
  return null;
}

/** A season as listed (no phases): dates, match counts and the last completed / next scheduled rounds. */
export function seasonSummary(ctx: Ctx, s: DatasetSeason) {
  const matches = ctx.store.matchesBySeason.get(s.id) ?? [];
  const complete = matches.filter((m) => matchState(m, ctx.nowMs).clock.phase === "complete");
  const completeIds = new Set(complete.map((m) => m.id));
  const roundNumbers = [...new Set(matches.map((m) => m.roundNumber))].sort((a, b) => a - b);
  const doneRounds = roundNumbers.filter((n) =>
    matches.every((m) => m.roundNumber !== n || completeIds.has(m.id)),
  );
  const lastDone = doneRounds.length ? doneRounds[doneRounds.length - 1] : undefined;
  const next = roundNumbers.find((n) => !doneRounds.includes(n));
  const first = matches[0];
  const last = matches[matches.length - 1];
  return {
    competitionCode: s.competitionCode,
    competitionId: s.competitionId,
    competitionName: s.competitionName,
    competitionType: s.competitionType,
    startDate: first?.localDate ?? `${s.startYear}-01-01`,
    endDate: last?.localDate ?? `${s.endYear}-12-31`,
    startYear: s.startYear,
    endYear: s.endYear,
    firstMatchStart: first?.utcStart ?? `${s.startYear}-01-01T00:00:00.000Z`,
    id: s.id,
    matches: { complete: complete.length, incomplete: matches.length - complete.length },
    rounds: {
      lastCompleted: lastDone === undefined ? null : roundSummary(s, matches, lastDone),
      nextScheduled: next === undefined ? null : roundSummary(s, matches, next),
    },
  };
}

export function seasonWithPhases(ctx: Ctx, s: DatasetSeason) {
  return {
    ...seasonSummary(ctx, s),
    phases: s.phases.map((p) => ({ id: p.id, name: p.name, code: p.code })),
  };
}
