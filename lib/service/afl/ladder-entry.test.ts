import { describe, expect, it } from "vitest";
import { formOf, ladderEntry } from "./ladder-entry";
import type { Tally } from "./ladder-tally";

const result = (utcStart: string, roundNumber: number, r: "W" | "L" | "D") => ({ utcStart, roundNumber, r });

describe("formOf", () => {
  it("gives the last results in start order (then round), newest last", () => {
    const results = [
      result("2025-03-20", 3, "L"),
      result("2025-03-06", 1, "W"),
      result("2025-03-13", 2, "D"),
      result("2025-03-13", 1, "W"), // same start: the earlier round first
    ];
    expect(formOf(results, 5)).toBe("WWDL");
    expect(formOf(results, 2)).toBe("DL");
    expect(formOf(results, 0)).toBe("");
  });
});

describe("ladderEntry", () => {
  const squad = { id: 7, name: "Sydney", code: "SYD" };
  it("shows percentage to 2 decimals and win share and averages to 1, from the tally", () => {
    const t: Tally = {
      squad,
      played: 3,
      win: 2,
      draw: 0,
      loss: 1,
      for: 250,
      against: 239,
      results: [result("2025-03-06", 1, "W"), result("2025-03-13", 2, "L"), result("2025-03-20", 3, "W")],
    };
    expect(ladderEntry(t, 4, 8, 5)).toEqual({
      position: 4,
      id: 7,
      name: "Sydney",
      code: "SYD",
      ladderPoints: 8,
      ladderPercentage: 104.6,
      matches: { played: 3, win: 2, winPct: 66.7, draw: 0, loss: 1 },
      scores: {
        for: 250,
        against: 239,
        margin: 11,
        forAverage: 83.3,
        againstAverage: 79.7,
        marginAverage: 3.7,
      },
      form: "WLW",
    });
  });

  it("gives 0, not Infinity or NaN, when nothing was played or conceded", () => {
    const t: Tally = { squad, played: 0, win: 0, draw: 0, loss: 0, for: 0, against: 0, results: [] };
    const e = ladderEntry(t, 1, 0, 5);
    expect([e.ladderPercentage, e.matches.winPct, e.scores.forAverage, e.form]).toEqual([0, 0, 0, ""]);
    expect(ladderEntry({ ...t, played: 1, win: 1, for: 60 }, 1, 4, 5).ladderPercentage).toBe(0);
  });
});
