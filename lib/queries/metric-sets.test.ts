import { describe, expect, it } from "vitest";
import { withFantasyCounts } from "./metric-sets";

// The statistics view asks for the counts its AFL Fantasy column needs beside the metrics it shows
// (issue 28), and only when the licence has every one of them: asking for a metric the licence lacks
// would be refused, and a score from part of the counts is never shown. The nine counts are written
// out here rather than read from the module under test.
const COUNTS = [
  "KICK",
  "HANDBALL",
  "MARK",
  "TACKLE",
  "FREE_KICK",
  "FREE_KICK_AGAINST",
  "HITOUT",
  "GOAL",
  "BEHIND",
];
const SHOWN = ["DISPOSAL", "KICK", "METRES_GAINED"];

describe("the statistics view's Fantasy counts", () => {
  it("adds the nine counts, once each, to the metrics shown when the licence has them all", () => {
    const asked = withFantasyCounts(SHOWN, [...COUNTS, "DISPOSAL", "METRES_GAINED", "SPOIL"])!;
    expect(asked.slice(0, SHOWN.length)).toEqual(SHOWN);
    expect([...asked].sort()).toEqual([...new Set([...SHOWN, ...COUNTS])].sort());
    expect(asked).toHaveLength(new Set(asked).size);
  });

  it("adds them when the licence is not known (the service is asked for everything named)", () => {
    expect([...withFantasyCounts(SHOWN, undefined)!].sort()).toEqual(
      [...new Set([...SHOWN, ...COUNTS])].sort(),
    );
  });

  it("asks for the metrics shown alone when the licence lacks any one count", () => {
    for (const missing of COUNTS) {
      const licence = [...new Set([...SHOWN, ...COUNTS])].filter((c) => c !== missing);
      expect(withFantasyCounts(SHOWN, licence), missing).toEqual(SHOWN);
    }
  });

  it("leaves no list (every metric: the counts come anyway) and an empty one as they are", () => {
    expect(withFantasyCounts(undefined, COUNTS)).toBeUndefined();
    expect(withFantasyCounts([], COUNTS)).toEqual([]);
  });
});
