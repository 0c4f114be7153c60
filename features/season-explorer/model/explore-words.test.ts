import { describe, expect, it } from "vitest";
import { exploreHeader, exploreRows, offTrend, perGame } from "./explore-words";

describe("the explorer's figures as shown and exported", () => {
  it("a game to two decimals; off the trend signed, a true minus below it", () => {
    expect(perGame(31.517)).toBe("31.52");
    expect(offTrend(0.4249)).toBe("+0.42");
    expect(offTrend(-0.1)).toBe("−0.10");
    expect(offTrend(0)).toBe("+0.00");
  });

  it("the CSV has the table's columns and cells", () => {
    expect(exploreHeader("Disposals", "Goals")).toEqual([
      "Player",
      "Club",
      "Position",
      "Games",
      "Disposals a game",
      "Goals a game",
      "Off the trend",
    ]);
    const p = { personId: 1, name: "Ann", squadId: 10, club: "Sydney", position: "Ruck", games: 8 };
    expect(exploreRows([{ ...p, x: 12.5, y: 1, residual: -0.25, labelled: true }])).toEqual([
      ["Ann", "Sydney", "Ruck", 8, "12.50", "1.00", "−0.25"],
    ]);
  });
});
