import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openDb } from "@/lib/db/open-db";
import { ServiceError } from "./errors";
import { createQuota, takeShared } from "./quota";
import { createSlotMemory, quotaSlots } from "./quota-slots";

// The quota is money: each test owns its client id, a hand-driven clock and a real (in-memory) database.
let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: "memory://" });
  // prettier-ignore
  const ids = ["count-1", "rate-1", "day-1", "shared-1", "timer-1", "plan-1", "plan-2", "close-1", "outage-1", "both-1"];
  for (const id of ids)
    await db.query(
      "insert into clients (id, secret_hash, tier, plan) values ($1, 'unused', 'core', 'standard')",
      [id],
    );
});
afterAll(() => db.close());

const DAY = 86_400_000;
const T0 = Date.parse("2026-03-10T12:00:00Z");

function clock(start = T0) {
  const c = { t: start, now: () => c.t };
  return c;
}

function refusal(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (e) {
    return e as ServiceError;
  }
  throw new Error("not refused");
}

const used = async (
  q: ReturnType<typeof createQuota>,
  id: string,
  plan: "standard" | "unlimited" = "standard",
) => {
  const u = await q.usage(id, plan);
  return u.requestLimit - u.requestsRemaining;
};

describe("quota", () => {
  it("counts each request once and reports the standard plan's limits", async () => {
    const c = clock();
    const q = createQuota(db, { now: c.now, flushMs: 60_000 });
    await q.take("count-1", "standard");
    q.take("count-1", "standard");
    q.take("count-1", "standard");
    const u = await q.usage("count-1", "standard");
    expect(u).toMatchObject({
      requestLimit: 35_000,
      requestsRemaining: 34_997,
      burstLimit: 40,
      rateLimit: 20,
      planName: "standard",
      quotaPeriod: { value: "DAY" },
      startDate: "2026-03-10T00:00:00.000Z",
      endDate: "2026-03-10T23:59:59.999Z",
    });
    const today = Date.parse("2026-03-10T00:00:00Z") / 1000;
    expect(u.items).toEqual([6, 5, 4, 3, 2, 1, 0].map((d) => [today - d * 86_400, d === 0 ? 3 : 0]));
    await q.close();
  });

  it("allows a burst of 40, then refuses with 429 and Retry-After until the bucket refills at 20 a second", async () => {
    const c = clock();
    const q = createQuota(db, { now: c.now, flushMs: 60_000 });
    await q.take("rate-1", "standard");
    for (let i = 1; i < 40; i++) q.take("rate-1", "standard");
    const e = refusal(() => q.take("rate-1", "standard"));
    expect(e.status).toBe(429);
    expect(e.title).toBe("Too Many Requests");
    expect(e.message).toMatch(/Rate limit of 20 requests a second/);
    expect(e.headers).toEqual({ "retry-after": "1" });
    c.t += 49; // less than one token's worth (50 ms)
    expect(refusal(() => q.take("rate-1", "standard")).status).toBe(429);
    c.t += 1;
    expect(() => q.take("rate-1", "standard")).not.toThrow();
    expect(refusal(() => q.take("rate-1", "standard")).status).toBe(429);
    // A long pause refills to the burst, never beyond it.
    c.t += 60_000;
    for (let i = 0; i < 40; i++) q.take("rate-1", "standard");
    expect(refusal(() => q.take("rate-1", "standard")).status).toBe(429);
    expect(await used(q, "rate-1")).toBe(1 + 39 + 1 + 40);
    await q.close();
  });

  it("refuses the request after the daily quota until UTC midnight, then starts a new day", async () => {
    const c = clock(Date.parse("2026-03-11T23:00:00Z"));
    const q = createQuota(db, { now: c.now, flushMs: 60_000 });
    await q.take("day-1", "standard");
    for (let i = 1; i < 35_000; i++) {
      c.t += 50;
      q.take("day-1", "standard");
    }
    c.t = Date.parse("2026-03-11T23:59:00Z");
    const e = refusal(() => q.take("day-1", "standard"));
    expect(e.status).toBe(429);
    expect(e.title).toBe("Too Many Requests");
    expect(e.message).toMatch(/Daily quota of 35000 requests used/);
    expect(e.headers).toEqual({ "retry-after": "60" });
    expect(await used(q, "day-1")).toBe(35_000);
    // Reading the usage wrote the count: it still holds the day's requests.
    expect(refusal(() => q.take("day-1", "standard")).status).toBe(429);
    c.t = Date.parse("2026-03-12T00:00:00Z");
    await q.take("day-1", "standard");
    const u = await q.usage("day-1", "standard");
    expect(u.requestsRemaining).toBe(34_999);
    expect(u.items.slice(-2).map((i) => i[1])).toEqual([35_000, 1]);
    await q.close();
  });

  it("writes counts to the database, so another instance (or a restart) adds to the same total", async () => {
    const c = clock(T0 + 3 * DAY);
    const a = createQuota(db, { now: c.now, flushMs: 60_000 });
    const b = createQuota(db, { now: c.now, flushMs: 60_000 });
    await a.take("shared-1", "standard");
    a.take("shared-1", "standard");
    await b.take("shared-1", "standard");
    await a.flush();
    await b.flush();
    expect(await used(a, "shared-1")).toBe(3);
    await a.close();
    await b.close();
    const restarted = createQuota(db, { now: c.now, flushMs: 60_000 });
    await restarted.take("shared-1", "standard");
    expect(await used(restarted, "shared-1")).toBe(4);
    await restarted.close();
  });

  it("flushes on a timer, and loads a client's count once however many requests wait for it", async () => {
    const c = clock(T0 + 5 * DAY);
    const q = createQuota(db, { now: c.now, flushMs: 20 });
    await Promise.all([
      q.take("timer-1", "standard"),
      q.take("timer-1", "standard"),
      q.take("timer-1", "standard"),
    ]);
    await new Promise((r) => setTimeout(r, 100));
    const rows = await db.query<{ requests: number }>(
      "select requests from usage_daily where client_id = $1",
      ["timer-1"],
    );
    expect(rows.map((r) => Number(r.requests))).toEqual([3]);
    await q.close();
  });

  it("writes what it counted when closed", async () => {
    const c = clock(T0 + 9 * DAY);
    const q = createQuota(db, { now: c.now, flushMs: 60_000 });
    await q.take("close-1", "standard");
    q.take("close-1", "standard");
    await q.close();
    const rows = await db.query<{ requests: number }>(
      "select requests from usage_daily where client_id = $1",
      ["close-1"],
    );
    expect(rows.map((r) => Number(r.requests))).toEqual([2]);
  });

  it("gives an unknown plan the standard limits, and the unlimited plan its own", async () => {
    const c = clock(T0 + 7 * DAY);
    const q = createQuota(db, { now: c.now, flushMs: 60_000 });
    await q.take("plan-1", "nope" as "standard");
    expect((await q.usage("plan-1", "nope" as "standard")).requestLimit).toBe(35_000);
    for (let i = 0; i < 100; i++) await q.take("plan-2", "unlimited");
    expect(await q.usage("plan-2", "unlimited")).toMatchObject({
      planName: "unlimited",
      requestsRemaining: 999_999_900,
    });
    await q.close();
  });

  it("rides out a database that is unreachable: a failed load is loaded again, unwritten counts are kept", async () => {
    const c = clock();
    let down = true;
    const flaky: Db = {
      ...db,
      query: (sql, params) =>
        down ? Promise.reject(new Error("connect ECONNREFUSED")) : db.query(sql, params),
    };
    const q = createQuota(flaky, { now: c.now, flushMs: 60_000 });
    await expect(q.take("outage-1", "standard")).rejects.toThrow("ECONNREFUSED");
    down = false;
    await q.take("outage-1", "standard"); // not the first load's failure again
    q.take("outage-1", "standard");
    down = true;
    await expect(q.flush()).rejects.toThrow("ECONNREFUSED");
    await q.close(); // a stop during the outage ends all the same
    down = false;
    await q.flush();
    expect(await used(q, "outage-1")).toBe(2);
    // Midnight during an outage: the new day's requests are counted, not refused.
    q.take("outage-1", "standard");
    down = true;
    c.t += DAY;
    await q.take("outage-1", "standard");
    down = false;
    expect(await used(q, "outage-1")).toBe(1);
  });

  it("counts on a counter the main thread shares: one bucket and one day's count for both threads", async () => {
    const c = clock(T0 + 11 * DAY);
    const slots = quotaSlots(createSlotMemory(8));
    const q = createQuota(db, { now: c.now, flushMs: 60_000, slots });
    expect(q.slotOf("both-1")).toBeUndefined();
    await q.take("both-1", "standard"); // loaded, on a slot
    const slot = q.slotOf("both-1")!;
    expect(slot).toBe(0);
    // The main thread's calls (takeShared) and the thread's (take) alternate on one burst of 40.
    for (let i = 1; i < 40; i++) {
      if (i % 2) expect(takeShared(slots, slot, "standard", c.t)).toBe(true);
      else q.take("both-1", "standard");
    }
    expect(takeShared(slots, slot, "standard", c.t)).toBe(false); // the service's 429 to give
    expect(refusal(() => q.take("both-1", "standard")).status).toBe(429);
    c.t += 50; // one token's worth
    expect(takeShared(slots, slot, "standard", c.t)).toBe(true);
    expect(takeShared(slots, slot, "standard", c.t)).toBe(false);
    expect(await used(q, "both-1")).toBe(41);
    // A new day is the thread's to begin: the main thread leaves it the call.
    c.t = T0 + 12 * DAY;
    expect(takeShared(slots, slot, "standard", c.t)).toBe(false);
    await q.take("both-1", "standard");
    expect(takeShared(slots, slot, "standard", c.t)).toBe(true);
    expect(await used(q, "both-1")).toBe(2);
    await q.close();
  });
});
