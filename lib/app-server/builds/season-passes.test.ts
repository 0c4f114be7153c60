import { describe, expect, it } from "vitest";
import type { BuildStatus, SeasonBuilds } from "./season-builds";
import { ensureSeasonPasses } from "./season-passes";

// The order of a season's two builds, on fakes: the whole-match pass first, the splits when it ends.

const matches = [1, 2, 3].map((id) => ({ id, start: "2025-03-01T08:00:00Z", finals: false }));

/** A builder whose build of the season is running (`running`) or not, with `done` matches kept. */
function fakeBuilder(done: number, running: boolean) {
  const calls: string[] = [];
  let end: () => void = () => {};
  const settled = running ? new Promise<void>((r) => (end = r)) : Promise.resolve();
  const status = (building: boolean): BuildStatus => ({ total: 3, done, building, error: null });
  const builder = {
    ensure: async () => {
      calls.push("ensure");
      return status(running || done < 3);
    },
    status: async () => status(running),
    settled: () => settled,
  } as unknown as SeasonBuilds;
  return { builder, calls, end: () => end() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("a season's builds in turn", () => {
  it("starts the splits only once the whole-match pass has ended, and says they wait meanwhile", async () => {
    const pass = fakeBuilder(1, true);
    const splits = fakeBuilder(0, false);
    const s = await ensureSeasonPasses({ boxScores: pass.builder, splits: splits.builder }, 7, matches);
    expect(s.boxScores).toEqual({ total: 3, done: 1, building: true, error: null });
    expect(s.splits).toEqual({ total: 3, done: 0, building: true, error: null });
    await tick();
    expect(splits.calls).toEqual([]);
    pass.end();
    await tick();
    expect(splits.calls).toEqual(["ensure"]);
  });

  it("starts the splits at once when the pass has nothing left to do", async () => {
    const pass = fakeBuilder(3, false);
    const splits = fakeBuilder(0, false);
    const s = await ensureSeasonPasses({ boxScores: pass.builder, splits: splits.builder }, 7, matches);
    expect(splits.calls).toEqual(["ensure"]);
    expect(s.splits.building).toBe(true);
  });

  it("does not call kept splits waiting while the pass runs", async () => {
    const pass = fakeBuilder(0, true);
    const splits = fakeBuilder(3, false);
    const s = await ensureSeasonPasses({ boxScores: pass.builder, splits: splits.builder }, 7, matches);
    expect(s.splits).toEqual({ total: 3, done: 3, building: false, error: null });
  });
});
