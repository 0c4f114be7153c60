import { describe, expect, it } from "vitest";
import { RATING_PARAMS } from "./params";
import { newRun, playMatch, playRemaining, sampleMargin, startRun } from "./season-run";
import { AWAY_WINS, EXACT_MARGIN, HOME_WINS, NO_PICK, type RemainingGames } from "./season-tables";

const p = { ...RATING_PARAMS, sigma: 10, k: 0.1, cap: 50 };
const always = (...zs: number[]) => {
  let i = 0;
  return () => zs[Math.min(i++, zs.length - 1)];
};

describe("sampleMargin", () => {
  it("draws around the expected margin; with a pick, draws again until the winner agrees, at worst by a point", () => {
    expect(sampleMargin(6, NO_PICK, 10, always(-1))).toBe(-4);
    expect(sampleMargin(6, HOME_WINS, 10, always(-1, -1, 0.5))).toBe(11);
    expect(sampleMargin(6, AWAY_WINS, 10, always(2))).toBe(-1);
    expect(sampleMargin(6, HOME_WINS, 10, always(-3))).toBe(1);
  });
});

describe("playMatch", () => {
  it("splits the scores around the mean, gives the points, and moves the ratings by the capped surprise", () => {
    const run = newRun(2);
    playMatch(run, p, 80, 0, 1, 10, 70);
    expect([run.pf[0], run.pa[0], run.pf[1], run.pa[1]]).toEqual([115, 45, 45, 115]);
    expect([run.points[0], run.points[1]]).toEqual([4, 0]);
    expect(run.rating[0]).toBeCloseTo(0.1 * (50 - 10), 12);
    expect(run.rating[1]).toBeCloseTo(-0.1 * (50 - 10), 12);
    playMatch(run, p, 80, 1, 0, 0, 0);
    expect([run.points[0], run.points[1]]).toEqual([6, 2]);
  });
});

describe("startRun and playRemaining", () => {
  it("starts from the ratings and the counted ladder with a tie-break a team, then plays a picked margin as picked", () => {
    const run = newRun(2);
    const teams = [
      { id: 1, name: "A", code: "A", region: "x", rating: 3 },
      { id: 2, name: "B", code: "B", region: "x", rating: -3 },
    ];
    const base = {
      points: Float64Array.of(8, 4),
      for: Float64Array.of(200, 150),
      against: Float64Array.of(150, 200),
    };
    const draws = [0.25, 0.75];
    startRun(run, teams, base, { next: () => draws.shift()! });
    expect([...run.rating, ...run.points, ...run.tieBreak]).toEqual([3, -3, 8, 4, 0.25, 0.75]);
    const games: RemainingGames = {
      count: 1,
      home: Int32Array.of(1),
      away: Int32Array.of(0),
      shift: Float64Array.of(0),
      pick: Int8Array.of(EXACT_MARGIN),
      margin: Float64Array.of(12),
    };
    playRemaining(run, games, p, 80, () => {
      throw new Error("a picked margin draws nothing");
    });
    expect([...run.points]).toEqual([8, 8]);
    expect(run.rating[1]).toBeCloseTo(-3 + 0.1 * (12 - -6), 12);
  });
});
