import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { DatasetMatch, DatasetPlayerMatch } from "../model/dataset";
import { deriveAvailability, type AvailabilityInput } from "./derive-availability";
import { loadAflDataset } from "./load-afl-dataset";

const m = (id: number, round: number, home: number, away: number): DatasetMatch => ({
  id,
  seasonId: 1,
  phaseId: 11,
  roundId: 100 + round,
  roundNumber: round,
  roundOrder: 1,
  typeCode: "HA",
  homeSquadId: home,
  awaySquadId: away,
  venueId: 1,
  utcStart: `2024-04-0${round}T08:00:00.000Z`,
  localDate: "2024-04-01",
  localTime: "19:00:00",
  attendance: null,
  homeQuarters: [],
  awayQuarters: [],
  periodSecs: [],
});
const pm = (
  matchId: number,
  personId: number,
  squadId: number,
  sub: "on" | "off" | null = null,
): DatasetPlayerMatch => ({
  matchId,
  personId,
  squadId,
  jumperNumber: 1,
  subStatus: sub,
  timeOnGroundPct: 80,
  stats: {},
});

describe("deriveAvailability (unit)", () => {
  const input: AvailabilityInput = {
    seasons: [
      {
        id: 1,
        leagueId: 1,
        levelId: 1,
        startYear: 2024,
        endYear: 2024,
        competitionId: 1,
        competitionCode: "AFL",
        competitionName: "x",
        competitionType: "Premiership",
        isMainCompetition: true,
        conferences: [],
        squadIds: [10, 20],
        phases: [
          {
            id: 11,
            code: "HA",
            name: "Home and Away",
            rounds: [1, 2, 3, 4, 5].map((n) => ({
              id: 100 + n,
              code: `R${n}`,
              name: `Round ${n}`,
              number: n,
              phaseNumber: n,
            })),
          },
        ],
      },
    ],
    // Given out of order on purpose; squad 10 has a bye in round 3.
    matches: [m(5, 5, 20, 10), m(1, 1, 10, 20), m(2, 2, 20, 10), m(4, 4, 10, 20), m(3, 3, 20, 99)],
    playerMatches: [pm(1, 7, 10), pm(2, 7, 10), pm(4, 7, 10, "on"), pm(5, 7, 10, "off")],
    squadPlayers: [{ seasonId: 1, squadId: 10, personId: 7, jumperNumber: 1, positionId: 3 }],
  };

  it("lists each match of the squad in round order with consecutive weeks", () => {
    const out = deriveAvailability(input, 1);
    expect(out).toHaveLength(1);
    expect(out[0].personId).toBe(7);
    expect(
      out[0].availability.map((a) => [a.matchId, a.roundCode, a.roundNumber, a.availability, a.weeks]),
    ).toEqual([
      [1, "R1", 1, "Selected", 1],
      [2, "R2", 2, "Selected", 2],
      [4, "R4", 4, "Substitute", 1],
      [5, "R5", 5, "Selected", 1],
    ]);
  });

  it("counts weeks of non-selection and rejects an unknown season", () => {
    const dropped = { ...input, playerMatches: [pm(1, 7, 10)] };
    expect(deriveAvailability(dropped, 1)[0].availability.map((a) => `${a.availability}:${a.weeks}`)).toEqual(
      ["Selected:1", "Not selected:1", "Not selected:2", "Not selected:3"],
    );
    expect(() => deriveAvailability(input, 2)).toThrow(/unknown season 2/);
  });
});

describe("deriveAvailability on the real 2024 season", () => {
  const d = loadAflDataset(join(process.cwd(), "data/afl"));
  const out = deriveAvailability(d, 62);
  const entries = out.flatMap((p) => p.availability);
  const seasonMatchIds = new Set(d.matches.filter((x) => x.seasonId === 62).map((x) => x.id));
  const rows = d.playerMatches.filter((x) => seasonMatchIds.has(x.matchId));

  it("has one 'Selected' or 'Substitute' entry per player-match row", () => {
    expect(rows).toHaveLength(9936);
    const count = (v: string) => entries.filter((e) => e.availability === v).length;
    expect(count("Substitute")).toBe(427);
    expect(count("Selected")).toBe(9936 - 427);
    expect(out).toHaveLength(d.squadPlayers.filter((sp) => sp.seasonId === 62).length);
  });

  it("gives every listed player an entry for each match his squad played", () => {
    const matchesOf = (squadId: number) =>
      d.matches.filter((x) => x.seasonId === 62 && (x.homeSquadId === squadId || x.awaySquadId === squadId))
        .length;
    const collingwood = matchesOf(40);
    expect(collingwood).toBe(23); // Collingwood missed the 2024 finals
    const nick = d.persons.find((x) => x.sourceId === "daicos_nick_03012003");
    const mine = out.find((x) => x.personId === nick?.id)?.availability ?? [];
    expect(mine).toHaveLength(collingwood);
    expect(mine.filter((e) => e.availability !== "Not selected")).toHaveLength(
      rows.filter((r) => r.personId === nick?.id).length,
    );
    expect(mine[0]).toMatchObject({ roundCode: "OR", roundNumber: 0 });
  });

  it("counts weeks as the run length of the same state, in round order", () => {
    for (const p of out) {
      p.availability.forEach((e, i) => {
        const prev = p.availability[i - 1];
        if (i > 0) expect(prev.roundNumber).toBeLessThan(e.roundNumber);
        expect(e.weeks).toBe(prev && prev.availability === e.availability ? prev.weeks + 1 : 1);
      });
    }
    expect(Math.max(...entries.map((e) => e.weeks))).toBeGreaterThan(20);
  });
});
