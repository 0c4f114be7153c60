import { describe, expect, it } from "vitest";
import type { Shot } from "@/lib/contract";
import { distanceToGoal, angleToGoal } from "@/lib/charts/shot-marks";
import type { GameLogRow } from "./game-log";
import { onStandardGround, seasonShots, STANDARD_GROUND } from "./season-shots";

const row = (matchId: number, round: string) =>
  ({ matchId, round, opponent: { name: "Swans" } }) as GameLogRow;
const shot = (trx: number, playerId: number, period: number, secs: number, x: number, y: number) =>
  ({
    matchTrxId: trx,
    period,
    periodSecs: secs,
    player: { id: playerId },
    result: { code: "GOAL", name: "Goal", points: 6, pointsExpected: 3.1 },
    details: { locationRotated: { x, y } },
  }) as unknown as Shot;

describe("onStandardGround", () => {
  it("keeps a shot's distance and angle from the goal it attacked, whatever the ground's length", () => {
    for (const length of [135, 160, 175]) {
      const p = { x: length / 2 - 30, y: 12 };
      const q = onStandardGround(p, length);
      expect(distanceToGoal(q, STANDARD_GROUND.length)).toBeCloseTo(distanceToGoal(p, length), 9);
      expect(angleToGoal(q, STANDARD_GROUND.length)).toBeCloseTo(angleToGoal(p, length), 9);
    }
  });
});

describe("seasonShots", () => {
  it("keeps his shots only, in the log's order then by time, and leaves out a match with no ground size", () => {
    const shots = new Map([
      [1, [shot(9, 7, 2, 100, 60, 0), shot(3, 7, 1, 500, 50, 5), shot(4, 8, 1, 10, 70, 0)]],
      [2, [shot(1, 7, 3, 1, 40, -10)]],
      [3, [shot(1, 7, 1, 1, 40, 0)]],
    ]);
    const lengths = new Map([
      [1, 170],
      [2, 150],
    ]);
    const got = seasonShots(7, [row(2, "R2"), row(1, "R1"), row(3, "R3")], shots, lengths);
    expect(got.map((s) => s.key)).toEqual(["2-1", "1-3", "1-9"]);
    expect(got[0]).toMatchObject({ round: "R2", opponent: "Swans", at: { x: 45, y: -10 } });
    expect(got[1].distance).toBeCloseTo(Math.hypot(85 - 50, 5), 9);
  });
});
