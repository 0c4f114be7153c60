import { describe, expect, it } from "vitest";
import { PUBLISHED_FANTASY as PUBLISHED } from "@/tests/helpers/published-fantasy";
import { FANTASY_COUNTS, fantasyScore, fantasySlices, hasFantasyCounts } from "./fantasy";
import type { MetricSlice } from "./leaders";
import { CELLS } from "./match-splits";

// The published scoring: tests/helpers/published-fantasy.ts, not the module under test.

describe("AFL Fantasy score", () => {
  it("scores each count by the published points", () => {
    for (const [code, points] of Object.entries(PUBLISHED))
      expect(
        fantasyScore((c) => (c === code ? 1 : 0)),
        code,
      ).toBe(points);
  });

  it("adds them up: a midfielder's day", () => {
    const counts: Record<string, number> = {
      KICK: 20,
      HANDBALL: 14,
      MARK: 6,
      TACKLE: 7,
      FREE_KICK: 2,
      FREE_KICK_AGAINST: 1,
      HITOUT: 0,
      GOAL: 2,
      BEHIND: 1,
    };
    // 60 + 28 + 18 + 28 + 2 − 3 + 0 + 12 + 1
    expect(fantasyScore((c) => counts[c])).toBe(146);
  });

  it("is no score when any count is missing, never a score from part of them", () => {
    for (const missing of Object.keys(PUBLISHED)) {
      expect(
        fantasyScore((c) => (c === missing ? undefined : 3)),
        missing,
      ).toBeNull();
      expect(
        fantasyScore((c) => (c === missing ? null : 3)),
        missing,
      ).toBeNull();
    }
    expect(hasFantasyCounts(Object.keys(PUBLISHED))).toBe(true);
    expect(hasFantasyCounts(Object.keys(PUBLISHED).filter((c) => c !== "FREE_KICK_AGAINST"))).toBe(false);
  });
});

describe("the score as a season's metric", () => {
  const players = [
    { id: 1, name: "A", jumper: 1, squadId: 10 },
    { id: 2, name: "B", jumper: 2, squadId: 10 },
  ];
  // Each count: player 1 has n in cell 0 and 1 in cell 5 (total n + 1); player 2 has no cell (zeros).
  const slice = (code: string, n: number, withSplit = true): MetricSlice => ({
    matchId: 7,
    finals: false,
    players,
    total: [n + 1, 0],
    split: withSplit ? { 0: Array.from({ length: CELLS }, (_, c) => (c === 0 ? n : c === 5 ? 1 : 0)) } : null,
  });
  const counts = FANTASY_COUNTS.map((code, k) => [slice(code, k + 1)]);

  it("totals are the formula on each player's totals; cells the formula on each cell", () => {
    const [m] = fantasySlices(counts);
    const expectedTotal = Object.values(PUBLISHED).reduce((s, w, k) => s + w * (k + 2), 0);
    expect(m.total).toEqual([expectedTotal, 0]);
    const cell0 = Object.values(PUBLISHED).reduce((s, w, k) => s + w * (k + 1), 0);
    const cell5 = Object.values(PUBLISHED).reduce((s, w) => s + w, 0);
    expect(m.split?.[0][0]).toBe(cell0);
    expect(m.split?.[0][5]).toBe(cell5);
    expect(m.split?.[0].reduce((a, b) => a + b, 0)).toBe(expectedTotal);
    expect(m.split?.[1]).toBeUndefined();
  });

  it("a match without one count's cells has none; without one count's totals, no total", () => {
    const noCells = counts.map((s, k) => (k === 4 ? [slice("FREE_KICK", 5, false)] : s));
    expect(fantasySlices(noCells)[0].split).toBeNull();
    const noTotal = counts.map((s, k) => (k === 8 ? [{ ...s[0], total: null }] : s));
    expect(fantasySlices(noTotal)[0].total).toBeNull();
  });

  it("refuses slices that are not in step", () => {
    const wrong = counts.map((s, k) => (k === 2 ? [{ ...s[0], matchId: 8 }] : s));
    expect(() => fantasySlices(wrong)).toThrow(/out of step/);
  });
});
