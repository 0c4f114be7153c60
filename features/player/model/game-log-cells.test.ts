import { describe, expect, it } from "vitest";
import type { GameLogRow, SeasonLine } from "@/lib/season/game-log";
import { gameLogCsvRow, resultText, seasonLineRows, trendBars } from "./game-log-cells";

const game = (over: Partial<GameLogRow> = {}): GameLogRow => ({
  matchId: 7,
  round: "Round 7",
  roundOrder: 7,
  finals: false,
  date: "2024-05-01T09:00:00Z",
  squadId: 1,
  jumper: 9,
  home: true,
  opponent: { id: 2, name: "Carlton", code: "CARL" },
  for: 92,
  against: 71,
  result: "W",
  values: [21, null, 3],
  ...over,
});

describe("resultText", () => {
  it("writes the result and the score, or nothing without a result", () => {
    expect(resultText(game())).toBe("W 92–71");
    expect(resultText(game({ result: null, for: null, against: null }))).toBe("");
  });
});

describe("seasonLineRows", () => {
  const line: SeasonLine = {
    games: 12,
    totals: [240, null, 30],
    averages: [20, null, 2.5],
    recent: [22.4, null, 3],
    recentGames: 4,
  };
  it("gives totals as counts, averages to one decimal, a missing metric empty", () => {
    expect(seasonLineRows(line)).toEqual([
      ["Total", 12, ["240", "", "30"]],
      ["Per game", 12, ["20.0", "", "2.5"]],
      ["Last 4 per game", 4, ["22.4", "", "3.0"]],
    ]);
  });
});

describe("gameLogCsvRow", () => {
  it("spells out the venue and leaves a missing metric empty", () => {
    expect(gameLogCsvRow(game())).toEqual(["Round 7", "Carlton", "Home", "W 92–71", "21", "", "3"]);
    expect(gameLogCsvRow(game({ home: false }))[2]).toBe("Away");
  });
});

describe("trendBars", () => {
  it("takes the metric's column and names the game, with its result where there is one", () => {
    expect(
      trendBars([game(), game({ home: false, result: null, finals: true, round: "Grand Final" })], 2),
    ).toEqual([
      { label: "R7", detail: "Round 7 v Carlton, W 92–71", value: 3, finals: false },
      { label: expect.any(String), detail: "Grand Final at Carlton", value: 3, finals: true },
    ]);
  });
});
