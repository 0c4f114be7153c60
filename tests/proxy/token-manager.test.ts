import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import type { StoredToken, TokenStore } from "@/lib/app-server/upstream/token-store";
import { UpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { startStandIn, upstreamEnvFor } from "./stand-in-service";

// The token manager against the stand-in's issuer (real HTTP), its store shared between instances as
// Redis shares it (lib/app-server/upstream/redis-token-store.ts: a token with an expiry, a lock with a lifetime,
// compare-and-delete), here in memory so that the paths that keep several instances within the
// client's 10 live tokens run in the fast suite: a token another instance stored, the lock another
// instance holds, a refused token forgotten.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let env: UpstreamEnv;
beforeAll(async () => {
  standIn = await startStandIn();
  env = upstreamEnvFor(standIn.base);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset({ delayMs: 0 });
});

/** A store shared by instances, as Redis shares it; `log` records what each instance did. */
function sharedStore(now: () => number) {
  const shared = {
    token: null as StoredToken | null,
    lock: null as { holder: string; until: number } | null,
    log: [] as string[],
  };
  const instance = (name: string): TokenStore => ({
    async get() {
      shared.log.push(`${name} get`);
      return shared.token && shared.token.expiresAt > now() ? shared.token : null;
    },
    async set(t) {
      shared.log.push(`${name} set ${t.token}`);
      shared.token = t;
    },
    async drop(token) {
      shared.log.push(`${name} drop ${token}`);
      if (shared.token?.token === token) shared.token = null;
    },
    async lock(ms) {
      shared.log.push(`${name} lock ${ms}`);
      if (shared.lock && shared.lock.until > now()) return false;
      shared.lock = { holder: name, until: now() + ms };
      return true;
    },
    async unlock() {
      shared.log.push(`${name} unlock`);
      if (shared.lock?.holder === name) shared.lock = null;
    },
  });
  return { shared, instance };
}

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as UpstreamError;
  }
  throw new Error("expected a failure");
};

describe("one token for every instance", () => {
  it("asks the issuer once, by POST with JSON, stores the token with its expiry and releases the lock", async () => {
    const t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    const tokens = createTokenManager(env, { store: instance("a"), now: () => t });
    expect(await tokens.get()).toMatch(/^tok-\d+$/);
    expect(standIn.state.tokenRequests).toBe(1);
    expect(standIn.state.tokenRequestHeaders).toEqual([
      { method: "POST", contentType: "application/json", accept: "application/json" },
    ]);
    expect(standIn.state.tokenBodies).toEqual([
      {
        client_id: "cid",
        client_secret: "very-secret",
        audience: `${standIn.base}/`,
        grant_type: "client_credentials",
      },
    ]);
    const token = shared.token!.token;
    expect(shared.token).toEqual({ token, expiresAt: t + 86_400_000 });
    expect(shared.lock).toBeNull();
    expect(shared.log).toEqual(["a get", "a lock 20000", "a get", `a set ${token}`, "a unlock"]);
    // Then from memory: the store is not asked again while the token is good.
    expect(await tokens.get()).toBe(token);
    expect(shared.log).toHaveLength(5);
  });

  it("takes the token another instance stored, without asking the issuer", async () => {
    const t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    shared.token = { token: "theirs", expiresAt: t + 5 * 60_000 + 1 };
    const tokens = createTokenManager(env, { store: instance("b"), now: () => t });
    expect(await tokens.get()).toBe("theirs");
    expect(await tokens.get()).toBe("theirs");
    expect(standIn.state.tokenRequests).toBe(0);
    expect(shared.log).toEqual(["b get"]);
  });

  it("does not take one that expires within five minutes: it renews it for everyone", async () => {
    const t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    shared.token = { token: "old", expiresAt: t + 5 * 60_000 };
    const tokens = createTokenManager(env, { store: instance("b"), now: () => t });
    const mine = await tokens.get();
    expect(mine).not.toBe("old");
    expect(standIn.state.tokenRequests).toBe(1);
    expect(shared.token?.token).toBe(mine);
  });

  it("takes one stored between its look and its lock (another instance finished first)", async () => {
    const t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    const store = instance("a");
    const raced: TokenStore = {
      ...store,
      async lock(ms) {
        shared.token = { token: "just-stored", expiresAt: t + 3_600_000 };
        return store.lock(ms);
      },
    };
    const tokens = createTokenManager(env, { store: raced, now: () => t });
    expect(await tokens.get()).toBe("just-stored");
    expect(standIn.state.tokenRequests).toBe(0);
    expect(shared.lock).toBeNull(); // released all the same
    expect(shared.log).toEqual(["a get", "a lock 20000", "a get", "a unlock"]);
  });

  it("waits for another instance's lock, then takes the token it stored", async () => {
    const { shared, instance } = sharedStore(Date.now);
    shared.lock = { holder: "other", until: Date.now() + 60_000 };
    const tokens = createTokenManager({ ...env, timeoutMs: 5_000 }, { store: instance("a") });
    setTimeout(() => {
      shared.token = { token: "theirs", expiresAt: Date.now() + 3_600_000 };
      shared.lock = null;
    }, 120);
    expect(await tokens.get()).toBe("theirs");
    expect(standIn.state.tokenRequests).toBe(0);
    expect(shared.log.filter((l) => l === "a lock 10000").length).toBeGreaterThan(1);
  });

  it("gives up with 504 once its deadline passes while another instance holds the lock", async () => {
    const { shared, instance } = sharedStore(Date.now);
    shared.lock = { holder: "other", until: Date.now() + 60_000 };
    const tokens = createTokenManager({ ...env, timeoutMs: 300 }, { store: instance("a") });
    const e = await failure(tokens.get());
    expect(e).toBeInstanceOf(UpstreamError);
    expect(e.status).toBe(504);
    expect(e.message).toBe("No data-service token: another instance holds the lock");
    // It looked again every 50 ms meanwhile (the first look and several more).
    expect(shared.log.filter((l) => l === "a lock 600").length).toBeGreaterThan(2);
    expect(standIn.state.tokenRequests).toBe(0);
  });

  it("the store's lock is held only while the token is being requested, failure included", async () => {
    const t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    standIn.state.issuer = "error";
    const tokens = createTokenManager(env, { store: instance("a"), now: () => t });
    expect((await failure(tokens.get())).status).toBe(502);
    expect(shared.lock).toBeNull();
    expect(shared.log).toEqual(["a get", "a lock 20000", "a get", "a unlock"]);
  });
});

describe("a refused token is forgotten, at most once in 30 s", () => {
  it("drops it here and in the store; the next get asks for a new one", async () => {
    let t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    const tokens = createTokenManager(env, { store: instance("a"), now: () => t });
    const first = await tokens.get();
    expect(await tokens.invalidate(first)).toBe(true);
    expect(shared.token).toBeNull();
    expect(shared.log.at(-1)).toBe(`a drop ${first}`);
    const second = await tokens.get();
    expect(second).not.toBe(first);
    expect(standIn.state.tokenRequests).toBe(2);
    // Moments later the service refuses again: passed on, the token kept.
    t += 29_999;
    expect(await tokens.invalidate(second)).toBe(false);
    expect(shared.token?.token).toBe(second);
    expect(await tokens.get()).toBe(second);
    t += 1; // 30 s after the last renewal
    expect(await tokens.invalidate(second)).toBe(true);
    expect(shared.token).toBeNull();
    expect(await tokens.get()).not.toBe(second);
    expect(standIn.state.tokenRequests).toBe(3);
  });

  it("a refusal before any token was obtained here is taken (nothing to drop here)", async () => {
    const { shared, instance } = sharedStore(() => 5_000_000);
    shared.token = { token: "theirs", expiresAt: 5_000_000 + 3_600_000 };
    const tokens = createTokenManager(env, { store: instance("a"), now: () => 5_000_000 });
    expect(await tokens.invalidate("theirs")).toBe(true);
    expect(shared.token).toBeNull();
  });

  it("a refusal of an older token keeps the current one here (the store drops only its own)", async () => {
    const t = 5_000_000;
    const { shared, instance } = sharedStore(() => t);
    const tokens = createTokenManager(env, { store: instance("a"), now: () => t });
    const mine = await tokens.get();
    const looks = shared.log.filter((l) => l === "a get").length;
    expect(await tokens.invalidate("older")).toBe(true);
    expect(shared.token?.token).toBe(mine);
    expect(await tokens.get()).toBe(mine);
    expect(shared.log.filter((l) => l === "a get").length).toBe(looks); // from memory, not the store
    expect(standIn.state.tokenRequests).toBe(1);
  });
});

describe("a failing issuer is left alone for a while", () => {
  it("a 500: 502 naming the answer, then failing at once for 5 s", async () => {
    let t = 5_000_000;
    standIn.state.issuer = "error";
    const tokens = createTokenManager(env, { now: () => t });
    const e = await failure(tokens.get());
    expect(e.status).toBe(502);
    expect(e.message).toBe("The token issuer answered 500");
    expect(e.retryAfterSecs).toBeUndefined();
    t += 4_999;
    expect(await failure(tokens.get())).toBe(e);
    expect(standIn.state.tokenRequests).toBe(1);
    standIn.state.issuer = "ok";
    t += 1; // the back-off has passed
    expect(await tokens.get()).toMatch(/^tok-\d+$/);
    expect(standIn.state.tokenRequests).toBe(2);
  });

  it("a 429: its Retry-After is kept (capped at a minute)", async () => {
    let t = 5_000_000;
    standIn.state.issuer = "429";
    standIn.state.issuerRetryAfter = "30";
    const tokens = createTokenManager(env, { now: () => t });
    const e = await failure(tokens.get());
    expect(e.status).toBe(429);
    expect(e.message).toBe("The token issuer answered 429");
    expect(e.retryAfterSecs).toBe(30);
    t += 29_999;
    expect(await failure(tokens.get())).toBe(e);
    expect(standIn.state.tokenRequests).toBe(1);
    t += 1;
    standIn.state.issuerRetryAfter = "600";
    const capped = await failure(tokens.get());
    expect(capped.retryAfterSecs).toBe(600);
    expect(standIn.state.tokenRequests).toBe(2);
    t += 59_999;
    expect(await failure(tokens.get())).toBe(capped);
    t += 1;
    standIn.state.issuer = "ok";
    expect(await tokens.get()).toMatch(/^tok-\d+$/);
  });

  it("a 429 without a usable Retry-After: 5 s", async () => {
    for (const retryAfter of [null, "0", "soon"]) {
      let t = 5_000_000;
      standIn.state.issuer = "429";
      standIn.state.issuerRetryAfter = retryAfter;
      const tokens = createTokenManager(env, { now: () => t });
      const e = await failure(tokens.get());
      expect(e.retryAfterSecs, String(retryAfter)).toBeUndefined();
      t += 4_999;
      expect(await failure(tokens.get())).toBe(e);
      t += 1;
      standIn.state.issuer = "ok";
      expect(await tokens.get()).toMatch(/^tok-\d+$/);
    }
  });

  it("an issuer that does not answer in time: 504 naming the deadline", async () => {
    standIn.state.issuer = "hang";
    const tokens = createTokenManager({ ...env, timeoutMs: 200 });
    const e = await failure(tokens.get());
    expect(e.status).toBe(504);
    expect(e.message).toBe("The token issuer did not answer within 200 ms");
  });

  it("an issuer that cannot be reached: 502 saying why", async () => {
    const tokens = createTokenManager({ ...env, authUrl: "http://127.0.0.1:1" });
    const e = await failure(tokens.get());
    expect(e.status).toBe(502);
    expect(e.message).toBe("The token issuer could not be reached: fetch failed");
  });

  it("the deadline is the manager's own when given, else the environment's", async () => {
    standIn.state.issuer = "hang";
    const own = createTokenManager({ ...env, timeoutMs: 60_000 }, { timeoutMs: 150 });
    expect((await failure(own.get())).message).toBe("The token issuer did not answer within 150 ms");
  });
});
