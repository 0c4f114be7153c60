import { describe, expect, it } from "vitest";
import type { SeasonShot } from "@/lib/season/season-shots";
import { scoreCounts, shotCsvHeader, shotCsvRow } from "./season-shot-rows";

const shot = (code: string, name: string, over: Partial<SeasonShot> = {}): SeasonShot => ({
  key: `k-${code}`,
  matchId: 1,
  round: "Round 3",
  opponent: "Sydney",
  period: 2,
  periodSecs: 607,
  result: { code, name, points: 0, pointsExpected: 2.345 },
  at: { x: 50, y: 4 },
  distance: 35.6,
  player: { id: 9, name: "Charlie Curnow" },
  ...over,
});

describe("scoreCounts", () => {
  it("counts goals and behinds, nothing else", () => {
    const shots = [
      shot("GOAL", "Goal"),
      shot("BEHIND", "Behind"),
      shot("GOAL", "Goal"),
      shot("MISS", "Miss"),
      shot("RUSHED", "Rushed"),
    ];
    expect(scoreCounts(shots)).toEqual({ goals: 2, behinds: 1 });
    expect(scoreCounts([])).toEqual({ goals: 0, behinds: 0 });
  });
});

describe("shotCsvHeader", () => {
  it("names the kicker's column only on a team's map", () => {
    expect(shotCsvHeader(false)).toEqual([
      "Round",
      "Opponent",
      "Time",
      "Result",
      "Distance (m)",
      "Expected score",
    ]);
    expect(shotCsvHeader(true)).toEqual([
      "Round",
      "Opponent",
      "Player",
      "Time",
      "Result",
      "Distance (m)",
      "Expected score",
    ]);
  });
});

describe("shotCsvRow", () => {
  it("writes the clock, whole metres and the expected score to two places", () => {
    expect(shotCsvRow(shot("GOAL", "Goal"), false)).toEqual([
      "Round 3",
      "Sydney",
      "Q2 10:07",
      "Goal",
      36,
      "2.35",
    ]);
  });

  it("puts the kicker after the opponent on a team's map", () => {
    const s = shot("BEHIND", "Behind", { period: 5, periodSecs: 59.6, distance: 12.4 });
    expect(shotCsvRow(s, true)).toEqual([
      "Round 3",
      "Sydney",
      "Charlie Curnow",
      "ET1 01:00",
      "Behind",
      12,
      "2.35",
    ]);
  });
});
