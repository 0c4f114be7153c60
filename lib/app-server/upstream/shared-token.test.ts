import { describe, expect, it } from "vitest";
import { obtainSharedToken } from "./shared-token";
import type { StoredToken, TokenStore } from "./token-store";

const usable = (t: StoredToken | null): t is StoredToken => t !== null && t.expiresAt > 1_000;
const fresh = (token: string): StoredToken => ({ token, expiresAt: 10_000 });

/** A store shared with other instances: `others` runs at each look, as another instance could. */
function sharedStore(opts: { locked?: () => boolean; others?: (s: { t: StoredToken | null }) => void } = {}) {
  const s = { t: null as StoredToken | null, locks: 0, unlocks: 0, sets: [] as StoredToken[] };
  const store: TokenStore = {
    get: async () => (opts.others?.(s), s.t),
    set: async (t) => void (s.sets.push(t), (s.t = t)),
    drop: async () => {},
    lock: async () => (opts.locked?.() ? false : (s.locks++, true)),
    unlock: async () => void s.unlocks++,
  };
  return { s, store };
}

// The call with this file's defaults: the issuer gives "mine", the clock stands at 0.
const obtain = (store: TokenStore, over: Partial<Parameters<typeof obtainSharedToken>[1]> = {}) =>
  obtainSharedToken(store, {
    request: async () => fresh("mine"),
    usable,
    timeoutMs: 1_000,
    now: () => 0,
    ...over,
  });

describe("obtainSharedToken", () => {
  it("takes a usable stored token without the lock or the issuer", async () => {
    const { s, store } = sharedStore();
    s.t = fresh("theirs");
    const t = await obtain(store);
    expect(t.token).toBe("theirs");
    expect(s.locks).toBe(0);
  });

  it("with the lock, requests a token, stores it and releases the lock; a stale one is replaced", async () => {
    const { s, store } = sharedStore();
    s.t = { token: "stale", expiresAt: 500 };
    const t = await obtain(store);
    expect(t.token).toBe("mine");
    expect(s.sets).toEqual([fresh("mine")]);
    expect([s.locks, s.unlocks]).toEqual([1, 1]);
  });

  it("takes one stored between its look and its lock, and releases the lock when the request fails", async () => {
    let looks = 0;
    const between = sharedStore({ others: (s) => void (++looks === 2 && (s.t = fresh("theirs"))) });
    let requests = 0;
    const request = async () => (requests++, fresh("mine"));
    expect((await obtain(between.store, { request })).token).toBe("theirs");
    expect(requests).toBe(0);
    expect(between.s.unlocks).toBe(1);
    const failing = sharedStore();
    const refused = obtain(failing.store, { request: async () => Promise.reject(new Error("refused")) });
    await expect(refused).rejects.toThrow("refused");
    expect(failing.s.unlocks).toBe(1);
  });

  it("waits while another instance holds the lock, then takes its token; past the deadline a 504", async () => {
    let t = 0;
    const sleep = async (ms: number) => void (t += ms);
    let polls = 0;
    const waiting = sharedStore({
      locked: () => true,
      others: (s) => void (++polls === 3 && (s.t = fresh("theirs"))),
    });
    const got = await obtain(waiting.store, { now: () => t, sleep });
    expect(got.token).toBe("theirs");
    expect(t).toBe(100); // two polls 50 ms apart
    t = 0;
    const held = sharedStore({ locked: () => true });
    const late = obtain(held.store, { now: () => t, sleep });
    await expect(late).rejects.toMatchObject({ status: 504 });
    expect(t).toBeGreaterThan(1_000);
    expect(held.s.sets).toEqual([]);
  });
});
