import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "./db";
import { DatabaseUnavailableError, isConnectionLoss } from "./db-outage";
import { guardDb, type GuardOptions } from "./guarded-db";

const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });

/** A database that answers, refuses connections or hangs, counting what it is asked. */
function fakeDb() {
  const f = {
    mode: "up" as "up" | "down" | "hung",
    asked: [] as string[],
    lost: undefined as ((err: Error) => void) | undefined,
    db: undefined as unknown as Db,
  };
  const answer = (sql: string) => {
    f.asked.push(sql);
    if (f.mode === "down") return Promise.reject(refused());
    if (f.mode === "hung") return new Promise<never>(() => {});
    if (sql === "bad sql") return Promise.reject(Object.assign(new Error("syntax error"), { code: "42601" }));
    return Promise.resolve([{ ok: 1 }]);
  };
  f.db = {
    kind: "postgres",
    query: (sql) => answer(sql) as never,
    exec: async (sql) => void (await answer(sql)),
    transaction: (fn) => fn(f.db),
    close: () => (f.mode === "hung" ? new Promise<never>(() => {}) : Promise.resolve()),
    watchConnection: (onLost) => void (f.lost = onLost),
  };
  return f;
}

function guarded(f: ReturnType<typeof fakeDb>, opts: Partial<GuardOptions> = {}) {
  const logs: string[] = [];
  const states: boolean[] = [];
  const pages: number[] = [];
  const db = guardDb(f.db, {
    name: "the test database",
    log: (m) => logs.push(m),
    changed: (s) => states.push(s.up),
    refused: (err) => pages.push(err.retryAfterSecs),
    ...opts,
  });
  return { db, logs, states, pages };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("guardDb", () => {
  it("passes queries through while the database answers, and a query's own error as it is", async () => {
    const f = fakeDb();
    const { db, logs } = guarded(f);
    expect(await db.query("select 2")).toEqual([{ ok: 1 }]);
    await expect(db.query("bad sql")).rejects.toThrow("syntax error");
    expect(db.health.state.up).toBe(true);
    expect(logs).toEqual([]);
  });

  it("on a lost connection refuses at once, says so once, and probes with a doubling pause up to the cap", async () => {
    const f = fakeDb();
    const { db, logs, states, pages } = guarded(f, { maxMs: 4_000 });
    f.mode = "down";
    await expect(db.query("select 2")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    f.asked = [];
    for (let i = 0; i < 50; i++) await expect(db.query("select 2")).rejects.toThrow(/unreachable since/);
    expect(f.asked).toEqual([]); // refused without a try: no connection made per request
    expect(pages).toHaveLength(51);
    // Probes at 0.5, 1.5, 3.5, 7.5, 11.5, 15.5 s: doubling, then every 4 s (the cap).
    const probeTimes: number[] = [];
    for (let t = 0; t < 16_000; t += 100) {
      const before = f.asked.length;
      await vi.advanceTimersByTimeAsync(100);
      if (f.asked.length > before) probeTimes.push(t + 100);
    }
    expect(probeTimes).toEqual([500, 1_500, 3_500, 7_500, 11_500, 15_500]);
    expect(f.asked.every((sql) => sql === "select 1")).toBe(true);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(
      /^the test database is unreachable \(connect ECONNREFUSED 127.0.0.1:5432\): queries are refused/,
    );
    expect(states).toEqual([false]);

    f.mode = "up";
    await vi.advanceTimersByTimeAsync(4_000);
    expect(db.health.state.up).toBe(true);
    expect(logs[1]).toMatch(/^the test database answers again, after 19\.\d s$/);
    expect(states).toEqual([false, true]);
    expect(await db.query("select 2")).toEqual([{ ok: 1 }]);
    expect(vi.getTimerCount()).toBe(0); // no probe left once it answers
  });

  it("tells how long until the next try as Retry-After, at least a second", async () => {
    const f = fakeDb();
    const { db } = guarded(f, { initialMs: 3_000 });
    f.mode = "down";
    const wait = async () =>
      ((await db.query("select 2").catch((e: unknown) => e)) as DatabaseUnavailableError).retryAfterSecs;
    expect(await wait()).toBe(3);
    // Logged by Next as one line when a page fails on it; the error page knows it by its digest.
    const err = (await db.query("x").catch((e: unknown) => e)) as DatabaseUnavailableError;
    expect(inspect(err)).not.toContain("\n");
    expect(err.digest).toBe("database-unavailable");
    await vi.advanceTimersByTimeAsync(2_900);
    expect(await wait()).toBe(1);
  });

  it("takes a database that does not answer in time as unreachable", async () => {
    const f = fakeDb();
    const { db, logs } = guarded(f, { timeoutMs: 1_000 });
    f.mode = "hung";
    const late = db.transaction(async (tx) => tx.query("select 2")).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await late).toBeInstanceOf(DatabaseUnavailableError);
    expect(logs[0]).toMatch(/did not answer a transaction within 1000 ms/);
  });

  it("hears of a connection the server closed while idle (a stop), and of files gone (PGlite)", async () => {
    const f = fakeDb();
    const { db, logs } = guarded(f);
    f.lost!(
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
    );
    expect(db.health.state.up).toBe(false);
    expect(logs[0]).toMatch(/57P01/);

    const g = fakeDb();
    let there = true;
    const lite = guarded(g, { present: () => there });
    there = false;
    await expect(lite.db.exec("insert")).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(g.asked).toEqual([]); // never asked with its directory gone
    await vi.advanceTimersByTimeAsync(60_000);
    expect(g.asked).toEqual([]);
    there = true;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(lite.db.health.state.up).toBe(true);
  });

  it("close ends the probes and does not wait on a hung pool", async () => {
    const f = fakeDb();
    const { db } = guarded(f);
    f.mode = "hung";
    db.health.lost(refused());
    const closed = db.close();
    await vi.advanceTimersByTimeAsync(2_000);
    await closed;
    expect(vi.getTimerCount()).toBe(0);
    await expect(db.query("select 2")).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});

describe("isConnectionLoss", () => {
  it("knows a refused, reset or timed-out connection, a server shutting down and a file gone", () => {
    const coded = (code: string, message = "x") => Object.assign(new Error(message), { code });
    for (const e of [
      refused(),
      coded("ECONNRESET"),
      coded("08006"),
      coded("57P01"),
      coded("57P03"),
      coded("58P01", 'could not open file "base/5/2691": No such file or directory'),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      Object.assign(new AggregateError([refused()], ""), {}),
    ])
      expect(isConnectionLoss(e), String(e)).toBe(true);
    for (const e of [coded("42601", "syntax error"), coded("23505", "duplicate key"), new Error("boom"), "x"])
      expect(isConnectionLoss(e), String(e)).toBe(false);
  });
});
