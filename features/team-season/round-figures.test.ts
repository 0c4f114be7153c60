import { describe, expect, it } from "vitest";
import type { TeamRound } from "@/lib/season/team-season";
import { perI50, roundsCsvHeader, roundsCsvRows, signed } from "./round-figures";

const round = (matchId: number, home: boolean, f: number, a: number): TeamRound => ({
  matchId,
  round: `Round ${matchId}`,
  finals: false,
  date: "2024-04-01",
  home,
  opponent: { id: 9, name: "Geelong Cats", code: "GEEL" },
  for: f,
  against: a,
  result: f > a ? "W" : f < a ? "L" : "D",
});

describe("signed and perI50", () => {
  it("signs a difference, and gives points per inside 50 to one decimal or blank", () => {
    expect([signed(12), signed(-3), signed(0)]).toEqual(["+12", "-3", "0"]);
    expect(perI50(95, 50)).toBe("1.9");
    expect(perI50(95, 0)).toBe("");
  });
});

describe("the by-round CSV", () => {
  const rounds = [round(1, true, 95, 80), round(2, false, 70, 72), round(3, true, 60, 60)];

  it("has the inside-50 columns only when the season has them", () => {
    expect(roundsCsvHeader(false)).toEqual([
      "Round",
      "Opponent",
      "Venue",
      "Result",
      "For",
      "Against",
      "Diff",
    ]);
    expect(roundsCsvHeader(true).slice(7)).toEqual([
      "Inside 50s for",
      "Inside 50s against",
      "Points per inside 50",
    ]);
  });

  it("names the opponent in full, the venue in words, the difference signed", () => {
    expect(roundsCsvRows(rounds, null)).toEqual([
      ["Round 1", "Geelong Cats", "Home", "W", 95, 80, "+15"],
      ["Round 2", "Geelong Cats", "Away", "L", 70, 72, "-2"],
      ["Round 3", "Geelong Cats", "Home", "D", 60, 60, "0"],
    ]);
  });

  it("adds each match's inside 50s, blank for a match without them", () => {
    const rows = roundsCsvRows(rounds, { 1: { for: 50, against: 40 }, 2: null });
    expect(rows.map((r) => r.slice(7))).toEqual([
      [50, 40, "1.9"],
      ["", "", ""],
      ["", "", ""],
    ]);
  });
});
