import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { redisTokenStore } from "@/lib/app-server/upstream/redis-token-store";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { startStandIn } from "./stand-in-service";
import { freePort } from "../helpers/free-port";

// Two app instances (two token managers, two caches) sharing tokens through a real Redis server.
const url = inject("redisUrl");

describe.runIf(url || process.env.CI)("instances sharing tokens through Redis", () => {
  let standIn: Awaited<ReturnType<typeof startStandIn>>;
  let env: UpstreamEnv;
  const clients: Redis[] = [];
  beforeAll(async () => {
    if (!url) throw new Error("No Redis server for the shared-token tests (apt-get install redis-server)");
    standIn = await startStandIn();
    env = {
      baseUrl: standIn.base,
      authUrl: standIn.base,
      clientId: `cid-${Date.now()}`,
      clientSecret: "s3cret-value",
      audience: `${standIn.base}/`,
      timeoutMs: 30_000, // deadlines are tested in upstream-limits.test.ts
    };
  });
  afterAll(async () => {
    await standIn?.close();
    for (const c of clients) c.disconnect();
  });
  const instance = () => {
    const redis = new Redis(url);
    clients.push(redis);
    return createUpstream({
      env: { ...env, plan: { rate: 1e6, burst: 1e6, daily: 1e9 } },
      tokens: createTokenManager(env, { store: redisTokenStore(redis, env.clientId) }),
    });
  };

  it("two instances, 100 cold requests each at once: one token between them", async () => {
    const a = instance();
    const b = instance();
    const all = await Promise.all([
      ...Array.from({ length: 100 }, (_, i) => a.get(`/a/${i}`)),
      ...Array.from({ length: 100 }, (_, i) => b.get(`/b/${i}`)),
    ]);
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(standIn.state.tokenRequests).toBe(1);
    const tokens = new Set(standIn.state.calls.map((c) => c.authorization));
    expect(tokens.size).toBe(1);
  });

  it("after the token expires, one instance renews it and the other picks the new one up", async () => {
    const a = instance();
    const b = instance();
    await a.get("/warm");
    const before = standIn.state.tokenRequests;
    standIn.expireAll();
    await a.get("/after-a");
    await b.get("/after-b");
    expect(standIn.state.tokenRequests - before).toBe(1);
    const last = standIn.state.calls.slice(-2).map((c) => c.authorization);
    expect(last[0]).toBe(last[1]);
  });

  // Redis holds only what can be made again: while it cannot be reached an instance keeps a token of
  // its own and answers, rather than fail every page on the shared store.
  it("Redis out of reach: the instance keeps a token of its own and answers every request", async () => {
    const gone = new Redis(`redis://127.0.0.1:${await freePort()}`, { maxRetriesPerRequest: 2 });
    gone.on("error", () => {});
    clients.push(gone);
    const alone = createUpstream({
      env: { ...env, plan: { rate: 1e6, burst: 1e6, daily: 1e9 } },
      tokens: createTokenManager(env, { store: redisTokenStore(gone, env.clientId) }),
    });
    const before = standIn.state.tokenRequests;
    // While its first connection is being tried (the commands wait in its queue, then fail) …
    const first = await Promise.all(Array.from({ length: 10 }, (_, i) => alone.get(`/gone/a/${i}`)));
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(200));
    // … and once it is known to be reconnecting (no command sent at all).
    while (gone.status !== "reconnecting") await new Promise((r) => setTimeout(r, 20));
    const later = await Promise.all(Array.from({ length: 10 }, (_, i) => alone.get(`/gone/b/${i}`)));
    expect(later.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(standIn.state.tokenRequests - before).toBe(1);
  });
});
