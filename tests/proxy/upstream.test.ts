import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { createUpstreamCounters } from "@/lib/app-server/upstream/upstream-counters";
import { createCallBudget } from "@/lib/app-server/upstream/call-budget";
import { startStandIn, upstreamEnvFor } from "./stand-in-service";
import { OP } from "@/lib/contract";

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let env: UpstreamEnv;
beforeAll(async () => {
  standIn = await startStandIn();
  // 30 s: deadlines are tested in upstream-limits.test.ts; a busy machine must not fail these.
  env = upstreamEnvFor(standIn.base, 30_000);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset();
});

// The plan's pacing is tested on its own below; here it is out of the way.
const UNPACED = { rate: 1e6, burst: 1e6, daily: 1e9 };
const make = (now?: () => number) =>
  createUpstream({
    env,
    tokens: createTokenManager(env, { now }),
    now,
    budget: createCallBudget(UNPACED, now),
    counters: createUpstreamCounters({ byOperation: true }),
  });
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe("upstream client (against a stand-in of the public service)", () => {
  it("asks for one token however many cold requests arrive at once (200 concurrent)", async () => {
    const up = make();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => up.get(`/matches/${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(standIn.state.tokenRequests).toBe(1);
    expect(standIn.state.calls).toHaveLength(200);
  });

  it("sends the secret only to the token issuer, and Bearer + Accept to the service", async () => {
    const up = make();
    await up.get("/leagues");
    expect(standIn.state.tokenBodies[0]).toEqual({
      client_id: "cid",
      client_secret: "very-secret",
      audience: `${standIn.base}/`,
      grant_type: "client_credentials",
    });
    const call = standIn.state.calls[0];
    expect(call.authorization).toMatch(/^Bearer tok-\d+$/);
    expect(call.accept).toBe("application/json");
    expect(JSON.stringify(standIn.state.calls)).not.toContain("very-secret");
  });

  it("coalesces identical concurrent requests into one upstream call and serves the rest from cache", async () => {
    const up = make();
    await Promise.all(Array.from({ length: 50 }, () => up.get("/seasons/62/ladder")));
    expect(standIn.state.calls).toHaveLength(1);
    const again = await up.get("/seasons/62/ladder");
    expect(again.source).toBe("hit");
    expect(standIn.state.calls).toHaveLength(1);
  });

  it("counts its upstream calls by contract operation (the benchmark's per-operation figures)", async () => {
    const up = make();
    await Promise.all([up.get("/seasons/62/ladder"), up.get("/seasons/62/ladder"), up.get("/matches/7")]);
    await up.get("/matches/8?x=1");
    await up.get("/no/such/operation");
    expect(up.stats.callsByOperation).toEqual({ [OP.getMainLadder]: 1, [OP.getMatch]: 2, other: 1 });
    expect(up.stats.upstreamCalls).toBe(4);
  });

  it("honours the service's max-age: a response past it is fetched again", async () => {
    let t = 1_000_000;
    const up = make(() => t);
    standIn.state.cacheControl = "private, max-age=5";
    await up.get("/seasons/62/fixture");
    t += 4_000;
    expect((await up.get("/seasons/62/fixture")).source).toBe("hit");
    t += 2_000;
    expect((await up.get("/seasons/62/fixture")).source).toBe("miss");
    expect(standIn.state.calls).toHaveLength(2);
  });

  it("on a 403 for an expired token: one new token and one retry", async () => {
    const up = make();
    await up.get("/a");
    standIn.expireAll();
    const res = await up.get("/b");
    expect(res.status).toBe(200);
    expect(standIn.state.tokenRequests).toBe(2);
    expect(standIn.state.calls.map((c) => c.path)).toEqual(["/v1/a", "/v1/b", "/v1/b"]);
  });

  it("reuses a token until shortly before it expires, then renews it", async () => {
    let t = 0;
    const up = make(() => t);
    standIn.state.cacheControl = null;
    standIn.state.expiresIn = 3600;
    await up.get("/x1");
    t += 50 * 60_000; // 50 of 60 minutes: still reused
    await up.get("/x2");
    expect(standIn.state.tokenRequests).toBe(1);
    t += 6 * 60_000; // within five minutes of expiry: renewed
    await up.get("/x3");
    expect(standIn.state.tokenRequests).toBe(2);
  });

  it("serves the last good answer, marked stale, when the service is down or answers 429", async () => {
    let t = 0;
    const up = make(() => t);
    standIn.state.cacheControl = "private, max-age=1";
    const first = await up.get("/seasons/62/ladder");
    t += 10_000;
    standIn.state.mode = "down";
    const stale = await up.get("/seasons/62/ladder");
    expect(stale.source).toBe("stale");
    expect(stale.status).toBe(200);
    expect(stale.ageSecs).toBe(10);
    expect(text(stale.body)).toBe(text(first.body));
    standIn.state.mode = "429";
    expect((await up.get("/seasons/62/ladder")).source).toBe("stale");
    // Without a saved copy the failure is passed on.
    expect((await up.get("/never/seen")).status).toBe(429);
  });
});

describe("compression of the service's answers", () => {
  const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);
  it("asks a service on this machine for plain bytes, and one elsewhere for what fetch takes", async () => {
    const sent: Headers[] = [];
    const local = createUpstream({
      env,
      tokens: createTokenManager(env),
      budget: createCallBudget(UNPACED),
      fetch: (url, init) => (sent.push(headersOf(init)), fetch(url, init)),
    });
    expect((await local.get("/matches/1")).status).toBe(200);
    expect(sent.map((h) => h.get("accept-encoding"))).toEqual(["identity"]);

    const remoteEnv = { ...env, baseUrl: "https://sds.example" };
    const remoteSent: Headers[] = [];
    const remote = createUpstream({
      env: remoteEnv,
      tokens: createTokenManager(remoteEnv), // its tokens from the stand-in (authUrl)
      budget: createCallBudget(UNPACED),
      fetch: async (_url, init) => {
        remoteSent.push(headersOf(init));
        return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
      },
    });
    expect((await remote.get("/matches/1")).status).toBe(200);
    expect(remoteSent).toHaveLength(1);
    expect(remoteSent[0].get("accept-encoding")).toBeNull();
  });
});
