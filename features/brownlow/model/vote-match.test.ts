import { describe, expect, it } from "vitest";
import { teamTerms, featureRow, VOTE_COUNTS } from "./vote-features";
import { predictMatch } from "./vote-match";
import { realVotes } from "./real-votes";
import { countAfter, type PredictedMatch } from "./season-count";

const weights = [...VOTE_COUNTS.map(() => 0.1), 1, 0.2];
const player = (id: number, squadId: number, disposals: number, missing?: string) => ({
  id,
  name: `P${id}`,
  squadId,
  value: (code: string) => (code === missing ? null : code === "KICK" ? disposals : 0),
});

describe("the model's view of a player", () => {
  it("the team terms: won, drawn, lost; the margin in tens, capped at ±60", () => {
    expect(teamTerms(25)).toEqual([1, 2.5]);
    expect(teamTerms(0)).toEqual([0.5, 0]);
    expect(teamTerms(-90)).toEqual([0, -6]);
  });

  it("no features from part of a box score", () => {
    expect(featureRow((c) => (c === "GOAL" ? null : 1), 10)).toBeNull();
    expect(featureRow(() => 1, 10)).toHaveLength(VOTE_COUNTS.length + 2);
  });
});

describe("a match's prediction", () => {
  const match = { homeId: 1, margin: 30 };
  const players = [player(1, 1, 20), player(2, 2, 20), player(3, 1, 5), player(4, 2, 5)];

  it("favours the winners: same counts, the home side won by 30", () => {
    const p = predictMatch(weights, match, players)!;
    const byId = new Map(p.map((x) => [x.id, x]));
    expect(byId.get(1)!.expected).toBeGreaterThan(byId.get(2)!.expected);
    expect(predictMatch(weights, { homeId: 1, margin: -30 }, players)![0].id).toBe(2);
    expect(p.map((x) => x.expected)).toEqual([...p.map((x) => x.expected)].sort((a, b) => b - a));
  });

  it("is none when any player lacks a count, or fewer than three played", () => {
    expect(predictMatch(weights, match, [...players, player(5, 2, 9, "TACKLE")])).toBeNull();
    expect(predictMatch(weights, match, players.slice(0, 2))).toBeNull();
  });
});

describe("real votes and the count", () => {
  it("reads a match's votes as whole, in part or not known", () => {
    expect(realVotes([3, 0, 2, 1, null])).toBe("whole");
    expect(realVotes([3, 0, 2, 0])).toBe("part");
    expect(realVotes([0, 0, null])).toBe("none");
    // Four vote-getters, or a 3 given twice, are not one match's 3-2-1: counted as "in part", never as
    // whole votes the fit would learn from.
    expect(realVotes([3, 2, 1, 1])).toBe("part");
    expect(realVotes([3, 3, 1])).toBe("part");
  });

  it("adds up expected and real votes; no real column when no match has them", () => {
    const m = (id: number, real: PredictedMatch["real"], votes: (number | null)[]): PredictedMatch => ({
      matchId: id,
      round: id,
      real,
      players: votes.map((v, i) => ({
        id: i,
        name: `P${i}`,
        squadId: 1,
        three: 0,
        two: 0,
        one: 0,
        expected: 2,
        score: 0,
        votes: v,
      })),
    });
    const count = countAfter([m(1, "whole", [3, 2, 1]), m(2, "none", [0, 0, 0])]);
    expect(count.map((r) => [r.id, r.games, r.expected, r.real])).toEqual([
      [0, 2, 4, 3],
      [1, 2, 4, 2],
      [2, 2, 4, 1],
    ]);
    expect(countAfter([m(2, "none", [0, 0, 0])]).every((r) => r.real === null)).toBe(true);
  });
});
