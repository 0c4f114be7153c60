import { describe, expect, it } from "vitest";
import { readLoop, watchLoop } from "./loop-watch";

const spin = (ms: number) => {
  const end = performance.now() + ms;
  while (performance.now() < end);
};
const turn = () => new Promise((r) => setTimeout(r, 30));

describe("loop-watch", () => {
  it("reads nothing before it watches, then the longest block since the last read", async () => {
    expect(readLoop()).toBeUndefined();
    watchLoop();
    await turn();
    spin(120); // the loop held 120 ms
    await turn();
    const first = readLoop()!;
    expect(first.maxMs).toBeGreaterThanOrEqual(100);
    // Read again at once (no sample between): the block is forgotten, a reset and not a running maximum.
    expect(readLoop()!.maxMs).toBe(0);
  });
});
