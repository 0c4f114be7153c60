import { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { redisTokenStore } from "@/lib/app-server/upstream/redis-token-store";
import {
  decode,
  encode,
  redisSharedAnswers,
  type SharedAnswers,
} from "@/lib/app-server/upstream/shared-answers";
import type { CachedResponse } from "@/lib/app-server/upstream/upstream-cache";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { startStandIn } from "./stand-in-service";

// App instances sharing settled answers through a real Redis server: what one fetched, another (or the
// same one restarted) serves with no upstream call.
const url = inject("redisUrl");

describe.runIf(url || process.env.CI)("instances sharing settled answers through Redis", () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let env: UpstreamEnv;
  const clients: Redis[] = [];
  beforeAll(async () => {
    if (!url) throw new Error("No Redis server for the shared-answer tests (apt-get install redis-server)");
    standIn = await startStandIn();
  });
  beforeEach(() => {
    // Each test its own client id: its own slice of Redis.
    env = {
      baseUrl: standIn.base,
      authUrl: standIn.base,
      clientId: `cid-${Math.random().toString(36).slice(2)}`,
      clientSecret: "s3cret-value",
      audience: `${standIn.base}/`,
      timeoutMs: 30_000,
      plan: { rate: 1e6, burst: 1e6, daily: 1e9 },
    };
    standIn.state.cacheControl = "private, max-age=86400";
    standIn.state.mode = "ok";
  });
  afterAll(async () => {
    await standIn?.close();
    for (const c of clients) c.disconnect();
  });
  const instance = (answersAt = url) => {
    const redis = new Redis(url);
    const answers = new Redis(answersAt, { maxRetriesPerRequest: 0, retryStrategy: () => null });
    answers.on("error", () => {}); // a Redis that is down is tested below: its errors are expected
    clients.push(redis, answers);
    return createUpstream({
      env,
      tokens: createTokenManager(env, { store: redisTokenStore(redis, env.clientId) }),
      shared: redisSharedAnswers(answers, env),
    });
  };
  const callsTo = (path: string) => standIn.state.calls.filter((c) => c.path === `/v1${path}`).length;

  it("a settled answer fetched by one instance is served by another, and after a restart, with no call", async () => {
    const a = instance();
    const first = await a.get("/seasons/62/fixture");
    expect(first.status).toBe(200);
    expect(callsTo("/seasons/62/fixture")).toBe(1);
    await new Promise((r) => setTimeout(r, 50)); // the write to Redis is not awaited by the page

    const b = instance();
    const second = await b.get("/seasons/62/fixture");
    expect(second.source).toBe("hit");
    expect(Buffer.from(second.body).equals(Buffer.from(first.body))).toBe(true);
    expect(second.contentType).toBe(first.contentType);
    expect(b.stats.sharedHits).toBe(1);
    expect(b.stats.upstreamCalls).toBe(0);
    // b keeps it locally too: asked again, Redis is not even needed.
    expect((await b.get("/seasons/62/fixture")).source).toBe("hit");
    expect(b.stats.sharedHits).toBe(1);

    const restarted = instance();
    expect((await restarted.get("/seasons/62/fixture")).source).toBe("hit");
    expect(callsTo("/seasons/62/fixture")).toBe(1);
  });

  it("live answers (fresh for seconds) and refusals are not shared", async () => {
    standIn.state.cacheControl = "private, max-age=5";
    const a = instance();
    await a.get("/matches/1/score");
    await new Promise((r) => setTimeout(r, 50));
    const b = instance();
    expect((await b.get("/matches/1/score")).source).toBe("miss");
    expect(callsTo("/matches/1/score")).toBe(2);

    standIn.state.cacheControl = "private, max-age=86400";
    standIn.state.mode = "missing";
    expect((await a.get("/matches/999")).status).toBe(404);
    await new Promise((r) => setTimeout(r, 50));
    expect((await instance().get("/matches/999")).source).toBe("miss");
  });

  it("after a change at the service, a copy another instance stored before it is not taken", async () => {
    const a = instance();
    await a.get("/matches/7/score");
    await new Promise((r) => setTimeout(r, 50));
    const b = instance();
    // b's service says match 7 changed (a replay): a's copy predates that.
    b.expire((k) => k.startsWith("/matches/7"));
    expect((await b.get("/matches/7/score")).source).toBe("miss");
    expect(callsTo("/matches/7/score")).toBe(2);
    // Answers the change did not name are shared as before.
    await a.get("/matches/8/score");
    await new Promise((r) => setTimeout(r, 50));
    expect((await b.get("/matches/8/score")).source).toBe("hit");
  });

  it("a Redis that is down costs a page nothing but the call it would have made alone", async () => {
    const down = instance("redis://127.0.0.1:1"); // nothing listens there
    const res = await down.get("/seasons/62/squads");
    expect(res.status).toBe(200);
    expect(res.source).toBe("miss");
  });
});

describe("the stored form of an answer", () => {
  it("round-trips status, type, times and bytes; damaged values are misses", () => {
    const e = {
      status: 200,
      contentType: "application/json; charset=utf-8",
      storedAt: 1_700_000_000_000,
      freshUntil: 1_700_086_400_000,
      body: new TextEncoder().encode('{"a":"ü"}'),
    };
    const back = decode(encode(e))!;
    expect({ ...back, body: [...back.body] }).toEqual({ ...e, body: [...e.body] });
    expect(decode(Buffer.from([0, 0]))).toBeUndefined();
    expect(decode(Buffer.from([0, 0, 0, 50, 123]))).toBeUndefined();
    expect(decode(Buffer.concat([Buffer.from([0, 0, 0, 3]), Buffer.from("{x}")]))).toBeUndefined();
  });
});

// The upstream client's side of sharing, with the shared store kept in a Map (Redis's part is tested
// above on a real server): what it asks, what it writes, and what a shared answer does not spend.
describe("the upstream client with a shared store", () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  beforeAll(async () => {
    standIn = await startStandIn();
  });
  afterAll(() => standIn?.close());
  beforeEach(() => {
    standIn.state.calls = [];
    standIn.state.mode = "ok";
    standIn.state.cacheControl = "private, max-age=86400";
  });

  function setup(clock: { t: number }) {
    const stored = new Map<string, CachedResponse>();
    const asked: string[] = [];
    const shared: SharedAnswers = {
      async get(key, now) {
        asked.push(key);
        const e = stored.get(key);
        return e && e.freshUntil > now ? e : undefined;
      },
      set(key, e) {
        stored.set(key, e);
      },
    };
    const env: UpstreamEnv = {
      baseUrl: standIn.base,
      authUrl: standIn.base,
      clientId: "cid",
      clientSecret: "s3cret-value",
      audience: `${standIn.base}/`,
      timeoutMs: 30_000,
      plan: { rate: 1e6, burst: 1e6, daily: 1e9 },
      visitor: { rate: 0.001, burst: 1 }, // one new call a visitor
    };
    const now = () => clock.t;
    const up = createUpstream({ env, tokens: createTokenManager(env, { now }), shared, now });
    return { up, stored, asked };
  }

  it("serves a fresh shared answer with no call and no visitor allowance; writes what it fetched", async () => {
    const clock = { t: Date.now() };
    const a = setup(clock);
    const fetched = await a.up.get("/seasons/62/fixture", { visitor: "v1" });
    expect(fetched.source).toBe("miss");
    expect(a.asked).toEqual(["/seasons/62/fixture"]);
    expect([...a.stored.keys()]).toEqual(["/seasons/62/fixture"]);
    expect(a.stored.get("/seasons/62/fixture")!.freshUntil).toBe(clock.t + 86_400_000);

    // Another instance over the same store, 90 s later: a visitor whose one new call is spent still
    // gets it, as old as it is.
    clock.t += 90_000;
    const b = setup(clock);
    for (const [k, v] of a.stored) b.stored.set(k, v);
    expect((await b.up.get("/seasons/62/squads", { visitor: "v2" })).source).toBe("miss");
    const hit = await b.up.get("/seasons/62/fixture", { visitor: "v2" });
    expect(hit.source).toBe("hit");
    expect(hit.status).toBe(200);
    expect(hit.ageSecs).toBe(90);
    expect(Buffer.from(hit.body).equals(Buffer.from(fetched.body))).toBe(true);
    expect(b.up.stats).toMatchObject({ sharedHits: 1, hits: 1, upstreamCalls: 1 });
    expect(standIn.state.calls.filter((c) => c.path === "/v1/seasons/62/fixture")).toHaveLength(1);
    // Kept locally from then on: not asked of the store again.
    b.asked.length = 0;
    expect((await b.up.get("/seasons/62/fixture")).source).toBe("hit");
    expect(b.asked).toEqual([]);
  });

  it("an expired shared answer is not used, and an answer the service refused is not written", async () => {
    const clock = { t: Date.now() };
    const a = setup(clock);
    await a.up.get("/seasons/62/fixture");
    clock.t += 86_400_001;
    const b = setup(clock);
    for (const [k, v] of a.stored) b.stored.set(k, v);
    expect((await b.up.get("/seasons/62/fixture")).source).toBe("miss");
    expect(b.up.stats.sharedHits).toBe(0);

    standIn.state.mode = "missing";
    const c = setup(clock);
    expect((await c.up.get("/matches/999")).status).toBe(404);
    expect(c.stored.size).toBe(0);
  });
});
