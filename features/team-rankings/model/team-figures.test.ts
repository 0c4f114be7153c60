import { describe, expect, it } from "vitest";
import type { MetricSlice } from "@/lib/season/leaders";
import { cellIndex, CELLS } from "@/lib/season/match-splits";
import { figureIn, selectedCells, squadFigures } from "./team-figures";

const cellsWith = (entries: [number, number][]) => {
  const row = new Array<number>(CELLS).fill(0);
  for (const [c, v] of entries) row[c] = v;
  return row;
};
const q1f50 = cellIndex(1, "F50");
const q2f50 = cellIndex(2, "F50");
const q1mid = cellIndex(1, "MID");

// Three players of club 7 and two of club 8; the second of club 7 has no non-zero cell (kept out).
const SLICE: MetricSlice = {
  matchId: 1,
  finals: false,
  players: [
    { id: 1, name: "a", jumper: 1, squadId: 7 },
    { id: 2, name: "b", jumper: 2, squadId: 7 },
    { id: 3, name: "c", jumper: 3, squadId: 8 },
    { id: 4, name: "d", jumper: 4, squadId: 7 },
    { id: 5, name: "e", jumper: 5, squadId: 8 },
  ],
  total: [4, 0, 6, 3, null],
  split: {
    0: cellsWith([
      [q1f50, 3],
      [q2f50, 1],
    ]),
    2: cellsWith([[q1mid, 6]]),
    3: cellsWith([
      [q1f50, 2],
      [q1mid, 1],
    ]),
  },
};

describe("squadFigures", () => {
  const f = squadFigures(SLICE);
  it("sums each club's players, a player without a value counting nothing", () => {
    expect(f[7].total).toBe(7);
    expect(f[8].total).toBe(6);
  });
  it("sums the players' quarter × zone cells club by club", () => {
    expect(f[7].cells![q1f50]).toBe(5);
    expect(f[7].cells![q1mid]).toBe(1);
    expect(f[8].cells![q1mid]).toBe(6);
    expect(f[8].cells!.reduce((a, b) => a + b, 0)).toBe(6);
  });
  it("has no cells where the measure was kept whole only, and no total where it was not given", () => {
    const whole = squadFigures({ ...SLICE, split: null });
    expect(whole[7]).toEqual({ total: 7, cells: null });
    expect(squadFigures({ ...SLICE, total: null, split: null })[8]).toEqual({ total: null, cells: null });
  });
});

describe("figureIn", () => {
  const f = squadFigures(SLICE);
  it("gives the whole match without a filter, else the sum of the chosen cells", () => {
    expect(figureIn(f[7], null)).toBe(7);
    expect(figureIn(f[7], selectedCells(1, null))).toBe(6); // 5 in F50 + 1 in the midfield
    expect(figureIn(f[7], selectedCells(null, "F50"))).toBe(6); // 5 in Q1 + 1 in Q2
    expect(figureIn(f[7], selectedCells(2, "F50"))).toBe(1);
  });
  it("has nothing for a filter when the measure has no cells", () => {
    expect(figureIn({ total: 7, cells: null }, selectedCells(1, null))).toBeNull();
    expect(figureIn(undefined, null)).toBeNull();
  });
  it("selects every zone of a quarter, every quarter of a zone, or nothing to cut", () => {
    expect(selectedCells(null, null)).toBeNull();
    expect(selectedCells(3, null)).toHaveLength(6);
    expect(selectedCells(null, "D50")).toEqual([1, 2, 3, 4].map((q) => cellIndex(q, "D50")));
  });
});
