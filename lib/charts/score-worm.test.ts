import { describe, expect, it } from "vitest";
import { scoreWorm, wormPath, type ScoringTransaction } from "./score-worm";

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

  it("draws a step line from the first bounce to the end", () => {
    const d = wormPath(
      worm,
      (t) => t / 10,
      (m) => -m,
      7150,
    );
    expect(d).toBe("M0 0H10V-6H30V-5H185V-4H351V2H715");
  });
});
