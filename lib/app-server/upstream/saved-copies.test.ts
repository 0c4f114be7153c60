import { describe, expect, it } from "vitest";
import { createSavedCopies } from "./saved-copies";
import { createUpstreamCache, type CachedResponse } from "./upstream-cache";
import { createUpstreamCounters } from "./upstream-counters";

const body = new TextEncoder().encode("{}");
const answer = (status: number, cacheControl?: string) =>
  new Response(null, { status, headers: cacheControl ? { "cache-control": cacheControl } : {} });

function setup(t0 = 1_000_000) {
  const clock = { t: t0 };
  const cache = createUpstreamCache();
  const counters = createUpstreamCounters();
  const saved = createSavedCopies({ cache, now: () => clock.t, counters });
  return { clock, cache, counters, saved };
}

describe("createSavedCopies", () => {
  it("keeps a 200 for the service's max-age, 30 s without one, and none with no-cache (still saved)", () => {
    const { clock, cache, saved } = setup();
    const t = clock.t;
    expect(saved.keep("/a", answer(200, "private, max-age=5"), body, "application/json")).toEqual({
      status: 200,
      body,
      contentType: "application/json",
      storedAt: t,
      freshUntil: t + 5_000,
    });
    expect(saved.keep("/b", answer(200), body, "x")?.freshUntil).toBe(t + 30_000);
    expect(saved.keep("/c", answer(200, "no-cache"), body, "x")?.freshUntil).toBe(t);
    expect(cache.get("/c", t)).toBeDefined();
  });

  it("keeps a 400 or 404 for a minute, whatever the service says; never a failure or a refusal", () => {
    const { clock, cache, saved } = setup();
    for (const status of [400, 404])
      expect(saved.keep(`/${status}`, answer(status, "max-age=3600"), body, "x")?.freshUntil).toBe(
        clock.t + 60_000,
      );
    for (const status of [401, 403, 429, 500, 503])
      expect(saved.keep(`/${status}`, answer(status), body, "x"), String(status)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("a hit: counted, with its age rounded and what freshness it has left", () => {
    const { counters, saved } = setup();
    const e: CachedResponse = { status: 200, body, contentType: "x", storedAt: 10_000, freshUntil: 70_000 };
    expect(saved.hit(e, 14_600)).toMatchObject({
      source: "hit",
      ageSecs: 5,
      freshForMs: 55_400,
      status: 200,
    });
    expect(counters.stats).toMatchObject({ hits: 1, stale: 0 });
  });

  it("a stale copy: counted, its age now, and no freshness left however much it had", () => {
    const { clock, counters, saved } = setup(70_000);
    const e: CachedResponse = { status: 200, body, contentType: "x", storedAt: 10_000, freshUntil: 100_000 };
    const res = saved.stale(e);
    expect(res).toMatchObject({ source: "stale", ageSecs: 60, freshForMs: 0, status: 200, body });
    clock.t += 1_600;
    expect(saved.stale(e).ageSecs).toBe(62);
    expect(counters.stats).toMatchObject({ hits: 0, stale: 2 });
  });
});
