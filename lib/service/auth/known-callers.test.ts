import { describe, expect, it } from "vitest";
import type { KnownCaller } from "./caller";
import { createKnownHeaders, setKnown } from "./known-callers";

const caller = (exp: number): KnownCaller => ({
  clientId: "c1",
  tier: "core",
  plan: "standard",
  exp,
  aud: "a",
});

describe("setKnown", () => {
  it("forgets every entry once the memo holds more than 10,000", () => {
    const memo = new Map<number, number>();
    for (let i = 0; i <= 10_000; i++) setKnown(memo, i, i);
    expect(memo.size).toBe(10_001);
    setKnown(memo, -1, -1);
    expect([...memo]).toEqual([[-1, -1]]);
  });
});

describe("createKnownHeaders", () => {
  it("answers a remembered header for the host it was verified for, while its token lives", () => {
    const headers = createKnownHeaders();
    const c = caller(100);
    headers.remember("Bearer t", c, "svc.test");
    expect(c.okHost).toBe("svc.test");
    expect(headers.known("Bearer t", "svc.test", 99_999)).toBe(c);
    expect(headers.known(undefined, "svc.test", 0)).toBeUndefined();
    expect(headers.known("Bearer other", "svc.test", 0)).toBeUndefined();
  });

  it("forgets a header asked for another host or once its token expired", () => {
    const headers = createKnownHeaders();
    headers.remember("Bearer t", caller(100), "svc.test");
    expect(headers.known("Bearer t", "other.test", 0)).toBeUndefined();
    expect(headers.known("Bearer t", "svc.test", 0)).toBeUndefined(); // forgotten by the look above
    headers.remember("Bearer t", caller(100), "svc.test");
    expect(headers.known("Bearer t", "svc.test", 100_000)).toBeUndefined();
    expect(headers.known("Bearer t", "svc.test", 0)).toBeUndefined();
  });
});
