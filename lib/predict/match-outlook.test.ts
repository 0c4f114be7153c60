import { describe, expect, it } from "vitest";
import type { MatchDetails, MatchScores } from "@/lib/contract";
import { chanceLine, currentChance } from "./match-outlook";

const outlook = { expected: 10, sigma: 36 };
const match = (typeName: string, home: number, away: number, period = 0, secs = 0, left = 0) =>
  ({
    status: { typeName, period, periodSecs: secs, remainingSecs: left },
    home: { score: { points: home } },
    away: { score: { points: away } },
  }) as unknown as MatchDetails;
const score = (margins: number[]) =>
  ({
    home: { periods: margins.map((m, i) => ({ period: i + 1, marginCumulative: m })) },
  }) as unknown as MatchScores;

describe("the summary's win probability", () => {
  it("steps at each quarter's end of a completed match and ends on the result", () => {
    const line = chanceLine(outlook, match("Complete", 80, 92), score([6, -3, 10, -12]), null);
    expect(line.map((p) => p.t)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(line.map((p) => p.margin)).toEqual([0, 6, -3, 10, -12]);
    expect(line[0].probability).toBeGreaterThan(0.5); // the home side was favoured
    expect(line.at(-1)!.probability).toBe(0);
    expect(currentChance(outlook, match("Complete", 80, 92))).toBe(0);
  });

  it("during play uses the finished quarters and the clock now", () => {
    // Half way through the third quarter (15 of 30 minutes), home 12 ahead.
    const m = match("Live", 62, 50, 3, 900, 900);
    const line = chanceLine(outlook, m, score([6, -3, 4]), null);
    expect(line.map((p) => p.t)).toEqual([0, 0.25, 0.5, 0.625]);
    expect(line.at(-1)!.probability).toBeCloseTo(currentChance(outlook, m), 12);
    expect(currentChance(outlook, m)).toBeGreaterThan(
      currentChance(outlook, match("Live", 62, 50, 1, 900, 900)),
    );
  });

  it("gives the pre-match chance before the bounce", () => {
    const p = currentChance(outlook, match("Upcoming", 0, 0));
    expect(p).toBeGreaterThan(0.5);
    expect(p).toBeLessThan(0.7);
  });
});
