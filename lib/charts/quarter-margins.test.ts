import { describe, expect, it } from "vitest";
import type { MatchScores } from "@/lib/contract";
import { quarterMargins } from "./quarter-margins";

const side = (id: number, cumulative: number[]) => ({
  id,
  name: `Team ${id}`,
  code: `T${id}`,
  goals: 0,
  behinds: 0,
  points: cumulative.at(-1) ?? 0,
  margin: 0,
  result: "",
  resultCode: "",
  periods: cumulative.map((pts, i) => ({
    period: i + 1,
    goals: 0,
    behinds: 0,
    points: 0,
    margin: 0,
    result: "",
    resultCode: "",
    goalsCumulative: 0,
    behindsCumulative: 0,
    pointsCumulative: pts,
    marginCumulative: 0,
  })),
});

const score = (home: number[], away: number[]) =>
  ({
    matchId: 1,
    result: "",
    resultCode: "",
    winningSquadId: null,
    home: side(1, home),
    away: side(2, away),
  }) as MatchScores;

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
