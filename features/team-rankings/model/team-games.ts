import type { Fixture } from "@/lib/contract";
import { SCORE, SCORING_SHOTS } from "./ranking-metrics";
import type { FiguresByMatch } from "./team-figures";

// The season's completed matches as the rankings count them: who played, in which round, and the
// score line (the fixture's, which every visitor may read).

export interface GameSide {
  id: number;
  name: string;
  code: string;
  goals: number;
  behinds: number;
  points: number;
}

export interface TeamGame {
  matchId: number;
  /** The home-and-away round's number (the Opening Round is 0); null for a final. */
  round: number | null;
  date: string;
  home: GameSide;
  away: GameSide;
}

/** Every match of the fixture with a whole score line, in date order. */
export function teamGames(fixture: Fixture): TeamGame[] {
  const out: TeamGame[] = [];
  fixture.phases.forEach((phase, i) => {
    for (const r of phase.rounds)
      for (const m of r.matches) {
        const side = (s: typeof m.squads.home): GameSide | null =>
          s.score.goals === null || s.score.behinds === null || s.score.points === null
            ? null
            : {
                id: s.id,
                name: s.name,
                code: s.code,
                goals: s.score.goals,
                behinds: s.score.behinds,
                points: s.score.points,
              };
        const home = side(m.squads.home);
        const away = side(m.squads.away);
        if (!home || !away || m.status.typeName !== "Complete") continue;
        out.push({ matchId: m.id, round: i === 0 ? r.number : null, date: m.date.utcMatchStart, home, away });
      }
  });
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.matchId - b.matchId);
}

/** The score line's measures as figures of each match, whole matches only (no quarter or zone cells). */
export function scoreLineFigures(games: readonly TeamGame[]): Record<string, FiguresByMatch> {
  const points: FiguresByMatch = new Map();
  const shots: FiguresByMatch = new Map();
  for (const g of games) {
    const one = (f: (s: GameSide) => number) => ({
      [g.home.id]: { total: f(g.home), cells: null },
      [g.away.id]: { total: f(g.away), cells: null },
    });
    points.set(
      g.matchId,
      one((s) => s.points),
    );
    shots.set(
      g.matchId,
      one((s) => s.goals + s.behinds),
    );
  }
  return { [SCORE]: points, [SCORING_SHOTS]: shots };
}

/** The clubs of the season, by name. */
export function clubsOf(games: readonly TeamGame[]) {
  const out = new Map<number, { id: number; name: string; code: string }>();
  for (const g of games)
    for (const s of [g.home, g.away]) out.set(s.id, { id: s.id, name: s.name, code: s.code });
  return [...out.values()].sort((a, b) => a.name.localeCompare(b.name));
}
