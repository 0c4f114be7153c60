// A ground map needs the ground's size. Only matches with events have maps, and all of them (2023 on)
// are played on grounds with dimensions; the history's old grounds have none (null in the venue), so asking
// for a map of one is a bug to report, not a size to guess.
export function groundSize(venue: { name: string; dimensions: { length: number; width: number } | null }): {
  length: number;
  width: number;
} {
  if (!venue.dimensions) throw new Error(`${venue.name} has no known dimensions to draw`);
  return venue.dimensions;
}
