import { describe, expect, it } from "vitest";
import { createAttemptGuard, createThrottle, tooManyAttempts } from "./throttle";

const clock = (start = 1_000_000) => {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe("createThrottle", () => {
  it("lets N−1 failures through, blocks at N, and frees the key when the window ends", () => {
    const c = clock();
    const th = createThrottle({ limit: 3, windowMs: 60_000, now: c.now });
    th.fail("k");
    th.fail("k");
    expect(th.retryAfter("k")).toBe(0);
    c.advance(10_000);
    th.fail("k");
    expect(th.retryAfter("k")).toBe(50); // the window counts from the first failure
    c.advance(49_000);
    expect(th.retryAfter("k")).toBe(1);
    c.advance(1_000);
    expect(th.retryAfter("k")).toBe(0);
    th.fail("k"); // a new window: one failure, not four
    expect(th.retryAfter("k")).toBe(0);
  });

  it("keeps keys apart and forgets a cleared one", () => {
    const th = createThrottle({ limit: 1, windowMs: 1000, now: clock().now });
    th.fail("a");
    expect(th.retryAfter("a")).toBe(1);
    expect(th.retryAfter("b")).toBe(0);
    th.clear("a");
    expect(th.retryAfter("a")).toBe(0);
  });

  it("stays bounded under a flood of distinct keys", () => {
    const c = clock();
    const th = createThrottle({ limit: 1, windowMs: 60_000, now: c.now, maxKeys: 100 });
    for (let i = 0; i < 1000; i++) th.fail(`k${i}`);
    const blocked = Array.from({ length: 1000 }, (_, i) => th.retryAfter(`k${i}`) > 0).filter(Boolean);
    expect(blocked.length).toBeLessThanOrEqual(100);
    expect(th.retryAfter("k999")).toBe(60); // the newest are the ones kept
  });
});

describe("createAttemptGuard", () => {
  it("locks the account after its limit, lets the same address use another account, then locks the address", () => {
    const c = clock();
    const g = createAttemptGuard({ perAccount: 3, perAddress: 5, windowMs: 900_000, now: c.now });
    for (let i = 0; i < 3; i++) g.failed("Coach@demo.local", "10.0.0.1");
    expect(g.retryAfter("coach@demo.local", "10.0.0.2")).toBe(900); // per account, whatever the address
    expect(g.retryAfter("analyst@demo.local", "10.0.0.1")).toBe(0); // the address is still under its limit
    g.failed("analyst@demo.local", "10.0.0.1");
    g.failed("fan@demo.local", "10.0.0.1");
    expect(g.retryAfter("admin@demo.local", "10.0.0.1")).toBe(900); // now the address is blocked
    expect(g.retryAfter("admin@demo.local", "10.0.0.3")).toBe(0);
    c.advance(900_000);
    expect(g.retryAfter("coach@demo.local", "10.0.0.1")).toBe(0); // recovered after the window
  });

  it("a success clears the account's count but not the address's", () => {
    const g = createAttemptGuard({ perAccount: 2, perAddress: 3, windowMs: 60_000, now: clock().now });
    g.failed("a@x", "ip");
    g.succeeded("a@x");
    g.failed("a@x", "ip");
    expect(g.retryAfter("a@x", "other")).toBe(0);
    g.failed("b@x", "ip");
    expect(g.retryAfter("c@x", "ip")).toBe(60);
  });

  it("says how long to wait in words", () => {
    expect(tooManyAttempts(42)).toBe("Too many failed attempts. Try again in 42 seconds.");
    expect(tooManyAttempts(900)).toBe("Too many failed attempts. Try again in 15 minutes.");
  });
});
