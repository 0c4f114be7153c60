import { describe, expect, it } from "vitest";
import { createTokenBuckets } from "./token-bucket";

describe("createTokenBuckets", () => {
  it("gives a new key its whole burst, then refuses with the seconds until a token is back", () => {
    const b = createTokenBuckets({ rate: 2, burst: 3 });
    expect(b.level("a", 0)).toBe(3);
    for (let i = 0; i < 3; i++) expect(b.take("a", 0)).toEqual({ ok: true });
    expect(b.level("a", 0)).toBe(0);
    expect(b.take("a", 0)).toEqual({ ok: false, retryAfterSecs: 1 });
    // Another key has its own bucket.
    expect(b.take("b", 0)).toEqual({ ok: true });
    expect(b.level("b", 0)).toBe(2);
  });

  it("refills at its rate, never beyond the burst", () => {
    const b = createTokenBuckets({ rate: 2, burst: 3 });
    for (let i = 0; i < 3; i++) b.take("a", 0);
    expect(b.level("a", 250)).toBe(0.5);
    expect(b.take("a", 250)).toEqual({ ok: false, retryAfterSecs: 1 });
    expect(b.take("a", 500)).toEqual({ ok: true });
    expect(b.level("a", 500)).toBe(0);
    expect(b.level("a", 60_000)).toBe(3);
  });

  it("waits whole seconds, at least one: a slow rate needs several", () => {
    const b = createTokenBuckets({ rate: 0.1, burst: 1 });
    b.take("a", 0);
    expect(b.take("a", 0)).toEqual({ ok: false, retryAfterSecs: 10 });
    expect(b.take("a", 5_000)).toEqual({ ok: false, retryAfterSecs: 5 });
    expect(b.take("a", 10_000)).toEqual({ ok: true });
  });

  it("keeps a reserve: with keep = k a token is taken only while k + 1 are there", () => {
    const b = createTokenBuckets({ rate: 1, burst: 4 });
    expect(b.take("a", 0, 2)).toEqual({ ok: true }); // 4 → 3
    expect(b.take("a", 0, 2)).toEqual({ ok: true }); // 3 → 2
    expect(b.take("a", 0, 2)).toEqual({ ok: false, retryAfterSecs: 1 });
    expect(b.level("a", 0)).toBe(2);
    expect(b.take("a", 0, 4)).toEqual({ ok: false, retryAfterSecs: 3 });
    expect(b.take("a", 0)).toEqual({ ok: true }); // without the reserve: 2 → 1
  });

  it("bounds the keys it remembers: the least recent one starts again full", () => {
    const b = createTokenBuckets({ rate: 1, burst: 1 }, 2);
    b.take("a", 0);
    b.take("b", 0);
    expect(b.take("a", 0).ok).toBe(false);
    b.take("c", 0); // "b" is now the least recently used of three
    expect(b.take("b", 0)).toEqual({ ok: true });
    expect(b.take("c", 0).ok).toBe(false);
  });
});
