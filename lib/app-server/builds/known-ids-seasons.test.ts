import { describe, expect, it } from "vitest";
import { fixtureMatchIds, idSets, keptIndexOf, seasonMark, usable } from "./known-ids-seasons";

const entry = (complete: number, incomplete: number, endDate = "2024-09-28") => ({
  id: 62,
  matches: { complete, incomplete },
  startDate: "2024-03-07",
  endDate,
});

describe("a season's mark", () => {
  it("stays the same while the season's matches are completed, and changes with their number or its dates", () => {
    expect(seasonMark(entry(100, 116))).toBe(seasonMark(entry(216, 0)));
    expect(seasonMark(entry(216, 1))).not.toBe(seasonMark(entry(216, 0)));
    expect(seasonMark(entry(216, 0, "2024-10-05"))).not.toBe(seasonMark(entry(216, 0)));
    expect(seasonMark(entry(216, 0))).toBe("216|2024-03-07|2024-09-28");
  });

  it("is a mark of its own for an entry without counts (never the same as one with them)", () => {
    expect(seasonMark({ id: 1 })).toBe("?|undefined|undefined");
    expect(seasonMark(null)).not.toBe(seasonMark(entry(0, 0)));
  });
});

describe("the kept index", () => {
  const kept = {
    leagues: [1],
    seasons: [
      { id: 52, path: "/leagues/1/levels/1/seasons/52", mark: "2|a|b", matches: [1, 2], squads: [10] },
      { id: 62, path: "/leagues/1/levels/1/seasons/62", mark: "1|a|b", matches: [3], squads: [10, 160] },
    ],
    builtAt: 5,
  };

  it("is read back as it was kept, and an earlier version's shape is not taken for it", () => {
    expect(keptIndexOf(JSON.parse(JSON.stringify(kept)))).toEqual(kept);
    expect(keptIndexOf({ leagues: [1], seasons: [52], squads: [], matches: [1], builtAt: 0 })).toBeNull();
    expect(keptIndexOf({ ...kept, builtAt: "5" })).toBeNull();
    expect(keptIndexOf({ ...kept, leagues: undefined })).toBeNull();
    expect(keptIndexOf({ ...kept, seasons: [{ ...kept.seasons[0], matches: undefined }] })).toBeNull();
    expect(keptIndexOf(null)).toBeNull();
  });

  it("answers by kind of id, every season's squads and matches together", () => {
    const sets = idSets(kept);
    expect([...sets.matchId].sort()).toEqual([1, 2, 3]);
    expect([...sets.squadId].sort((a, b) => a - b)).toEqual([10, 160]);
    expect([...sets.seasonId]).toEqual([52, 62]);
    expect([...sets.leagueId]).toEqual([1]);
  });

  it("is used only when it names seasons and matches", () => {
    expect(usable(kept)).toBe(true);
    expect(usable({ ...kept, seasons: kept.seasons.map((s) => ({ ...s, matches: [] })) })).toBe(false);
    expect(usable({ ...kept, seasons: [] })).toBe(false);
  });
});

describe("a fixture's match ids", () => {
  it("reads every round of every phase, and nothing from another shape", () => {
    const fixture = {
      phases: [
        { rounds: [{ matches: [{ id: 1 }, { id: 2 }] }, { matches: [{ id: 3 }] }] },
        { rounds: [{ matches: [{ id: 4 }] }] },
      ],
    };
    expect(fixtureMatchIds(fixture)).toEqual([1, 2, 3, 4]);
    expect(fixtureMatchIds({})).toEqual([]);
    expect(fixtureMatchIds(null)).toEqual([]);
    expect(fixtureMatchIds({ phases: [{ rounds: [{ matches: "none" }] }] })).toEqual([]);
  });
});
