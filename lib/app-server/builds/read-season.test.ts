import { describe, expect, it } from "vitest";
import { readSeason } from "./read-season";

// A season of one completed match, and its ladder.
const FIXTURE = {
  seasonId: 7,
  startYear: 1966,
  competitionName: "1966 Premiership",
  phases: [
    {
      id: 1,
      name: "HA",
      code: "HA",
      rounds: [
        {
          name: "Round 1",
          matches: [
            {
              id: 70,
              roundOrder: 1,
              squads: {
                home: { id: 1, name: "Home", code: "H", score: { goals: 1, behinds: 1, points: 7 } },
                away: { id: 2, name: "Away", code: "A", score: { goals: 0, behinds: 1, points: 1 } },
              },
              date: { startDate: "1966-05-01", startTime: "14:00:00", utcMatchStart: "1966-05-01T04:00:00Z" },
              status: { typeName: "Complete" },
              type: { id: 1, code: "HA", name: "Home and away" },
              venue: { id: 1, code: "MCG", name: "MCG", timeZone: "Australia/Melbourne" },
              winningSquadId: 1,
            },
          ],
        },
      ],
    },
  ],
};
const LADDER = { squads: [{ id: 1, name: "Home", code: "H", position: 1 }] };

function service(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const call = async (path: string) => {
    calls.push(path);
    if (!(path in answers)) throw new Error(`404 ${path}`);
    return answers[path];
  };
  return { calls, call };
}

describe("readSeason", () => {
  it("reads the season's fixture and ladder: its matches and finishes", async () => {
    const svc = service({ "/seasons/7/fixture": FIXTURE, "/seasons/7/ladder": LADDER });
    const season = await readSeason(svc.call, 7);
    expect(svc.calls).toEqual(["/seasons/7/fixture", "/seasons/7/ladder"]);
    expect(season).toMatchObject({ seasonId: 7, year: 1966, complete: true });
    expect(season.matches.map((m) => m.id)).toEqual([70]);
    expect(season.ladder.map((s) => s.position)).toEqual([1]);
  });

  it("a ladder that fails is a season without finishes; a fixture that fails fails the season", async () => {
    const season = await readSeason(service({ "/seasons/7/fixture": FIXTURE }).call, 7);
    expect(season.matches).toHaveLength(1);
    expect(season.ladder).toEqual([]);
    await expect(readSeason(service({ "/seasons/7/ladder": LADDER }).call, 7)).rejects.toThrow(
      "404 /seasons/7/fixture",
    );
  });
});
