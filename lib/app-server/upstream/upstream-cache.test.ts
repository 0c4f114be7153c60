import { describe, expect, it } from "vitest";
import { createUpstreamCache, freshnessMs, type CachedResponse } from "./upstream-cache";

const DAY = 86_400_000;
const entry = (bytes: number, storedAt = 0): CachedResponse => ({
  status: 200,
  body: new Uint8Array(bytes),
  contentType: "application/json",
  storedAt,
  freshUntil: storedAt + 1,
});

describe("createUpstreamCache", () => {
  it("counts an entry's body, its key (two bytes a character) and 256 bytes of bookkeeping", () => {
    const cache = createUpstreamCache(10_000);
    cache.set("/abc", entry(1_000));
    expect(cache.bytes).toBe(1_000 + 8 + 256);
    cache.set("/de", entry(10));
    expect(cache.bytes).toBe(1_264 + 10 + 6 + 256);
    expect(cache.size).toBe(2);
  });

  it("keeps a saved answer for seven days, however stale, then forgets it", () => {
    const cache = createUpstreamCache();
    const e = entry(10, 1_000);
    cache.set("/k", e);
    expect(cache.get("/k", 1_000 + 7 * DAY)).toBe(e);
    expect(cache.get("/k", 1_000 + 7 * DAY + 1)).toBeUndefined();
    expect(cache.size).toBe(0); // deleted, not merely hidden
    expect(cache.get("/k", 1_000)).toBeUndefined();
    expect(cache.get("/never", 0)).toBeUndefined();
  });

  it("expires the answers a change names, keeping them as saved copies", () => {
    const cache = createUpstreamCache();
    cache.set("/matches/1", { ...entry(10), freshUntil: DAY });
    cache.set("/matches/2", { ...entry(10), freshUntil: DAY });
    cache.set("/matches/3", { ...entry(10), freshUntil: 50 }); // already stale at 100: not counted
    expect(cache.expire((k) => k !== "/matches/2", 100)).toBe(1);
    expect(cache.get("/matches/1", 100)?.freshUntil).toBe(100);
    expect(cache.get("/matches/1", 100)?.body.byteLength).toBe(10);
    expect(cache.get("/matches/2", 100)?.freshUntil).toBe(DAY);
  });

  it("drops the least recently used answers to stay within its size", () => {
    const cache = createUpstreamCache(4 * (1_000 + 256 + 4 * 2));
    for (const k of ["/k/0", "/k/1", "/k/2", "/k/3"]) cache.set(k, entry(1_000));
    expect(cache.size).toBe(4);
    cache.get("/k/0", 0); // used again: now /k/1 is the least recent
    cache.set("/k/4", entry(1_000));
    expect(cache.size).toBe(4);
    expect(cache.get("/k/1", 0)).toBeUndefined();
    expect(cache.get("/k/0", 0)?.body.byteLength).toBe(1_000);
  });

  it("passes on, without keeping, an answer as large as the whole cache", () => {
    const cache = createUpstreamCache(2_000);
    cache.set("/fits", entry(2_000 - 256 - 1 - 10));
    expect(cache.size).toBe(1);
    cache.set("/just-too-big", entry(2_000 - 256));
    expect(cache.get("/just-too-big", 0)).toBeUndefined();
    expect(cache.get("/fits", 0)).toBeDefined(); // and it did not push out what was there
  });

  it("keeps the saved copy of a key when a new answer for it is too large to keep", () => {
    const cache = createUpstreamCache(2_000);
    const saved = entry(100);
    cache.set("/k", saved);
    cache.set("/k", entry(2_000 - 256)); // body and overhead fill the cache exactly: not kept
    expect(cache.get("/k", 0)).toBe(saved);
    cache.set("/k", entry(5_000));
    expect(cache.get("/k", 0)).toBe(saved);
  });

  it("holds 64 MiB by default", () => {
    const cache = createUpstreamCache();
    cache.set("/a", entry(40 * 1024 * 1024));
    cache.set("/b", entry(20 * 1024 * 1024));
    expect(cache.size).toBe(2);
    cache.set("/c", entry(5 * 1024 * 1024));
    expect(cache.get("/a", 0)).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe("freshnessMs", () => {
  it("takes the service's max-age, capped at a day", () => {
    expect(freshnessMs("private, max-age=60", 30_000)).toBe(60_000);
    expect(freshnessMs("max-age=0", 30_000)).toBe(0);
    expect(freshnessMs("public, max-age=86400, immutable", 30_000)).toBe(DAY);
    expect(freshnessMs("max-age=31536000", 30_000)).toBe(DAY);
  });

  it("no-store or no-cache: not fresh at all", () => {
    expect(freshnessMs("no-store", 30_000)).toBe(0);
    expect(freshnessMs("private, no-cache, max-age=60", 30_000)).toBe(0);
  });

  it("without a max-age, the default (capped too)", () => {
    expect(freshnessMs(null, 30_000)).toBe(30_000);
    expect(freshnessMs("", 30_000)).toBe(30_000);
    expect(freshnessMs("private", 30_000)).toBe(30_000);
    expect(freshnessMs("max-age=soon", 30_000)).toBe(30_000);
    expect(freshnessMs(null, 2 * DAY)).toBe(DAY);
  });
});
