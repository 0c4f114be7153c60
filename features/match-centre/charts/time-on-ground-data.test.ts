import { describe, expect, it } from "vitest";
import { quarterMinutes, timeOnGroundData } from "./time-on-ground-data";

const row = (name: string, quarters: number[], total: number) => ({
  personId: 1,
  name,
  side: "home" as const,
  quarters,
  total,
});

describe("timeOnGroundData", () => {
  it("gives each quarter its own key, to a tenth of a minute", () => {
    expect(timeOnGroundData([row("Sam Walsh", [25.33, 24.06, 26, 22.55], 97.94)])).toEqual([
      { name: "Sam Walsh", total: 97.94, q1: 25.3, q2: 24.1, q3: 26, q4: 22.6 },
    ]);
  });

  it("keeps extra time as a fifth quarter, and a player's zero quarters", () => {
    const [d] = timeOnGroundData([row("Sub", [0, 0, 12.5, 20, 3.04], 35.54)]);
    expect(d).toEqual({ name: "Sub", total: 35.54, q1: 0, q2: 0, q3: 12.5, q4: 20, q5: 3 });
  });

  it("has no rows for no players", () => {
    expect(timeOnGroundData([])).toEqual([]);
  });
});

describe("quarterMinutes", () => {
  it("names each quarter played with its minutes", () => {
    const [d] = timeOnGroundData([row("Sam Walsh", [25.33, 24.06, 26, 22.55, 4], 101.94)]);
    expect(quarterMinutes(d, 4)).toBe("Q1 25.3 · Q2 24.1 · Q3 26 · Q4 22.6");
    expect(quarterMinutes(d, 5)).toBe("Q1 25.3 · Q2 24.1 · Q3 26 · Q4 22.6 · ET1 4");
    expect(quarterMinutes(d, 0)).toBe("");
  });
});
