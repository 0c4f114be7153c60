import { describe, expect, it } from "vitest";
import type { MatchQuarters } from "@/lib/history/quarter-records";
import { fillQuarters, type QuarterMatch, type QuarterStore } from "./fill-quarters";

const MATCHES: QuarterMatch[] = [1, 2, 3, 4].map((id) => ({ id, start: `1900-05-0${id}T03:00:00Z` }));
const q = (id: number): MatchQuarters => ({ home: [id, 0, 0, 0], away: [0, 0, 0, 0] });

function setup(kept: number[], budgetLeft = Infinity) {
  const loads: number[][] = [];
  const saves: number[] = [];
  const fetched: number[] = [];
  let left = budgetLeft;
  let stored = 0;
  const store: QuarterStore = {
    load: async (ms) => (loads.push(ms.map((m) => m.id)), new Map(kept.map((id) => [id, q(id)]))),
    save: async (m) => void saves.push(m.id),
    savedSince: async () => 0,
  };
  const deps = {
    store,
    fetch: async (id: number) => (fetched.push(id), left--, q(id)),
    spentUntil: async () => (left <= 0 ? 99 : null),
    onStored: () => stored++,
  };
  return { deps, loads, saves, fetched, stored: () => stored };
}

describe("fillQuarters", () => {
  it("reads the kept matches it lacks in one load, fetches and keeps only the rest", async () => {
    const s = setup([2, 3]);
    const quarters = new Map([[1, q(1)]]);
    expect(await fillQuarters(MATCHES, quarters, s.deps)).toBeNull();
    expect(s.loads).toEqual([[2, 3, 4]]); // not match 1, which it has
    expect(s.fetched).toEqual([4]);
    expect(s.saves).toEqual([4]);
    expect(s.stored()).toBe(1);
    expect([...quarters.keys()].sort()).toEqual([1, 2, 3, 4]);
    expect(quarters.get(4)).toEqual(q(4));
  });

  it("stops when the day's budget is spent and gives the instant it may carry on", async () => {
    const s = setup([], 2);
    const quarters = new Map<number, MatchQuarters>();
    expect(await fillQuarters(MATCHES, quarters, s.deps)).toBe(99);
    expect(s.fetched).toEqual([1, 2]);
    expect([...quarters.keys()]).toEqual([1, 2]);
  });
});
