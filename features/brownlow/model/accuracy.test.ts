import { describe, expect, it } from "vitest";
import { namedInTopThree, rankCorrelation, ranks, tallies, threeGotThree, topTenOverlap } from "./accuracy";

const match = {
  players: [
    { id: "a", votes: 3, expected: 1.2, three: 0.3 },
    { id: "b", votes: 2, expected: 2.0, three: 0.5 },
    { id: "c", votes: 1, expected: 0.1, three: 0.01 },
    { id: "d", votes: 0, expected: 0.9, three: 0.19 },
  ],
};

describe("the Brownlow bench's measures", () => {
  it("count the vote-getters among the top three and whether the favourite got 3", () => {
    expect(namedInTopThree(match)).toBe(2); // b, a, d predicted; c polled
    expect(threeGotThree(match)).toBe(false); // b was the favourite, a got 3
  });

  it("rank with ties sharing their mean rank", () => {
    expect(ranks([5, 9, 5, 1])).toEqual([2.5, 1, 2.5, 4]);
  });

  it("correlate ranks: 1 for the same order, −1 for the reverse", () => {
    expect(rankCorrelation([1, 2, 3, 4], [10, 20, 30, 45])).toBeCloseTo(1, 12);
    expect(rankCorrelation([1, 2, 3, 4], [4, 3, 2, 1])).toBeCloseTo(-1, 12);
    expect(rankCorrelation([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  });

  it("add tallies over matches and overlap the two top tens", () => {
    const t = tallies([match, match]);
    expect(t.get("a")).toEqual({ real: 6, predicted: 2.4 });
    expect(topTenOverlap(t)).toBe(4); // fewer than ten players: every one is in both
  });
});
