import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { createCallBudget } from "@/lib/app-server/upstream/call-budget";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { createUpstreamCache } from "@/lib/app-server/upstream/upstream-cache";
import { UpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { startStandIn, upstreamEnvFor } from "./stand-in-service";

// The crowd's side of the upstream client: tokens kept through licence refusals, deadlines on a hung
// service or issuer, made-up addresses cached, and new calls limited per visitor and by the plan.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let env: UpstreamEnv;
beforeAll(async () => {
  standIn = await startStandIn();
  // A 10 s deadline: the hang tests set their own, shorter one.
  env = upstreamEnvFor(standIn.base);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset({ delayMs: 5 });
  standIn.expireAll();
});

const UNPACED = { rate: 1e6, burst: 1e6, daily: 1e9 };
function make(opts: { now?: () => number; plan?: typeof UNPACED; timeoutMs?: number } = {}) {
  const e = { ...env, timeoutMs: opts.timeoutMs ?? env.timeoutMs };
  const tokens = createTokenManager(e, { now: opts.now });
  return createUpstream({
    env: e,
    tokens,
    now: opts.now,
    budget: createCallBudget(opts.plan ?? UNPACED, opts.now),
  });
}
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as UpstreamError;
  }
  throw new Error("expected a failure");
};

describe("a 403 renews the token only when the token itself is refused", () => {
  it("a tier refusal is passed on and keeps the token: 30 refused views, one token", async () => {
    const up = make();
    await up.get("/seasons/62/ladder");
    standIn.state.mode = "tier";
    for (let i = 0; i < 30; i++) expect((await up.get(`/matches/${i}/transactions`)).status).toBe(403);
    expect(standIn.state.tokenRequests).toBe(1);
    expect(standIn.state.calls).toHaveLength(31); // one call each, no retry
    standIn.state.mode = "ok";
    expect((await up.get("/seasons/62/fixture")).status).toBe(200);
    expect(standIn.state.tokenRequests).toBe(1);
  });

  it("RFC 6750's invalid_token challenge renews it once and retries", async () => {
    standIn.state.challenge = true;
    const up = make();
    await up.get("/a");
    standIn.expireAll();
    expect((await up.get("/b")).status).toBe(200);
    expect(standIn.state.tokenRequests).toBe(2);
    expect(standIn.state.calls.map((c) => c.path)).toEqual(["/v1/a", "/v1/b", "/v1/b"]);
  });

  it("renews at most once in 30 s however often the service refuses its tokens", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t });
    standIn.state.challenge = true;
    await up.get("/a");
    for (let i = 0; i < 5; i++) {
      standIn.expireAll();
      await up.get(`/r${i}`);
    }
    expect(standIn.state.tokenRequests).toBe(2);
    t += 31_000;
    standIn.expireAll();
    expect((await up.get("/later")).status).toBe(200);
    expect(standIn.state.tokenRequests).toBe(3);
  });
});

describe("deadlines", () => {
  it("a hung service: the saved copy within the deadline, then at once; no copy: an error, never a wait", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t, timeoutMs: 400 });
    standIn.state.cacheControl = "private, max-age=1";
    await up.get("/seasons/62/ladder");
    t += 5_000;
    standIn.state.mode = "hang";
    const stale = await up.get("/seasons/62/ladder");
    expect(stale.source).toBe("stale");
    expect(stale.status).toBe(200);
    expect(up.stats.timeouts).toBe(1);
    // Taken as hung for 5 s: no further call waits on it.
    expect((await up.get("/seasons/62/ladder")).source).toBe("stale");
    const e = await failure(up.get("/seasons/52/ladder"));
    expect(e).toBeInstanceOf(UpstreamError);
    expect(e.status).toBe(503);
    expect(e.retryAfterSecs).toBe(5);
    expect(standIn.state.calls).toHaveLength(2);
    t += 6_000; // then it is asked again, and the deadline holds again
    expect((await failure(up.get("/seasons/52/ladder"))).status).toBe(504);
    expect(up.stats.timeouts).toBe(2);
  });

  it("a hung issuer: one token request, then failing at once for a while instead of piling up", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t, timeoutMs: 400 });
    standIn.state.issuer = "hang";
    const errors = await Promise.all(Array.from({ length: 20 }, (_, i) => failure(up.get(`/x/${i}`))));
    expect(errors.every((e) => e.status === 504)).toBe(true);
    expect(standIn.state.tokenRequests).toBe(1);
    // Within the back-off nothing waits on the issuer again.
    expect((await failure(up.get("/y"))).status).toBe(504);
    expect(standIn.state.tokenRequests).toBe(1);
    t += 6_000;
    standIn.state.issuer = "ok";
    expect((await up.get("/z")).status).toBe(200);
    expect(standIn.state.tokenRequests).toBe(2);
  });

  it("an issuer refusing with 429: pages get saved copies, and the issuer is left alone for its Retry-After", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t });
    standIn.state.cacheControl = "private, max-age=1";
    await up.get("/seasons/62/fixture");
    standIn.expireAll(); // the token is gone; a new one cannot be had
    standIn.state.challenge = true;
    standIn.state.issuer = "429";
    t += 40_000;
    const saved = await up.get("/seasons/62/fixture");
    expect(saved.source).toBe("stale");
    const e = await failure(up.get("/never/seen"));
    expect(e.status).toBe(429);
    const asked = standIn.state.tokenRequests;
    t += 20_000; // inside the issuer's Retry-After of 30 s
    await failure(up.get("/never/seen/either"));
    expect(standIn.state.tokenRequests).toBe(asked);
  });
});

describe("a quota no visitor can drain", () => {
  it("caches a 404 briefly: made-up ids asked again cost no call", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t });
    standIn.state.mode = "missing";
    for (let i = 0; i < 10; i++) expect((await up.get("/matches/999999")).status).toBe(404);
    expect(standIn.state.calls).toHaveLength(1);
    t += 61_000;
    await up.get("/matches/999999");
    expect(standIn.state.calls).toHaveLength(2);
  });

  it("answers an id known not to exist with 404 and no call", async () => {
    const up = createUpstream({
      env,
      tokens: createTokenManager(env),
      budget: createCallBudget(UNPACED),
      screen: (path) => (path.startsWith("/matches/999") ? "matchId" : undefined),
    });
    const res = await up.get("/matches/9990001/score");
    expect(res.status).toBe(404);
    expect(res.contentType).toBe("application/problem+json");
    expect(JSON.parse(new TextDecoder().decode(res.body)).detail).toContain("matchId");
    expect((await up.get("/matches/2024216/score")).status).toBe(200);
    expect(standIn.state.calls.map((c) => c.path)).toEqual(["/v1/matches/2024216/score"]);
    expect(up.stats.refusedUnknownIds).toBe(1);
  });

  it("limits new calls per visitor address (429 with Retry-After), not cached answers nor other visitors", async () => {
    const t = 1_000_000;
    const up = make({ now: () => t });
    for (let i = 0; i < 40; i++)
      expect((await up.get(`/matches/${i}`, { visitor: "203.0.113.9" })).status).toBe(200);
    const e = await failure(up.get("/matches/40", { visitor: "203.0.113.9" }));
    expect(e.status).toBe(429);
    expect(e.retryAfterSecs).toBeGreaterThanOrEqual(1);
    expect((await up.get("/matches/3", { visitor: "203.0.113.9" })).source).toBe("hit");
    expect((await up.get("/matches/41", { visitor: "198.51.100.7" })).status).toBe(200);
    expect(standIn.state.calls).toHaveLength(41);
    expect(up.stats.refusedVisitors).toBe(1);
  });

  it("keeps a share of the plan's rate for pages: the browser's calls stop short of it", async () => {
    const t = 1_000_000;
    const up = make({ now: () => t, plan: { rate: 1, burst: 8, daily: 1000 } });
    const browser = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        up.get(`/b/${i}`).then(
          (r) => r.status,
          (e: UpstreamError) => e.status,
        ),
      ),
    );
    expect(browser.filter((s) => s === 200)).toHaveLength(6); // 8 less a reserve of 2
    expect(browser.filter((s) => s === 429)).toHaveLength(2);
    const pages = await Promise.all([up.get("/p/1", { critical: true }), up.get("/p/2", { critical: true })]);
    expect(pages.map((r) => r.status)).toEqual([200, 200]);
    expect(up.budget.snapshot().usedToday).toBe(8);
  });

  it("keeps a share of the day for pages", async () => {
    const t = 1_000_000;
    const up = make({ now: () => t, plan: { rate: 1e6, burst: 1e6, daily: 100 } });
    for (let i = 0; i < 90; i++) await up.get(`/d/${i}`);
    expect((await failure(up.get("/d/90"))).status).toBe(429);
    expect((await up.get("/d/91", { critical: true })).status).toBe(200);
  });
});

describe("the answer cache is bounded by bytes", () => {
  it("drops the least recently used answers to stay within its size", () => {
    const cache = createUpstreamCache(10_000);
    const body = new Uint8Array(3_000);
    for (let i = 0; i < 10; i++)
      cache.set(`/k/${i}`, {
        status: 200,
        body,
        contentType: "application/json",
        storedAt: 0,
        freshUntil: 1,
      });
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBe(3);
    expect(cache.get("/k/9", 0)).toBeDefined();
    expect(cache.get("/k/0", 0)).toBeUndefined();
    cache.set("/huge", {
      status: 200,
      body: new Uint8Array(20_000),
      contentType: "x",
      storedAt: 0,
      freshUntil: 1,
    });
    expect(cache.get("/huge", 0)).toBeUndefined();
  });
});
