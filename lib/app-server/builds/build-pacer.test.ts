import { describe, expect, it } from "vitest";
import { buildGapMs, createPacer } from "./build-pacer";

// The build's calls under half the plan's rate, on a fake clock: each call its own slot.

function fakeClock() {
  const clock = { t: 1_000, slept: [] as number[] };
  return {
    clock,
    now: () => clock.t,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      clock.t += ms;
    },
  };
}

describe("build pacer", () => {
  it("takes half the plan's rate", () => {
    expect(buildGapMs(20)).toBe(100);
    expect(buildGapMs(4)).toBe(500);
  });

  it("lets the first call go at once and spaces the next ones a gap apart", async () => {
    const { clock, now, sleep } = fakeClock();
    const pace = createPacer(100, now, sleep);
    await pace();
    expect(clock.slept).toEqual([]);
    clock.t += 30;
    await pace();
    expect(clock.slept).toEqual([70]);
    clock.t += 500; // a long answer: the next slot is long past
    await pace();
    expect(clock.slept).toEqual([70]);
  });

  it("gives two calls waiting together two slots, not one", async () => {
    const { clock, now } = fakeClock();
    const wakes: number[] = [];
    const pace = createPacer(100, now, async (ms) => void wakes.push(clock.t + ms));
    await pace();
    await Promise.all([pace(), pace()]);
    expect(wakes).toEqual([1_100, 1_200]);
  });
});
