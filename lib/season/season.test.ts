import { describe, expect, it } from "vitest";
import type { Fixture } from "@/lib/contract";
import { currentRound, parseRound, previousLadderRound, type RoundOption } from "./rounds";

const rounds: RoundOption[] = [
  { number: 0, name: "Opening Round", phase: "Home and Away", homeAndAway: true },
  { number: 1, name: "Round 1", phase: "Home and Away", homeAndAway: true },
  { number: 2, name: "Round 2", phase: "Home and Away", homeAndAway: true },
  { number: 3, name: "Finals Week 1", phase: "Finals", homeAndAway: false },
];

describe("rounds", () => {
  it("finds the previous home-and-away round, none for the first", () => {
    expect(previousLadderRound(rounds, 2)).toBe(1);
    expect(previousLadderRound(rounds, 1)).toBe(0);
    expect(previousLadderRound(rounds, 0)).toBeUndefined();
  });

  it("accepts only the season's round numbers", () => {
    expect(parseRound(undefined, rounds)).toBeUndefined();
    expect(parseRound("0", rounds)).toBe(0);
    expect(parseRound("3", rounds)).toBe(3);
    expect(parseRound("9", rounds)).toBeNull();
    expect(parseRound("x", rounds)).toBeNull();
  });
});

describe("the current round", () => {
  // Only the fields currentRound reads; each round a list of its matches' statuses.
  const fixture = (...rounds: string[][]) =>
    ({
      phases: [
        {
          rounds: rounds.map((statuses, number) => ({
            number,
            matches: statuses.map((typeName) => ({ status: { typeName } })),
          })),
        },
      ],
    }) as unknown as Fixture;

  it("is the round with a match in play", () => {
    expect(currentRound(fixture(["Complete"], ["Complete", "Live"], ["Scheduled"]))).toBe(1);
  });

  it("is otherwise the first round with a match still to be completed", () => {
    expect(currentRound(fixture(["Complete"], ["Complete", "Scheduled"], ["Scheduled"]))).toBe(1);
    expect(currentRound(fixture(["Scheduled"], ["Scheduled"]))).toBe(0);
  });

  it("is the last round of a finished season, and none of an empty one", () => {
    expect(currentRound(fixture(["Complete"], ["Complete"], ["Complete"]))).toBe(2);
    expect(currentRound(fixture())).toBeUndefined();
  });
});
