import { describe, expect, it } from "vitest";
import type { BuildProgress } from "./build-runner";
import { createBuildRuns } from "./season-build-runs";
import type { SeasonMatch } from "./season-splits";

// Single flight a season, one season at a time, and why a build stopped short; the build is a fake.

const matches = (n: number): SeasonMatch[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, start: "2024-03-01T08:00:00Z", finals: false }));

function gate() {
  let open = () => {};
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

function fakeRuns(kept = 0) {
  const calls: { season: number; run: BuildProgress }[] = [];
  const gates = new Map<number, ReturnType<typeof gate>>();
  const ended: number[] = [];
  let failWith: string | null = null;
  const runs = createBuildRuns({
    kept: async () => kept,
    build: async (ms, run) => {
      const season = ms.length; // the tests give each season its own number of matches
      calls.push({ season, run });
      const g = gate();
      gates.set(season, g);
      await g.opened;
      run.done = ms.length;
      if (failWith) throw new Error(failWith);
    },
    ended: (s) => void ended.push(s),
  });
  return { runs, calls, gates, ended, fail: (m: string) => (failWith = m) };
}

const settle = () => new Promise<void>((r) => setTimeout(r, 0));

describe("season build runs", () => {
  it("starts a build once however many ask, and says nothing is building when all is kept", async () => {
    const { runs, calls, gates, ended } = fakeRuns();
    expect(await runs.ensure(7, matches(3))).toEqual({ total: 3, done: 0, building: true, error: null });
    expect(await runs.ensure(7, matches(3))).toMatchObject({ building: true });
    await settle();
    expect(calls).toHaveLength(1);
    expect(runs.building(7)).toBe(true);
    gates.get(3)!.open();
    await runs.settled(7);
    expect(runs.building(7)).toBe(false);
    expect(ended).toEqual([7]);
    const whole = fakeRuns(3);
    expect(await whole.runs.ensure(7, matches(3))).toEqual({
      total: 3,
      done: 3,
      building: false,
      error: null,
    });
    await settle();
    expect(whole.calls).toHaveLength(0);
  });

  it("builds one season at a time: a second waits for the first", async () => {
    const { runs, calls, gates } = fakeRuns();
    await runs.ensure(7, matches(3));
    await runs.ensure(8, matches(4));
    await settle();
    expect(calls.map((c) => c.season)).toEqual([3]);
    expect(await runs.status(8, matches(4))).toMatchObject({ building: true });
    gates.get(3)!.open();
    await runs.settled(7);
    await settle();
    expect(calls.map((c) => c.season)).toEqual([3, 4]);
    gates.get(4)!.open();
    await runs.settled(8);
  });

  it("keeps why a build stopped short until the next build starts", async () => {
    const { runs, gates, fail } = fakeRuns();
    fail("Match 2: 503 down");
    await runs.ensure(7, matches(3));
    await settle();
    gates.get(3)!.open();
    await runs.settled(7);
    expect(await runs.status(7, matches(3))).toEqual({
      total: 3,
      done: 0,
      building: false,
      error: "Match 2: 503 down",
    });
    expect(await runs.ensure(7, matches(3))).toMatchObject({ building: true, error: null });
    await settle();
    gates.get(3)!.open();
    await runs.settled(7);
  });

  it("stop asks the running build to stop and waits for it", async () => {
    const { runs, calls, gates } = fakeRuns();
    await runs.ensure(7, matches(3));
    await settle();
    const stopped = runs.stop(7);
    expect(calls[0].run.stop).toBe(true);
    gates.get(3)!.open();
    await stopped;
    expect(runs.building(7)).toBe(false);
    await runs.stop(7); // nothing running: returns at once
  });
});
