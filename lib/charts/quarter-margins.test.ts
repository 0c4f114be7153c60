import { describe, expect, it } from "vitest";
import { matchScores } from "@/tests/helpers/match-scores";
import { quarterMargins } from "./quarter-margins";

// Each side's cumulative points at each quarter's end, as goals and behinds that add up to them.
const asGoals = (points: number[]) => points.map((p) => [Math.floor(p / 6), p % 6] as const);
const score = (home: number[], away: number[]) => matchScores(asGoals(home), asGoals(away));

describe("quarterMargins", () => {
  it("gives the home side's lead at the start and after each quarter", () => {
    expect(quarterMargins(score([20, 31, 55, 80], [12, 40, 50, 81]))).toEqual([
      { label: "Start", margin: 0 },
      { label: "Q1", margin: 8 },
      { label: "Q2", margin: -9 },
      { label: "Q3", margin: 5 },
      { label: "Q4", margin: -1 },
    ]);
  });

  it("names extra time, and stops where a live match has reached", () => {
    expect(quarterMargins(score([1, 2, 3, 4, 10], [1, 2, 3, 4, 6])).at(-1)).toEqual({
      label: "ET1",
      margin: 4,
    });
    expect(quarterMargins(score([7], [3]))).toHaveLength(2);
    expect(quarterMargins(score([], []))).toEqual([{ label: "Start", margin: 0 }]);
  });
});
