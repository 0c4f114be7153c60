import { describe, expect, it } from "vitest";
import { roundName } from "./round-name";

const rounds = [
  { number: 0, name: "Opening Round", phase: "Home and Away", homeAndAway: true },
  { number: 1, name: "Round 1", phase: "Home and Away", homeAndAway: true },
  { number: 27, name: "Grand Final", phase: "Finals", homeAndAway: false },
];

describe("roundName", () => {
  it("names a round from the season's list", () => {
    expect(roundName(rounds, 0)).toBe("Opening Round");
    expect(roundName(rounds, 27)).toBe("Grand Final");
  });

  it("falls back to 'Round n' for a number not in the list", () => {
    expect(roundName(rounds, 12)).toBe("Round 12");
    expect(roundName([], 3)).toBe("Round 3");
  });
});
