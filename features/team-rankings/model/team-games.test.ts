import { describe, expect, it } from "vitest";
import type { Fixture } from "@/lib/contract";
import { clubsOf, scoreLineFigures, teamGames } from "./team-games";

// A fixture of the fields the rankings read: two home-and-away rounds and a final, one match to come.
const side = (id: number, goals: number | null, behinds: number | null) => ({
  id,
  name: `Club ${id}`,
  code: `C${id}`,
  score: { goals, behinds, points: goals === null || behinds === null ? null : goals * 6 + behinds },
});
const match = (
  id: number,
  date: string,
  done: boolean,
  h: ReturnType<typeof side>,
  a: ReturnType<typeof side>,
) => ({
  id,
  date: { utcMatchStart: date },
  status: { typeName: done ? "Complete" : "Scheduled" },
  squads: { home: h, away: a },
});
const FIXTURE = {
  phases: [
    {
      rounds: [
        { number: 0, matches: [match(2, "2024-03-08T08:00:00Z", true, side(3, 9, 12), side(4, 10, 1))] },
        { number: 1, matches: [match(1, "2024-03-01T08:00:00Z", true, side(1, 12, 10), side(2, 8, 14))] },
        {
          number: 2,
          matches: [match(3, "2024-03-15T08:00:00Z", false, side(1, null, null), side(3, null, null))],
        },
      ],
    },
    {
      rounds: [
        { number: 3, matches: [match(9, "2024-09-01T08:00:00Z", true, side(2, 11, 9), side(3, 11, 8))] },
      ],
    },
  ],
} as unknown as Fixture;

describe("teamGames", () => {
  const games = teamGames(FIXTURE);
  it("takes the completed matches in date order, a final without a round number", () => {
    expect(games.map((g) => [g.matchId, g.round])).toEqual([
      [1, 1],
      [2, 0],
      [9, null],
    ]);
  });
  it("counts points and scoring shots (goals and behinds) from the score line", () => {
    const f = scoreLineFigures(games);
    expect(f.SCORE.get(1)).toEqual({ 1: { total: 82, cells: null }, 2: { total: 62, cells: null } });
    expect(f.SCORING_SHOTS.get(2)).toEqual({ 3: { total: 21, cells: null }, 4: { total: 11, cells: null } });
  });
  it("lists every club that played, by name", () => {
    expect(clubsOf(games).map((c) => c.id)).toEqual([1, 2, 3, 4]);
  });
});
