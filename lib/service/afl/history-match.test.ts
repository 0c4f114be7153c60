import { describe, expect, it } from "vitest";
import type { DatasetMatch, DatasetSquad, DatasetVenue } from "../model/dataset";
import { historyMatch, setRoundOrders, type MatchContext } from "./history-match";
import { DEFUNCT_SQUADS, squadOfTheDay } from "./history-names";
import { seasonRounds } from "./history-rounds";
import type { CsvRow } from "../../format/parse-csv";

// South Melbourne (today's Sydney) 6.13 (49) v Fitzroy 2.4 (16) at the MCG in round 1 of 1950.
const scores = (s: string, q: number[], g: number, b: number) => ({
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`${s}_q${n}_goals`, String(q[2 * n - 2])],
      [`${s}_q${n}_behinds`, String(q[2 * n - 1])],
    ]),
  ),
  [`${s}_goals`]: String(g),
  [`${s}_behinds`]: String(b),
  [`${s}_score`]: String(g * 6 + b),
});
const ROW: CsvRow = {
  season: "1950",
  round: "1",
  is_final: "0",
  date_local: "1950-04-15 14:30",
  venue: "M.C.G.",
  home_team: "South Melbourne",
  away_team: "Fitzroy",
  ...scores("home", [0, 5, 0, 11, 5, 13], 6, 13),
  ...scores("away", [0, 3, 1, 3, 2, 3], 2, 4),
};
const MCG = { id: 5, sourceKey: "M.C.G.", timeZone: "Australia/Melbourne" } as DatasetVenue;

function context(rows: CsvRow[]): MatchContext {
  return {
    year: 1950,
    seasonId: 1_001_950,
    file: "matches.csv",
    rounds: seasonRounds(1950, 1_001_950, rows),
    venueByKey: new Map([["M.C.G.", MCG]]),
    squadOf: squadOfTheDay([{ id: 1, sourceName: "Sydney" } as DatasetSquad, ...DEFUNCT_SQUADS]),
    squadIds: new Set(),
    squadNames: new Map(),
  };
}

describe("historyMatch", () => {
  it("reads a row: its round, teams, ground, local and UTC start, and scores by quarter", () => {
    const ctx = context([ROW]);
    const m = historyMatch(ROW, 0, ctx);
    expect(m).toMatchObject({
      seasonId: 1_001_950,
      roundNumber: 1,
      roundId: 100_195_001,
      typeCode: "HA",
      homeSquadId: 1,
      awaySquadId: DEFUNCT_SQUADS[0].id,
      venueId: 5,
      localDate: "1950-04-15",
      localTime: "14:30:00",
      utcStart: "1950-04-15T04:30:00.000Z",
      attendance: null,
    });
    expect(m.homeQuarters).toEqual([
      { goals: 0, behinds: 5 },
      { goals: 0, behinds: 11 },
      { goals: 5, behinds: 13 },
      { goals: 6, behinds: 13 },
    ]);
    // The season's clubs, and the name of the day South Melbourne played under.
    expect([...ctx.squadIds]).toEqual([1, DEFUNCT_SQUADS[0].id]);
    expect([...ctx.squadNames.values()]).toEqual([{ squadId: 1, name: "South Melbourne", code: "SM" }]);
  });

  it("refuses a score that does not add up, an unknown ground and a bad date, naming the match", () => {
    const where = "matches.csv 1950 South Melbourne v Fitzroy";
    expect(() => historyMatch({ ...ROW, home_score: "50" }, 0, context([ROW]))).toThrow(
      `${where} (1950-04-15 14:30): home 6.13 is not 50 points`,
    );
    expect(() => historyMatch({ ...ROW, venue: "Nowhere" }, 0, context([ROW]))).toThrow(
      /unknown ground "Nowhere"/,
    );
    const late = { ...ROW, date_local: "1950-04-15" };
    expect(() => historyMatch(late, 0, context([late]))).toThrow(/bad date_local "1950-04-15"/);
  });
});

describe("setRoundOrders", () => {
  it("numbers each round's matches by start, then id", () => {
    const m = (id: number, roundId: number, utcStart: string) =>
      ({ id, roundId, utcStart, roundOrder: 0 }) as DatasetMatch;
    const matches = [m(3, 1, "b"), m(1, 1, "b"), m(2, 1, "a"), m(4, 2, "a")];
    setRoundOrders(matches);
    expect(matches.map((x) => [x.id, x.roundOrder])).toEqual([
      [3, 3],
      [1, 2],
      [2, 1],
      [4, 1],
    ]);
  });
});
