import { describe, expect, it } from "vitest";
import { compactSplits, compactWholeMatch, CELLS, splitParts, wholeMatchMetric } from "./match-splits";

// A player's page reads his team's matches from whole-match answers while the season's build
// has not kept them: the same players, in the same order, and the same totals as the kept player statistics POST record.

const squad = (id: number, players: [number, Record<string, number>][]) => ({
  id,
  name: `S${id}`,
  code: `S${id}`,
  players: players.map(([personId, stats]) => ({
    personId,
    fullname: `P${personId}`,
    jumperNumber: personId % 50,
    displayName: `P${personId}`,
    statistics: Object.entries(stats).map(([code, value]) => ({ code, value })),
  })),
});
const whole = {
  matchId: 2024001,
  squads: [
    squad(10, [
      [1001, { GOAL: 3, DISPOSAL: 21 }],
      [1002, { GOAL: 0, DISPOSAL: 9 }],
    ]),
    squad(20, [[2001, { DISPOSAL: 30 }]]), // no GOAL given for him
  ],
};
const e16 = {
  playerStatistics: [whole, ...Array.from({ length: CELLS }, () => whole)].map((w, i) => ({
    ...w,
    id: String(i + 1),
  })),
};

describe("a whole-match answer read as a season's metric", () => {
  it("names the players and their totals exactly as the kept player statistics POST record does", () => {
    const kept = compactSplits(e16 as never);
    for (const code of ["GOAL", "DISPOSAL"]) {
      const read = wholeMatchMetric(whole as never, code);
      expect(read.players).toEqual(kept.players);
      expect(read.total).toEqual(kept.metrics[code].total);
    }
    expect(wholeMatchMetric(whole as never, "GOAL").total).toEqual([3, 0, null]);
    expect(wholeMatchMetric(whole as never, "TACKLE").total).toEqual([null, null, null]);
  });
});

describe("a whole-match answer kept by the season's whole-match pass", () => {
  it("keeps the same match, squads, players and totals as the player statistics POST record, with no split", () => {
    const kept = compactSplits(e16 as never);
    const pass = compactWholeMatch(whole as never);
    expect(pass.matchId).toBe(2024001);
    expect(pass.squads).toEqual(kept.squads);
    expect(pass.players).toEqual(kept.players);
    expect(Object.keys(pass.metrics).sort()).toEqual(["DISPOSAL", "GOAL"]);
    expect(pass.metrics.GOAL).toEqual({ total: [3, 0, null], split: null });
    expect(pass.metrics.DISPOSAL).toEqual({ total: kept.metrics.DISPOSAL.total, split: null });
    // Its parts are read as the splits' are: the players, then one a metric.
    expect(Object.keys(splitParts(pass)).sort()).toEqual(["metric:DISPOSAL", "metric:GOAL", "players"]);
  });
});
