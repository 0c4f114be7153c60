import { describe, expect, it } from "vitest";
import { timeOnGroundRows } from "./time-on-ground";

describe("time on the ground by quarter", () => {
  const players = [
    {
      personId: 1,
      name: "A",
      side: "home" as const,
      stints: [
        { period: 1, from: 0, to: 600 },
        { period: 1, from: 900, to: 1800 },
        { period: 3, from: 120, to: 240 },
      ],
    },
    { personId: 2, name: "B", side: "away" as const, stints: [] },
  ];

  it("adds each quarter's stints, in minutes; the quarters add up to the match", () => {
    const [a, b] = timeOnGroundRows(players, 4);
    expect(a.quarters).toEqual([25, 0, 2, 0]);
    expect(a.total).toBe(27);
    expect(a.quarters.reduce((n, q) => n + q, 0)).toBe(a.total);
    expect(b).toEqual({ personId: 2, name: "B", side: "away", quarters: [0, 0, 0, 0], total: 0 });
  });

  it("leaves out quarters not played yet (a live match)", () => {
    const [a] = timeOnGroundRows(players, 2);
    expect(a.quarters).toEqual([25, 0]);
  });
});
