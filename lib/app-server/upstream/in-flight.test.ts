import { describe, expect, it } from "vitest";
import { createInFlight } from "./in-flight";

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe("createInFlight", () => {
  it("lets later askers join the running call, by key, until it settles", async () => {
    const inFlight = createInFlight<string>();
    const d = deferred<string>();
    let runs = 0;
    const p = inFlight.start("/a", () => (runs++, d.promise));
    expect(inFlight.joined("/a")).toBe(p);
    expect(inFlight.joined("/b")).toBeUndefined();
    d.resolve("answer");
    expect(await p).toBe("answer");
    expect(runs).toBe(1);
    // Settled: the next request starts a call of its own.
    expect(inFlight.joined("/a")).toBeUndefined();
  });

  it("frees the key when the call fails too, and the failure reaches the askers", async () => {
    const inFlight = createInFlight<string>();
    const d = deferred<string>();
    const p = inFlight.start("/a", () => d.promise);
    const joined = inFlight.joined("/a");
    d.reject(new Error("down"));
    await expect(p).rejects.toThrow("down");
    await expect(joined).rejects.toThrow("down");
    expect(inFlight.joined("/a")).toBeUndefined();
  });

  it("frees the key before the askers resume, so an asker that asks again starts a new call", async () => {
    const inFlight = createInFlight<number>();
    let runs = 0;
    const first = await inFlight.start("/a", async () => ++runs);
    expect(first).toBe(1);
    expect(inFlight.joined("/a")).toBeUndefined();
    expect(await inFlight.start("/a", async () => ++runs)).toBe(2);
  });
});
