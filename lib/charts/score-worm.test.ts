import { describe, expect, it } from "vitest";
import { describeScore, scoreWorm, wormSteps, type ScoringTransaction } from "./score-worm";

const trx = (
  id: number,
  code: string,
  period: number,
  periodSecs: number,
  homeScore: number,
  awayScore: number,
  squadId: number | null,
): ScoringTransaction => ({
  id,
  code,
  period,
  periodSecs,
  homeScore,
  awayScore,
  squad: squadId === null ? null : { id: squadId },
  person: code === "RUSHED_BEHIND" ? null : { displayName: `P${id}` },
});

const lengths = [1800, 1700, 1750, 1900];
const events = [
  trx(1, "CENTRE_BOUNCE", 1, 0, 0, 0, null),
  trx(5, "GOAL", 1, 100, 6, 0, 160),
  trx(9, "KICK", 1, 200, 6, 0, 20),
  trx(12, "BEHIND", 1, 300, 6, 1, 20),
  trx(20, "RUSHED_BEHIND", 2, 50, 6, 2, 20),
  trx(30, "GOAL", 3, 10, 6, 8, 20),
];

describe("scoreWorm", () => {
  const worm = scoreWorm(events, 160, lengths);

  it("keeps only scores, with the margin after each and the side that scored", () => {
    expect(worm.map((p) => [p.code, p.side, p.margin])).toEqual([
      ["GOAL", "home", 6],
      ["BEHIND", "away", 5],
      ["RUSHED_BEHIND", "away", 4],
      ["GOAL", "away", -2],
    ]);
    expect(worm[2].player).toBeNull();
  });

  it("lays the quarters end to end on one time line", () => {
    expect(worm.map((p) => p.t)).toEqual([100, 300, 1850, 3510]);
  });

  it("steps from level at the first bounce through every score to the end", () => {
    const steps = wormSteps(worm, 7150);
    expect(steps.map((s) => [s.t, s.margin])).toEqual([
      [0, 0],
      [100, 6],
      [300, 5],
      [1850, 4],
      [3510, -2],
      [7150, -2],
    ]);
    expect(steps.slice(1, -1).map((s) => s.score)).toEqual(worm);
    expect(steps[0].score).toBeUndefined();
    expect(steps[steps.length - 1].score).toBeUndefined();
    // No scores yet (a live match at the first bounce): a level line.
    expect(wormSteps([], 1800).map((s) => [s.t, s.margin])).toEqual([
      [0, 0],
      [1800, 0],
    ]);
  });

  it("describes a score with its kicker, the score after it and who leads", () => {
    const teams = { home: { name: "Sydney", code: "SYD" }, away: { name: "Brisbane Lions", code: "BL" } };
    expect(describeScore(worm[0], teams)).toBe("Q1 01:40: goal by P5 (Sydney); SYD 6, BL 0, Sydney by 6");
    expect(describeScore(worm[2], teams)).toMatch(
      /^Q2 \d+:\d+: rushed behind \(Brisbane Lions\); SYD 6, BL 2, Sydney by 4$/,
    );
  });
});
