import type { Fixture, Ladder } from "@/lib/contract";
import type { HistMatch, HistSeason } from "./all-time";

/**
 * A season of the all-time summary from the service's own answers: its fixture (/seasons/{id}/fixture, every match's
 * final score, round, phase and type) and its ladder (/seasons/{id}/ladder, the finishing positions). Completed matches
 * only; the first phase is home and away, the others finals (as season-builds.ts reads them).
 */
export function seasonFromService(fixture: Fixture, ladder: Ladder | null): HistSeason {
  const matches: HistMatch[] = [];
  let all = 0;
  fixture.phases.forEach((phase, i) => {
    for (const round of phase.rounds)
      for (const m of round.matches) {
        all++;
        const { home, away } = m.squads;
        if (m.status.typeName !== "Complete" || home.score.points === null || away.score.points === null)
          continue;
        matches.push({
          id: m.id,
          seasonId: fixture.seasonId,
          year: fixture.startYear,
          round: round.name,
          final: i > 0,
          grandFinal: m.type.code === "GF",
          roundRobin: m.type.code === "RR",
          start: m.date.utcMatchStart,
          venue: m.venue.name,
          home: { id: home.id, name: home.name, code: home.code, score: home.score.points },
          away: { id: away.id, name: away.name, code: away.code, score: away.score.points },
        });
      }
  });
  matches.sort((a, b) => a.start.localeCompare(b.start) || a.id - b.id);
  return {
    seasonId: fixture.seasonId,
    year: fixture.startYear,
    name: fixture.competitionName,
    complete: all > 0 && matches.length === all,
    matches,
    ladder: (ladder?.squads ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      code: s.code,
      position: s.position,
    })),
  };
}
