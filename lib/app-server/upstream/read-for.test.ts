import { describe, expect, it } from "vitest";
import { currentReader, readAsApp, readFor } from "./read-for";

// What a live feed's hub relies on: only the reads a viewer's arrival makes are that viewer's. The
// hub awaits the start and then sets the timers of the feed's beats: those must be nobody's.
const viewer = { address: "10.8.0.1", account: null };

describe("reads made for a viewer", () => {
  it("carry the viewer through everything they await", async () => {
    const seen = await readFor(viewer, async () => {
      await new Promise((r) => setTimeout(r, 1));
      return currentReader();
    });
    expect(seen).toBe(viewer);
  });

  it("end with them: what the caller does after, and a closure they return, are nobody's", async () => {
    const read = await readFor(viewer, async () => async () => currentReader());
    expect(currentReader()).toBeUndefined();
    const inBeat = await new Promise((r) => setTimeout(() => r(read()), 1));
    expect(inBeat).toBeUndefined();
  });

  it("are the app's own where a part is marked so, and no one's without a viewer", async () => {
    expect(await readFor(viewer, () => readAsApp(async () => currentReader()))).toBeUndefined();
    expect(await readFor(undefined, async () => currentReader())).toBeUndefined();
  });
});
