import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createIdleTimer } from "./idle-timer";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createIdleTimer", () => {
  it("calls onIdle once the time has passed since it was last armed", () => {
    let idle = 0;
    const t = createIdleTimer(1_000, () => idle++);
    t.arm();
    vi.advanceTimersByTime(600);
    t.arm(); // more work answered: counted again from now
    vi.advanceTimersByTime(600);
    expect(idle).toBe(0);
    vi.advanceTimersByTime(400);
    expect(idle).toBe(1);
    vi.advanceTimersByTime(5_000);
    expect(idle).toBe(1);
  });

  it("calls nothing when cancelled (work came)", () => {
    let idle = 0;
    const t = createIdleTimer(1_000, () => idle++);
    t.arm();
    t.cancel();
    vi.advanceTimersByTime(5_000);
    expect(idle).toBe(0);
  });
});
