import { describe, expect, it } from "vitest";
import type { MetricSlice } from "@/lib/season/leaders";
import { cellIndex, CELLS } from "@/lib/season/match-splits";
import { seasonPlayers } from "./season-players";

// Two matches, two metrics. Ann plays both, Bob the first, Cy the second; the second match has no
// second metric (a count the service did not give for it).
const people = {
  ann: { id: 1, name: "Ann", jumper: 1, squadId: 10 },
  bob: { id: 2, name: "Bob", jumper: 2, squadId: 20 },
  cy: { id: 3, name: "Cy", jumper: 3, squadId: 20 },
};
const m1 = [people.ann, people.bob];
const m2 = [people.ann, people.cy];
const slice = (matchId: number, players: MetricSlice["players"], total: number[] | null): MetricSlice => ({
  matchId,
  finals: false,
  players,
  total,
  split: null,
});
const disposals = [slice(1, m1, [20, 31]), slice(2, m2, [24, 9])];
const goals = [slice(1, m1, [2, 0]), slice(2, m2, null)];

describe("every player of a season, for the percentiles", () => {
  it("his games are the matches that list him; each metric's total is the sum of his matches'", () => {
    const season = seasonPlayers([disposals, goals]);
    expect(season.get(1)).toEqual({ games: 2, name: "Ann", squadId: 10, totals: [20 + 24, 2] });
    expect(season.get(2)).toEqual({ games: 1, name: "Bob", squadId: 20, totals: [31, 0] });
    // A match without the metric adds nothing to it, as on the leaderboard.
    expect(season.get(3)).toEqual({ games: 1, name: "Cy", squadId: 20, totals: [9, 0] });
    expect(season.size).toBe(3);
  });

  it("per game is total over games: Ann 22 disposals a game", () => {
    const ann = seasonPlayers([disposals]).get(1)!;
    expect(ann.totals[0]! / ann.games).toBe((20 + 24) / 2);
  });

  it("a cut sums the quarter and zone's cells only; his games are still his matches", () => {
    const cells = (pairs: [number, "F50" | "D50", number][]) => {
      const row = new Array<number>(CELLS).fill(0);
      for (const [q, z, v] of pairs) row[cellIndex(q, z)] = v;
      return row;
    };
    // Ann's goals: 1 in Q1 F50, 1 in Q4 F50 (match 1), none in match 2; Cy's one in Q4 D50.
    const split: MetricSlice[] = [
      {
        ...slice(1, m1, [2, 0]),
        split: {
          0: cells([
            [1, "F50", 1],
            [4, "F50", 1],
          ]),
        },
      },
      { ...slice(2, m2, [0, 1]), split: { 1: cells([[4, "D50", 1]]) } },
    ];
    const q4 = seasonPlayers([split], { period: 4, zone: null });
    expect(q4.get(1)).toEqual({ games: 2, name: "Ann", squadId: 10, totals: [1] });
    expect(q4.get(2)).toEqual({ games: 1, name: "Bob", squadId: 20, totals: [0] });
    expect(q4.get(3)).toEqual({ games: 1, name: "Cy", squadId: 20, totals: [1] });
    expect(seasonPlayers([split], { period: 4, zone: "F50" }).get(3)!.totals).toEqual([0]);
    expect(seasonPlayers([split], { period: null, zone: "F50" }).get(1)!.totals).toEqual([2]);
  });
});
