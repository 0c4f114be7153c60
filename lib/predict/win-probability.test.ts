import { describe, expect, it } from "vitest";
import { liveWinProbability, shareOfMatch, winProbabilityLine } from "./win-probability";

const p = { sigma: 36 };

describe("liveWinProbability", () => {
  it("is the pre-match chance at the start and certain at the end", () => {
    expect(liveWinProbability(p, 0, 0, 0)).toBeCloseTo(0.5, 6);
    expect(liveWinProbability(p, 12, 0, 0)).toBeGreaterThan(0.6);
    expect(liveWinProbability(p, 12, -1, 1)).toBe(0);
    expect(liveWinProbability(p, -30, 3, 1)).toBe(1);
    expect(liveWinProbability(p, 10, 0, 1)).toBe(0.5);
  });

  it("grows with the lead and, for the same lead, with less time left", () => {
    expect(liveWinProbability(p, 0, 20, 0.5)).toBeGreaterThan(liveWinProbability(p, 0, 10, 0.5));
    expect(liveWinProbability(p, 0, 10, 0.9)).toBeGreaterThan(liveWinProbability(p, 0, 10, 0.5));
    // The underdog's pre-match deficit fades as the clock runs down.
    expect(liveWinProbability(p, -20, 0, 0.9)).toBeGreaterThan(liveWinProbability(p, -20, 0, 0.1));
  });

  it("reads the share of the match from the period and the seconds", () => {
    expect(shareOfMatch(1, 0, 1800)).toBe(0);
    expect(shareOfMatch(3, 900, 1800)).toBe(0.625);
    expect(shareOfMatch(5, 10, 300)).toBe(1);
    const line = winProbabilityLine(p, 6, [{ t: 0.5, margin: 30 }], { t: 1, margin: 30 });
    expect(line.map((x) => x.t)).toEqual([0, 0.5, 1]);
    expect(line.at(-1)!.probability).toBe(1);
  });
});
