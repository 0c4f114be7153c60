import { describe, expect, it } from "vitest";
import type { Fixture } from "@/lib/contract";
import { matchPlaces, playerGameLog, roundShort, seasonLine, type GameLogRow } from "./game-log";
import type { MetricSlice } from "./leaders";

// A two-round season, hand-made: round 1 (Cats 80 v Swans 70), then a final (Swans 60 v Cats 60).
const side = (id: number, name: string, points: number | null) => ({
  id,
  name,
  code: name.slice(0, 3).toUpperCase(),
  score: { goals: null, behinds: null, points },
});
const match = (
  id: number,
  start: string,
  home: ReturnType<typeof side>,
  away: ReturnType<typeof side>,
  type = "Home and Away",
) => ({
  id,
  type: { name: type },
  squads: { home, away },
  date: { utcMatchStart: start },
});
const fixture = {
  phases: [
    {
      rounds: [
        {
          name: "Round 1",
          matches: [match(11, "2024-03-10T04:00:00Z", side(1, "Cats", 80), side(2, "Swans", 70))],
        },
      ],
    },
    {
      rounds: [
        {
          // A finals round is named by its week; each match by its kind of final.
          name: "Finals Week 4",
          matches: [
            match(12, "2024-09-28T04:30:00Z", side(2, "Swans", 60), side(1, "Cats", 60), "Grand Final"),
          ],
        },
      ],
    },
  ],
} as unknown as Fixture;

const who = (id: number, squadId: number) => ({ id, name: `P${id}`, jumper: id, squadId });
// Two metrics; the final is listed first to show the log comes out in date order.
const slice = (matchId: number, total: (number | null)[] | null): MetricSlice => ({
  matchId,
  finals: matchId === 12,
  players: matchId === 11 ? [who(7, 1), who(8, 2)] : [who(8, 2), who(7, 1)],
  total,
  split: null,
});
const slices = [
  [slice(12, [5, 9]), slice(11, [20, 3])],
  [slice(12, [1, null]), slice(11, null)],
];

describe("playerGameLog", () => {
  it("gives a row a match he played, in date order, from his team's side", () => {
    const rows = playerGameLog(7, slices, matchPlaces(fixture));
    expect(
      rows.map((r) => [r.matchId, r.round, r.home, r.opponent.name, r.for, r.against, r.result]),
    ).toEqual([
      [11, "Round 1", true, "Swans", 80, 70, "W"],
      [12, "Grand Final", false, "Swans", 60, 60, "D"],
    ]);
    // His values are his own column in each match (he is first in one, second in the other).
    expect(rows.map((r) => r.values)).toEqual([
      [20, null],
      [9, null],
    ]);
    expect(rows[1].finals).toBe(true);
  });

  it("is empty for someone in no box score, and refuses slices out of step", () => {
    expect(playerGameLog(99, slices, matchPlaces(fixture))).toEqual([]);
    expect(() => playerGameLog(7, [slices[0], [...slices[1]].reverse()], matchPlaces(fixture))).toThrow(
      /out of step/,
    );
  });

  it("the other side's player loses round 1", () => {
    expect(playerGameLog(8, slices, matchPlaces(fixture))[0]).toMatchObject({
      result: "L",
      for: 70,
      against: 80,
    });
  });
});

describe("seasonLine", () => {
  it("sums what the matches gave and averages over those matches only", () => {
    const rows = playerGameLog(8, slices, matchPlaces(fixture));
    expect(seasonLine(rows, 2)).toMatchObject({ games: 2, totals: [8, 1], averages: [4, 1] });
    expect(seasonLine([], 2)).toEqual({
      games: 0,
      totals: [null, null],
      averages: [null, null],
      recent: [null, null],
      recentGames: 0,
    });
  });

  it("averages his last games for the recent form, in date order", () => {
    const row = (date: string, v: number | null) => ({ date, values: [v] }) as unknown as GameLogRow;
    const rows = [row("2024-03-01", 1), row("2024-03-08", 2), row("2024-03-15", null), row("2024-03-22", 10)];
    // The last three: 2, (not given), 10 → (2 + 10) / 2; the season: (1 + 2 + 10) / 3.
    expect(seasonLine(rows, 1, 3)).toMatchObject({ averages: [13 / 3], recent: [6], recentGames: 3 });
    expect(seasonLine(rows, 1, 10)).toMatchObject({ recent: [13 / 3], recentGames: 4 });
  });
});

describe("roundShort", () => {
  it.each([
    ["Round 7", "R7"],
    ["Round 24", "R24"],
    ["Grand Final", "GF"],
    ["Qualifying Final", "QF"],
    ["Opening Round", "OR"],
  ])("%s → %s", (name, short) => expect(roundShort(name)).toBe(short));
});
