import { describe, expect, it } from "vitest";
import type { Store } from "@/lib/service/store/store";
import { replayChange } from "./replay";

// What a change of replays tells the app: the matches and seasons touched, and when the last match now
// replayed is complete again (its four quarters from its replayed start, with the breaks between:
// 6 minutes at quarter time, 20 at half time, 6 at three-quarter time, as the AFL plays them).

const QUARTERS = [1700, 1800, 1650, 1900]; // seconds
const BREAKS_S = 360 + 1200 + 360;
const base = {
  matches: new Map([
    [1, { id: 1, seasonId: 73, utcStart: "2025-05-01T09:00:00.000Z", periodSecs: QUARTERS }],
    [2, { id: 2, seasonId: 73, utcStart: "2025-05-02T09:00:00.000Z", periodSecs: [1620, 1620, 1620, 1620] }],
    [3, { id: 3, seasonId: 62, utcStart: "2024-05-02T09:00:00.000Z", periodSecs: QUARTERS }],
  ]),
} as unknown as Store;
const T = Date.parse("2026-11-27T10:00:00Z");
const endOf = (start: number, quarters: number[]) =>
  start + (quarters.reduce((a, b) => a + b, 0) + BREAKS_S) * 1000;

describe("a change of replays", () => {
  it("names the matches and seasons, and settles when the last replayed match ends", () => {
    const c = replayChange(
      base,
      new Map(),
      new Map([
        [1, T],
        [3, T + 60_000],
      ]),
    );
    expect(c.matchIds).toEqual([1, 3]);
    expect(c.seasonIds).toEqual([73, 62]);
    expect(c.settlesAt).toBe(endOf(T + 60_000, QUARTERS));
  });

  it("takes each match's own quarters", () => {
    const c = replayChange(
      base,
      new Map(),
      new Map([
        [1, T],
        [2, T],
      ]),
    );
    expect(c.settlesAt).toBe(endOf(T, QUARTERS)); // match 1's quarters are the longer
    expect(c.settlesAt).toBeGreaterThan(endOf(T, [1620, 1620, 1620, 1620]));
  });

  it("has nothing to settle when a replay ended (the match is complete at its real start again)", () => {
    const c = replayChange(base, new Map([[1, T]]), new Map());
    expect(c).toEqual({ matchIds: [1], seasonIds: [73] });
    // A replay moved counts from its new start; one left as it was is not a change.
    const moved = replayChange(
      base,
      new Map([
        [1, T],
        [2, T],
      ]),
      new Map([
        [1, T + 1000],
        [2, T],
      ]),
    );
    expect(moved.matchIds).toEqual([1]);
    expect(moved.settlesAt).toBe(endOf(T + 1000, QUARTERS));
  });
});
