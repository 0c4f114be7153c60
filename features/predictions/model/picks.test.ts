import { describe, expect, it } from "vitest";
import { formatPicks, parsePicks } from "./picks";

const remaining = [10, 11, 12, 13].map((id) => ({
  id,
  round: 1,
  roundName: "R1",
  home: 1,
  away: 2,
  venueRegion: "x",
}));

describe("picks in the address", () => {
  it("round-trips winners and margins", () => {
    const { picks, rejected } = parsePicks("10h,11a,12+15,13-7", remaining);
    expect(rejected).toEqual([]);
    expect(picks.get(12)).toEqual({ margin: 15 });
    expect(formatPicks(picks)).toBe("10h,11a,12+15,13-7");
  });

  it("names what it cannot use: unknown matches and malformed parts", () => {
    expect(parsePicks("99h,10x,11a", remaining).rejected).toEqual(["99h", "10x"]);
    expect(parsePicks(undefined, remaining).picks.size).toBe(0);
  });
});
