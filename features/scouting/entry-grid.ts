import type { EntryGrid } from "@/features/scouting/model/scout";

/** The cell of one launch band and lane; the grid holds every pair, so there always is one. */
export const entryCell = (grid: EntryGrid, band: string, lane: string) =>
  grid.cells.find((c) => c.band === band && c.lane === lane)!;

/** Entries down one lane, over every launch band. */
export const laneEntries = (grid: EntryGrid, lane: string): number =>
  grid.cells.filter((c) => c.lane === lane).reduce((a, c) => a + c.entries, 0);
