import { describe, expect, it } from "vitest";
import { PUBLISHED_FANTASY as PUBLISHED } from "@/tests/helpers/published-fantasy";
import { fantasyColumn } from "./fantasy-column";

// When the player statistics table shows its AFL Fantasy column (issue 28): only when every player's
// row has all nine counts; a licence or an answer without one of them gives no column, never a score
// from part of the counts. The scoring is the tests' own (tests/helpers/published-fantasy.ts).

const row = (counts: Record<string, number>, extra: Record<string, number> = {}) => ({
  stats: new Map(Object.entries({ ...counts, ...extra }).map(([code, value]) => [code, { value }])),
});
// A ruckman's day and a forward's: every count, and a metric the score does not read.
const ruck = row(
  {
    KICK: 8,
    HANDBALL: 6,
    MARK: 3,
    TACKLE: 2,
    FREE_KICK: 2,
    FREE_KICK_AGAINST: 1,
    HITOUT: 31,
    GOAL: 1,
    BEHIND: 0,
  },
  { CLEARANCE: 5 },
);
const forward = row({
  KICK: 11,
  HANDBALL: 2,
  MARK: 7,
  TACKLE: 1,
  FREE_KICK: 0,
  FREE_KICK_AGAINST: 2,
  HITOUT: 0,
  GOAL: 4,
  BEHIND: 3,
});
const byHand = (r: ReturnType<typeof row>) =>
  Object.entries(PUBLISHED).reduce((s, [code, points]) => s + points * r.stats.get(code)!.value, 0);

describe("the player statistics table's AFL Fantasy column", () => {
  it("shows each player's score by the published points, and sorts by it", () => {
    const [column] = fantasyColumn([ruck, forward]);
    expect(column.label).toBe("AFL Fantasy points");
    expect(column.numeric).toBe(true);
    expect(column.title).toMatch(/^AFL Fantasy points \(kick 3, handball 2/);
    expect(column.text(ruck)).toBe(String(byHand(ruck)));
    expect(column.text(forward)).toBe(String(byHand(forward)));
    expect(byHand(ruck)).toBe(24 + 12 + 9 + 8 + 2 - 3 + 31 + 6);
    expect(column.sortValue!(ruck)).toBe(byHand(ruck));
    expect(column.sortValue!(forward)).toBe(byHand(forward));
  });

  it("is not there when any player's row lacks one count (a licence without it), nor for no rows", () => {
    for (const code of Object.keys(PUBLISHED)) {
      const without = row(
        Object.fromEntries(
          Object.entries(PUBLISHED)
            .filter(([c]) => c !== code)
            .map(([c]) => [c, 1]),
        ),
      );
      expect(fantasyColumn([ruck, without]), code).toEqual([]);
    }
    expect(fantasyColumn([])).toEqual([]);
  });
});
