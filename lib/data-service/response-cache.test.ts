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

  it("keeps final answers and lets live ones expire", () => {
    const c = createResponseCache(1000, 5000);
    c.set("final", Buffer.from("a"), true, 0);
    c.set("live", Buffer.from("b"), false, 0);
    expect(c.get("live", 4999)).toEqual(Buffer.from("b"));
    expect(c.get("live", 5000)).toBeUndefined();
    expect(c.get("final", 10 ** 12)).toEqual(Buffer.from("a"));
  });
});
