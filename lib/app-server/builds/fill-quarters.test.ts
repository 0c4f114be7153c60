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
    save: async (batch) => {
      saves.push(...batch.map(([m]) => m.id));
    },
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

  describe("with several lanes", () => {
    const many: QuarterMatch[] = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      start: `1900-06-${String(i + 1).padStart(2, "0")}T03:00:00Z`,
    }));
    // A fetch that answers on the next macrotask, counting how many are in flight at once.
    function slowFetch(failAt?: number) {
      const state = { inFlight: 0, most: 0, started: [] as number[], endedAfterFailure: 0, failed: false };
      const fetch = async (id: number) => {
        state.started.push(id);
        state.inFlight++;
        state.most = Math.max(state.most, state.inFlight);
        await new Promise((r) => setTimeout(r, 1));
        state.inFlight--;
        if (state.failed) state.endedAfterFailure++;
        if (id === failAt) {
          state.failed = true;
          throw new Error(`match ${id} failed`);
        }
        return q(id);
      };
      return { state, fetch };
    }

    it("keeps that many fetches in flight and fetches, keeps and adds every match once", async () => {
      const s = setup([]);
      const f = slowFetch();
      const quarters = new Map<number, MatchQuarters>();
      expect(await fillQuarters(many, quarters, { ...s.deps, fetch: f.fetch, lanes: 4 })).toBeNull();
      expect(f.state.most).toBe(4);
      expect([...f.state.started].sort((a, b) => a - b)).toEqual(many.map((m) => m.id));
      expect([...s.saves].sort((a, b) => a - b)).toEqual(many.map((m) => m.id));
      expect(s.stored()).toBe(20);
      expect(quarters.size).toBe(20);
    });

    it("a failure stops the other lanes after their current match, and the run ends only when they have", async () => {
      const s = setup([]);
      const f = slowFetch(6);
      const quarters = new Map<number, MatchQuarters>();
      await expect(fillQuarters(many, quarters, { ...s.deps, fetch: f.fetch, lanes: 4 })).rejects.toThrow(
        "match 6 failed",
      );
      // Nothing still running when the run reports its failure, and no match started after it.
      expect(f.state.inFlight).toBe(0);
      expect(f.state.started.length).toBeLessThan(6 + 4);
      const startedThen = f.state.started.length;
      await new Promise((r) => setTimeout(r, 20));
      expect(f.state.started).toHaveLength(startedThen);
      // What was fetched before the failure is kept: every match started but the failed one.
      expect(quarters.has(6)).toBe(false);
      expect([...quarters.keys()].sort((a, b) => a - b)).toEqual(
        f.state.started.filter((id) => id !== 6).sort((a, b) => a - b),
      );
      expect(quarters.size).toBe(s.saves.length);
    });

    it("stops at the day's budget, past it by fewer calls than lanes", async () => {
      const s = setup([], 5);
      const f = slowFetch();
      const quarters = new Map<number, MatchQuarters>();
      // The setup's fetch spends the budget; the slow one answers.
      const fetch = async (id: number) => (await s.deps.fetch(id), f.fetch(id));
      let asked = 0;
      const spentUntil = () => (asked++, s.deps.spentUntil());
      expect(await fillQuarters(many, quarters, { ...s.deps, fetch, spentUntil, lanes: 3 })).toBe(99);
      expect(f.state.started.length).toBeGreaterThanOrEqual(5);
      expect(f.state.started.length).toBeLessThanOrEqual(5 + 3 - 1);
      expect(quarters.size).toBe(f.state.started.length);
      // Once a lane finds the budget spent, no lane takes another match (nor asks the budget for it).
      expect(asked).toBeLessThanOrEqual(f.state.started.length + 3);
      expect(many.length).toBeGreaterThan(f.state.started.length + 3);
    });
  });

  describe("keeping", () => {
    const many = (n: number): QuarterMatch[] =>
      Array.from({ length: n }, (_, i) => ({ id: i + 1, start: `1901-01-01T03:00:00Z` }));

    it("keeps 250 matches a statement, the rest at the end", async () => {
      const batches: number[] = [];
      const store: QuarterStore = {
        load: async () => new Map(),
        save: async (batch) => void batches.push(batch.length),
        savedSince: async () => 0,
      };
      const quarters = new Map<number, MatchQuarters>();
      const deps = {
        store,
        fetch: async (id: number) => q(id),
        spentUntil: async () => null,
        onStored: () => {},
      };
      expect(await fillQuarters(many(600), quarters, { ...deps, lanes: 3 })).toBeNull();
      expect(batches).toEqual([250, 250, 100]);
      expect(quarters.size).toBe(600);
    });

    it("a match joins the quarters only once kept: a failed statement leaves its matches for the next run", async () => {
      let down = true;
      const kept = new Set<number>();
      const store: QuarterStore = {
        load: async (ms) => new Map(ms.filter((m) => kept.has(m.id)).map((m) => [m.id, q(m.id)])),
        save: async (batch) => {
          if (down) throw new Error("disk full");
          for (const [m] of batch) kept.add(m.id);
        },
        savedSince: async () => 0,
      };
      const fetched: number[] = [];
      const deps = {
        store,
        fetch: async (id: number) => (fetched.push(id), q(id)),
        spentUntil: async () => null,
        onStored: () => {},
      };
      const quarters = new Map<number, MatchQuarters>();
      await expect(fillQuarters(many(300), quarters, deps)).rejects.toThrow("disk full");
      expect(quarters.size).toBe(0);
      down = false;
      expect(await fillQuarters(many(300), quarters, deps)).toBeNull();
      expect(quarters.size).toBe(300);
      expect(kept.size).toBe(300);
    });
  });

  describe("in batches", () => {
    const many: QuarterMatch[] = Array.from({ length: 600 }, (_, i) => ({
      id: i + 1,
      start: `1901-01-01T00:00:00.${String(i).padStart(3, "0")}Z`,
    }));
    function batches(opts: { failBatch?: number; budgetLeft?: number } = {}) {
      const events: string[] = [];
      const asked: number[][] = [];
      let left = opts.budgetLeft ?? Infinity;
      let settledAfterFailure = 0;
      let failed = false;
      const store: QuarterStore = {
        load: async () => new Map(),
        save: async (batch) => void events.push(`save ${batch.length}`),
        savedSince: async () => 0,
      };
      const deps = {
        store,
        fetch: async (): Promise<MatchQuarters> => {
          throw new Error("a match at a time is not asked in batches");
        },
        spentUntil: async () => (left-- <= 0 ? 77 : null),
        onStored: () => {},
        fetchBatch: async (ids: number[]) => {
          const n = asked.push(ids);
          events.push(`ask ${ids.length}`);
          await new Promise((r) => setTimeout(r, 5));
          if (failed) settledAfterFailure++;
          if (n === opts.failBatch) {
            failed = true;
            throw new Error(`batch ${n} failed`);
          }
          return ids.map((id): [number, MatchQuarters] => [id, q(id)]);
        },
      };
      return { deps, events, asked, settledAfterFailure: () => settledAfterFailure };
    }

    it("asks 250 matches a batch, the next one asked before this one is kept, each kept in one statement", async () => {
      const b = batches();
      const quarters = new Map<number, MatchQuarters>();
      expect(await fillQuarters(many, quarters, b.deps)).toBeNull();
      expect(b.asked.map((ids) => ids.length)).toEqual([250, 250, 100]);
      expect(b.asked.flat()).toEqual(many.map((m) => m.id));
      expect(b.events).toEqual(["ask 250", "ask 250", "save 250", "ask 100", "save 250", "save 100"]);
      expect(quarters.size).toBe(600);
      expect(quarters.get(600)).toEqual(q(600));
    });

    it("stops at the day's budget: only the allowed matches are asked", async () => {
      const b = batches({ budgetLeft: 260 });
      const quarters = new Map<number, MatchQuarters>();
      expect(await fillQuarters(many, quarters, b.deps)).toBe(77);
      expect(b.asked.map((ids) => ids.length)).toEqual([250, 10]);
      expect(quarters.size).toBe(260);
    });

    it("a failed batch fails the run; nothing of it is kept, what was kept before stays", async () => {
      const b = batches({ failBatch: 2 });
      const quarters = new Map<number, MatchQuarters>();
      await expect(fillQuarters(many, quarters, b.deps)).rejects.toThrow("batch 2 failed");
      expect(quarters.size).toBe(250);
      expect(b.asked).toHaveLength(2);
    });

    it("a failed statement fails the run once the batch asked beside it has ended", async () => {
      const b = batches();
      let saved = false;
      b.deps.store.save = async () => {
        await new Promise((r) => setTimeout(r, 1));
        saved = true;
        throw new Error("disk full");
      };
      const asked = b.deps.fetchBatch;
      let settledAfterSave = 0;
      b.deps.fetchBatch = async (ids) => {
        const got = await asked(ids);
        if (saved) settledAfterSave++;
        return got;
      };
      await expect(fillQuarters(many, new Map(), b.deps)).rejects.toThrow("disk full");
      expect(b.asked).toHaveLength(2);
      expect(settledAfterSave).toBe(1);
    });

    it("a batch that leaves out a match it was asked for is a failure, not a gap", async () => {
      const b = batches();
      b.deps.fetchBatch = async (ids) => ids.slice(1).map((id): [number, MatchQuarters] => [id, q(id)]);
      await expect(fillQuarters(many, new Map(), b.deps)).rejects.toThrow(
        "match 1: the batch did not answer it",
      );
    });
  });
});
