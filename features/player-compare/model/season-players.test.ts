import { describe, expect, it } from "vitest";
import type { MetricSlice } from "@/lib/season/leaders";
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
});
