import { describe, expect, it } from "vitest";
import { playerStints, stintSeconds } from "./stints";

const rot = (matchTrxId: number, period: number, periodSecs: number, off: number, on: number) => ({
  matchTrxId,
  period,
  periodSecs,
  off: { personId: off },
  on: { personId: on },
});

describe("playerStints", () => {
  const stints = playerStints({
    personIds: [1, 2, 3],
    rotations: [rot(10, 1, 300, 1, 2), rot(20, 1, 600, 2, 1), rot(30, 2, 100, 3, 2)],
    lengths: [1800, 1700],
    togByPeriod: new Map([
      [
        1,
        new Map([
          [1, 1500],
          [2, 300],
          [3, 1800],
        ]),
      ],
      [
        2,
        new Map([
          [1, 1700],
          [2, 1600],
          [3, 100],
        ]),
      ],
    ]),
    periodsPlayed: 2,
  });

  it("starts a quarter on the ground when the first interchange takes the player off", () => {
    expect(stints.get(1)).toEqual([
      { period: 1, from: 0, to: 300 },
      { period: 1, from: 600, to: 1800 },
      { period: 2, from: 0, to: 1700 },
    ]);
    expect(stints.get(3)).toEqual([
      { period: 1, from: 0, to: 1800 },
      { period: 2, from: 0, to: 100 },
    ]);
  });

  it("starts on the bench when the first interchange brings the player on", () => {
    expect(stints.get(2)).toEqual([
      { period: 1, from: 300, to: 600 },
      { period: 2, from: 100, to: 1700 },
    ]);
    expect(stintSeconds(stints.get(2)!)).toBe(1900);
  });

  it("reads a quarter without interchanges from the player's time on the ground in it", () => {
    const s = playerStints({
      personIds: [7],
      rotations: [],
      lengths: [1800, 1800],
      togByPeriod: new Map([
        [1, new Map([[7, 0]])],
        [2, new Map([[7, 1800]])],
      ]),
      periodsPlayed: 2,
    });
    expect(s.get(7)).toEqual([{ period: 2, from: 0, to: 1800 }]);
  });
});
