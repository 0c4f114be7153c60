import { describe, expect, it } from "vitest";
import { inLanes } from "./in-lanes";

const tick = () => new Promise((r) => setTimeout(r, 2));

describe("inLanes", () => {
  it("does every item, at most `lanes` at once, starting them in order", async () => {
    const started: number[] = [];
    let inFlight = 0;
    let most = 0;
    await inLanes([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      started.push(n);
      most = Math.max(most, ++inFlight);
      await tick();
      inFlight--;
    });
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
  });

  it("after a failure takes no other item, and tells it once every lane has ended", async () => {
    const started: number[] = [];
    let ended = 0;
    const run = inLanes([1, 2, 3, 4, 5, 6], 2, async (n) => {
      started.push(n);
      if (n === 2) throw new Error("item 2 failed");
      await tick();
      ended++;
    });
    await expect(run).rejects.toThrow("item 2 failed");
    expect(started).toEqual([1, 2]);
    expect(ended).toBe(1); // item 1 ended before the failure was told
  });

  it("once stopped, takes no other item and ends when the current ones have", async () => {
    const started: number[] = [];
    let stop = false;
    let ended = 0;
    await inLanes(
      [1, 2, 3, 4, 5, 6],
      2,
      async (n) => {
        started.push(n);
        if (n === 3) stop = true;
        await tick();
        ended++;
      },
      () => stop,
    );
    expect(started).toEqual([1, 2, 3]);
    expect(ended).toBe(3);
  });
});
