import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffWait, createBackoff } from "./backoff";

describe("createBackoff", () => {
  it("doubles from half a second up to 30 s by default, and stays there", () => {
    const b = createBackoff();
    const waits = Array.from({ length: 9 }, () => b.next());
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(b.failures).toBe(9);
  });

  it("starts again from the first delay after a success", () => {
    const b = createBackoff({ initialMs: 100, maxMs: 1_000 });
    b.next();
    b.next();
    b.reset();
    expect(b.failures).toBe(0);
    expect(b.next()).toBe(100);
  });

  it("never waits less than the first delay, however low the cap, nor overflows after many failures", () => {
    expect(createBackoff({ initialMs: 2_000, maxMs: 500 }).next()).toBe(2_000);
    const b = createBackoff({ initialMs: 1, maxMs: 60_000 });
    for (let i = 0; i < 5_000; i++) b.next();
    expect(b.next()).toBe(60_000);
  });
});

describe("backoffWait", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("resolves after the delay", async () => {
    let done = false;
    void backoffWait(1_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it("resolves at once when aborted, and leaves no timer behind", async () => {
    const stop = new AbortController();
    let done = false;
    void backoffWait(30_000, stop.signal).then(() => (done = true));
    stop.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    await backoffWait(30_000, stop.signal); // already aborted: no wait at all
  });

  it("does not hold the process open", () => {
    vi.useRealTimers();
    const spy = vi.spyOn(globalThis, "setTimeout");
    const stop = new AbortController();
    void backoffWait(60_000, stop.signal);
    const timer = spy.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop.abort();
    spy.mockRestore();
  });
});
