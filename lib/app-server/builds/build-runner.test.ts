import { describe, expect, it } from "vitest";
import { runBuild } from "./build-runner";

const tick = () => new Promise<void>((r) => setTimeout(r, 1));

describe("build runner", () => {
  it("fetches every match, two at a time, counting the kept ones", async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const run = { done: 3, stop: false };
    await runBuild([1, 2, 3, 4, 5], run, async (m) => {
      most = Math.max(most, ++inFlight);
      await tick();
      inFlight--;
      seen.push(m);
      return m !== 4; // the build was stopped while 4 was in hand: not kept
    });
    expect(most).toBe(2);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(run.done).toBe(7);
  });

  it("stops at the first failure: the other runner ends with its match, no new match starts", async () => {
    const started: number[] = [];
    const run = { done: 0, stop: false };
    const built = runBuild([1, 2, 3, 4], run, async (m) => {
      started.push(m);
      await tick();
      if (m === 1) throw new Error("Match 1: 503 down");
      await tick();
      return true;
    });
    await expect(built).rejects.toThrow("Match 1: 503 down");
    expect(run.stop).toBe(true);
    // The build's failure is known at once; the other match in hand still ends, and is counted.
    await new Promise<void>((r) => setTimeout(r, 20));
    expect(started).toEqual([1, 2]);
    expect(run.done).toBe(1);
  });

  it("starts nothing once stopped", async () => {
    const run = { done: 0, stop: true };
    await runBuild([1, 2], run, async () => {
      throw new Error("not expected");
    });
    expect(run.done).toBe(0);
  });
});
