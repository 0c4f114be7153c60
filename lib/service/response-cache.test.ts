import { describe, expect, it } from "vitest";
import { createResponseCache } from "./response-cache";

describe("response cache", () => {
  it("stays within its byte budget, dropping the least recently used first", () => {
    const c = createResponseCache(1000);
    for (let i = 0; i < 10; i++) c.set(`k${i}`, Buffer.alloc(200, i), true, 0);
    expect(c.bytes).toBeLessThanOrEqual(1000);
    expect(c.get("k0", 0)).toBeUndefined();
    expect(c.get("k9", 0)).toEqual(Buffer.alloc(200, 9));
    c.get("k5", 0); // used: now most recent
    c.set("k10", Buffer.alloc(200), true, 0);
    expect(c.get("k5", 0)).toEqual(Buffer.alloc(200, 5));
    expect(c.get("k6", 0)).toBeUndefined();
  });

  it("keeps the order exact when the same address is asked again and again", () => {
    const c = createResponseCache(800);
    c.set("a", Buffer.alloc(200, 1), true, 0);
    c.get("a", 0); // the newest already: stays where it is
    for (const k of ["b", "c", "d"]) c.set(k, Buffer.alloc(200), true, 0);
    c.get("a", 0); // the newest again, b now the least recently used
    c.get("a", 0);
    c.set("e", Buffer.alloc(200, 5), true, 0);
    expect(c.get("b", 0)).toBeUndefined();
    expect(c.get("a", 0)).toEqual(Buffer.alloc(200, 1));
    expect(c.get("e", 0)).toEqual(Buffer.alloc(200, 5));
  });

  it("keeps final answers and lets live ones expire", () => {
    const c = createResponseCache(1000, 5000);
    c.set("final", Buffer.from("a"), true, 0);
    c.set("live", Buffer.from("b"), false, 0);
    expect(c.get("live", 4999)).toEqual(Buffer.from("b"));
    expect(c.get("live", 5000)).toBeUndefined();
    expect(c.get("final", 10 ** 12)).toEqual(Buffer.from("a"));
  });
});
