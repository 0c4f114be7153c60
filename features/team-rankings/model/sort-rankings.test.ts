import { describe, expect, it } from "vitest";
import type { ClubRanking } from "./rank-teams";
import { sortRankings } from "./sort-rankings";

const row = (name: string, games: number, rank: number | null): ClubRanking => ({
  club: { id: name.charCodeAt(0), name, code: name },
  games,
  figures: {
    I50:
      rank === null
        ? null
        : { value: { for: 0, against: 0, diff: 0 }, rank: { for: rank, against: 5 - rank, diff: rank } },
  },
});
const ROWS = [row("Bravo", 3, 2), row("Alpha", 4, 2), row("Delta", 4, null), row("Charlie", 2, 1)];
const names = (rows: ClubRanking[]) => rows.map((r) => r.club.name);

describe("sortRankings", () => {
  it("puts rank 1 first ascending, level clubs by name, a club without the figure last", () => {
    expect(names(sortRankings(ROWS, "I50", "for", "asc"))).toEqual(["Charlie", "Alpha", "Bravo", "Delta"]);
    expect(names(sortRankings(ROWS, "I50", "for", "desc"))).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
  });
  it("sorts by the side shown", () => {
    expect(names(sortRankings(ROWS, "I50", "against", "asc"))).toEqual([
      "Alpha",
      "Bravo",
      "Charlie",
      "Delta",
    ]);
  });
  it("sorts by club name and by games", () => {
    expect(names(sortRankings(ROWS, "club", "for", "desc"))).toEqual(["Delta", "Charlie", "Bravo", "Alpha"]);
    expect(names(sortRankings(ROWS, "games", "for", "asc"))).toEqual(["Charlie", "Bravo", "Alpha", "Delta"]);
  });
});
