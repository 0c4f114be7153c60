import { describe, expect, it } from "vitest";
import type { EntryGrid } from "@/features/scouting/model/scout";
import { entryCell, laneEntries } from "./entry-grid";

const grid = {
  cells: [
    { band: "NEAR", lane: "LEFT", entries: 4, scores: 2, retained: 1 },
    { band: "NEAR", lane: "CORRIDOR", entries: 6, scores: 3, retained: 2 },
    { band: "MID", lane: "LEFT", entries: 5, scores: 1, retained: 0 },
    { band: "MID", lane: "CORRIDOR", entries: 1, scores: 0, retained: 1 },
    { band: "FAR", lane: "LEFT", entries: 2, scores: 0, retained: 0 },
    { band: "FAR", lane: "CORRIDOR", entries: 0, scores: 0, retained: 0 },
  ],
  total: 18,
} as EntryGrid;

describe("entryCell", () => {
  it("finds the cell of both the band and the lane", () => {
    expect(entryCell(grid, "MID", "LEFT")).toEqual({
      band: "MID",
      lane: "LEFT",
      entries: 5,
      scores: 1,
      retained: 0,
    });
    expect(entryCell(grid, "NEAR", "CORRIDOR").entries).toBe(6);
  });
});

describe("laneEntries", () => {
  it("adds one lane's entries over every band", () => {
    expect(laneEntries(grid, "LEFT")).toBe(11);
    expect(laneEntries(grid, "CORRIDOR")).toBe(7);
  });

  it("is 0 for a lane with no cells", () => {
    expect(laneEntries(grid, "RIGHT")).toBe(0);
  });
});
