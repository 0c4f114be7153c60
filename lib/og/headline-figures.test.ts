import { describe, expect, it } from "vitest";
import { headlineFigures, headlineLine } from "./headline-figures";

describe("headlineFigures", () => {
  it("takes disposals, goals and marks a game from the line's columns, in that order", () => {
    const metrics = ["KICK", "MARK", "GOAL", "DISPOSAL"];
    const figures = headlineFigures(metrics, [12, 5, 1.25, 24.333]);
    expect(figures).toEqual([
      { name: "disposals", value: "24.3" },
      { name: "goals", value: "1.3" },
      { name: "marks", value: "5.0" },
    ]);
    expect(headlineLine(figures)).toBe("24.3 disposals · 1.3 goals · 5.0 marks a game");
  });

  it("leaves out a figure the line lacks or no game gave", () => {
    expect(headlineFigures(["DISPOSAL", "GOAL"], [20, null])).toEqual([{ name: "disposals", value: "20.0" }]);
    expect(headlineLine(headlineFigures([], []))).toBe("");
  });
});
