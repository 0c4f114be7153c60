import type { Db } from "@/lib/data/db/db";
import { ServiceError } from "./errors";
import { PLANS, type Plan, type PlanName } from "./auth/clients";

interface Counter {
  day: string; // UTC date the counts belong to
  base: number; // requests recorded in the database for that day when loaded
  pending: number; // requests counted here and not yet written
  bucket: number; // rate-limit tokens left
  refilledAt: number;
}

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Counts one request on `c` at `t`: refills the bucket, then 429 over the daily quota or the rate. */
function takeFrom(c: Counter, plan: Plan, t: number) {
  c.bucket = Math.min(plan.burst, c.bucket + ((t - c.refilledAt) / 1000) * plan.ratePerSecond);
  c.refilledAt = t;
  if (c.base + c.pending >= plan.requestsPerDay) {
    const midnight = Date.parse(`${c.day}T00:00:00Z`) + 86_400_000;
    const retry = Math.max(1, Math.ceil((midnight - t) / 1000));
    throw new ServiceError(
      429,
      "Too Many Requests",
      `Daily quota of ${plan.requestsPerDay} requests used; it resets at UTC midnight`,
      undefined,
      { "retry-after": String(retry) },
    );
  }
  if (c.bucket < 1) {
    const retry = Math.max(1, Math.ceil((1 - c.bucket) / plan.ratePerSecond));
    throw new ServiceError(
      429,
      "Too Many Requests",
      `Rate limit of ${plan.ratePerSecond} requests a second exceeded`,
      undefined,
      { "retry-after": String(retry) },
    );
  }
  c.bucket -= 1;
  c.pending += 1;
}

/** Today's UTC date at `t`, recomputed only when a day boundary passes (the hot path's clock). */
function dayClock() {
  // Stryker disable next-line StringLiteral: never read before the first call sets it (nextMidnight is 0)
  let today = "";
  let nextMidnight = 0;
  return (t: number) => {
    if (t >= nextMidnight) {
      today = utcDay(t);
      nextMidnight = Date.parse(`${today}T00:00:00Z`) + 86_400_000;
    }
    return today;
  };
}

/** The specification's quota shape: today's remaining requests and the last seven days' counts. */
function usageShape(plan: Plan, day: string, rows: { d: string; requests: number }[]) {
  const today = Date.parse(`${day}T00:00:00Z`);
  const byDay = new Map(rows.map((r) => [r.d, Number(r.requests)]));
  const items: number[][] = [];
  for (let i = 6; i >= 0; i--) {
    const ms = today - i * 86_400_000;
    items.push([ms / 1000, byDay.get(utcDay(ms)) ?? 0]);
  }
  const used = byDay.get(day) ?? 0;
  return {
    requestsRemaining: Math.max(0, plan.requestsPerDay - used),
    quotaPeriod: { value: "DAY" },
    requestLimit: plan.requestsPerDay,
    burstLimit: plan.burst,
    rateLimit: plan.ratePerSecond,
    planName: plan.name,
    items,
    startDate: `${day}T00:00:00.000Z`,
    endDate: new Date(today + 86_400_000 - 1).toISOString(),
  };
}

/**
 * Daily quota and rate limit per client. Counting happens in memory on the hot path and is written to
 * the database every second (and on close), adding deltas so that several instances sharing one
 * database keep one total; the daily count resets at UTC midnight.
 */
/**
 * The counts per client: loaded from the database on first use (one load at a time a client), moved
 * to a new day at UTC midnight (the old day's pending counts written first), written as deltas.
 */
function counterStore(db: Db, now: () => number) {
  const counters = new Map<string, Counter>();
  const loading = new Map<string, Promise<Counter>>();

  async function load(clientId: string, plan: Plan): Promise<Counter> {
    const day = utcDay(now());
    const rows = await db.query<{ requests: number }>(
      "select requests from usage_daily where client_id = $1 and day = $2",
      [clientId, day],
    );
    return { day, base: rows[0]?.requests ?? 0, pending: 0, bucket: plan.burst, refilledAt: now() };
  }

  async function counter(clientId: string, plan: Plan): Promise<Counter> {
    let c = counters.get(clientId);
    if (!c) {
      let p = loading.get(clientId);
      // A load that fails (the database unreachable) is forgotten, so the next request loads again.
      if (!p) loading.set(clientId, (p = load(clientId, plan).finally(() => loading.delete(clientId))));
      c = await p;
      counters.set(clientId, c);
    }
    const day = utcDay(now());
    if (c.day !== day) {
      // The day before's last counts, if the database cannot take them, are dropped (in the client's
      // favour) rather than refuse every request after midnight until it can.
      await flushOne(clientId, c).catch(() => void (c.pending = 0));
      c.day = day;
      c.base = 0;
    }
    return c;
  }

  async function flushOne(clientId: string, c: Counter) {
    if (c.pending === 0) return;
    const n = c.pending;
    const day = c.day;
    c.pending = 0;
    c.base += n;
    try {
      await db.query(
        `insert into usage_daily (client_id, day, requests) values ($1, $2, $3)
         on conflict (client_id, day) do update set requests = usage_daily.requests + excluded.requests`,
        [clientId, day, n],
      );
    } catch (err) {
      // Not written (the database unreachable): counted again for the next write, if still that day's.
      if (c.day === day) {
        c.pending += n;
        c.base -= n;
      }
      throw err;
    }
  }

  async function flush() {
    for (const [id, c] of counters) await flushOne(id, c);
  }

  return { counters, counter, flushOne, flush };
}

export function createQuota(db: Db, opts: { flushMs?: number; now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const { counters, counter, flushOne, flush } = counterStore(db, now);

  const timer = setInterval(() => void flush().catch(() => {}), opts.flushMs ?? 1000);
  timer.unref();

  const currentDay = dayClock();

  return {
    /**
     * Counts one request; throws 429 with Retry-After over the daily quota or the rate. Synchronous on
     * the hot path (a known client, the same day); asynchronous only when the count must be loaded.
     */
    take(clientId: string, planName: PlanName): void | Promise<void> {
      const plan = PLANS[planName] ?? PLANS.standard;
      const t = now();
      const c = counters.get(clientId);
      if (c && c.day === currentDay(t)) return takeFrom(c, plan, t);
      return counter(clientId, plan).then((loaded) => takeFrom(loaded, plan, now()));
    },

    /** The specification's quota shape for one client, the last seven days included. */
    async usage(clientId: string, planName: PlanName) {
      const plan = PLANS[planName] ?? PLANS.standard;
      const c = await counter(clientId, plan);
      await flushOne(clientId, c);
      const today = Date.parse(`${c.day}T00:00:00Z`);
      const from = utcDay(today - 6 * 86_400_000);
      const rows = await db.query<{ d: string; requests: number }>(
        "select to_char(day, 'YYYY-MM-DD') d, requests from usage_daily where client_id = $1 and day >= $2 order by day",
        [clientId, from],
      );
      return usageShape(plan, c.day, rows);
    },

    flush,
    async close() {
      clearInterval(timer);
      // A stop while the database is unreachable loses the counts not yet written, rather than wait.
      await flush().catch(() => {});
    },
  };
}

export type Quota = ReturnType<typeof createQuota>;
