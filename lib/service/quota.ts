import type { Db } from "@/lib/db/db";
import { ServiceError } from "./errors";
import { PLANS, type Plan, type PlanName } from "./auth/clients";
import type { Counter, QuotaSlots } from "./quota-slots";

const DAY_MS = 86_400_000;
const dayNoOf = (ms: number) => Math.floor(ms / DAY_MS);
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayText = (dayNo: number) => utcDay(dayNo * DAY_MS);

/**
 * Refills `c`'s bucket up to `t` (never back: two threads count on a shared counter, each with a time
 * read a moment before), then the 429 a request at `t` gets over the daily quota or the rate, if any.
 */
function refusalAt(c: Counter, plan: Plan, t: number): ServiceError | undefined {
  if (t > c.refilledAt) {
    c.bucket = Math.min(plan.burst, c.bucket + ((t - c.refilledAt) / 1000) * plan.ratePerSecond);
    c.refilledAt = t;
  }
  if (c.base + c.pending >= plan.requestsPerDay) {
    const retry = Math.max(1, Math.ceil(((c.dayNo + 1) * DAY_MS - t) / 1000));
    return new ServiceError(
      429,
      "Too Many Requests",
      `Daily quota of ${plan.requestsPerDay} requests used; it resets at UTC midnight`,
      undefined,
      { "retry-after": String(retry) },
    );
  }
  if (c.bucket < 1) {
    const retry = Math.max(1, Math.ceil((1 - c.bucket) / plan.ratePerSecond));
    return new ServiceError(
      429,
      "Too Many Requests",
      `Rate limit of ${plan.ratePerSecond} requests a second exceeded`,
      undefined,
      { "retry-after": String(retry) },
    );
  }
  return undefined;
}

/** Counts one request on `c` at `t`: refills the bucket, then 429 over the daily quota or the rate. */
function takeFrom(c: Counter, plan: Plan, t: number) {
  const refused = refusalAt(c, plan, t);
  if (refused) throw refused;
  c.bucket -= 1;
  c.pending += 1;
}

/**
 * The main thread's count of a call it answers itself (thread/front-answers.ts), on the counter the
 * service's thread shares with it: true when counted; false, with nothing counted, when the service
 * must say (a 429, a new day, a counter not shared), and then the call goes to the service.
 */
export function takeShared(slots: QuotaSlots, slot: number, planName: PlanName, t: number): boolean {
  const plan = PLANS[planName] ?? PLANS.standard;
  const c = slots.counter(slot);
  slots.lock();
  try {
    if (c.dayNo !== dayNoOf(t) || refusalAt(c, plan, t)) return false;
    c.bucket -= 1;
    c.pending += 1;
    return true;
  } finally {
    slots.unlock();
  }
}

/** Today's UTC day number at `t`, recomputed only when a day boundary passes (the hot path's clock). */
function dayClock() {
  // Stryker disable next-line UnaryOperator: never read before the first call sets it (nextMidnight is 0)
  let today = -1;
  let nextMidnight = 0;
  return (t: number) => {
    if (t >= nextMidnight) {
      today = dayNoOf(t);
      nextMidnight = (today + 1) * DAY_MS;
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

/** No lock: the counters are this thread's alone. */
const UNSHARED = { lock() {}, unlock() {} };

/**
 * The counts per client: loaded from the database on first use (one load at a time a client), moved
 * to a new day at UTC midnight (the old day's pending counts written first), written as deltas. With
 * `slots`, a client's counter lives in memory the app's main thread shares (quota-slots.ts), while
 * there is a slot free; every change of it is made holding the slots' lock.
 */
function counterStore(db: Db, now: () => number, slots?: QuotaSlots) {
  const counters = new Map<string, Counter>();
  const slotOf = new Map<string, number>();
  const loading = new Map<string, Promise<Counter>>();
  const guard = slots ?? UNSHARED;

  async function load(clientId: string, plan: Plan): Promise<Counter> {
    const t = now();
    const rows = await db.query<{ requests: number }>(
      "select requests from usage_daily where client_id = $1 and day = $2",
      [clientId, utcDay(t)],
    );
    const loaded = { dayNo: dayNoOf(t), base: rows[0]?.requests ?? 0, pending: 0, bucket: plan.burst };
    if (!slots || slotOf.size >= slots.size) return { ...loaded, refilledAt: now() };
    const slot = slotOf.size;
    const c = slots.counter(slot);
    slots.lock();
    Object.assign(c, loaded, { refilledAt: now() });
    slots.unlock();
    slotOf.set(clientId, slot);
    return c;
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
    const day = dayNoOf(now());
    if (c.dayNo !== day) {
      // The day before's last counts, if the database cannot take them, are dropped (in the client's
      // favour) rather than refuse every request after midnight until it can.
      await flushOne(clientId, c).catch(() => {
        guard.lock();
        c.pending = 0;
        guard.unlock();
      });
      guard.lock();
      c.dayNo = day;
      c.base = 0;
      guard.unlock();
    }
    return c;
  }

  async function flushOne(clientId: string, c: Counter) {
    guard.lock();
    const n = c.pending;
    c.pending = 0;
    c.base += n;
    const day = c.dayNo;
    guard.unlock();
    if (n === 0) return;
    try {
      await db.query(
        `insert into usage_daily (client_id, day, requests) values ($1, $2, $3)
         on conflict (client_id, day) do update set requests = usage_daily.requests + excluded.requests`,
        [clientId, dayText(day), n],
      );
    } catch (err) {
      // Not written (the database unreachable): counted again for the next write, if still that day's.
      guard.lock();
      if (c.dayNo === day) {
        c.pending += n;
        c.base -= n;
      }
      guard.unlock();
      throw err;
    }
  }

  async function flush() {
    for (const [id, c] of counters) await flushOne(id, c);
  }

  return { counters, slotOf, counter, flushOne, flush, guard };
}

/**
 * Daily quota and rate limit per client. Counting happens in memory on the hot path and is written to
 * the database every second (and on close), adding deltas so that several instances sharing one
 * database keep one total; the daily count resets at UTC midnight. `slots`: the counters shared with
 * the app's main thread (the embedded service in its thread: quota-slots.ts).
 */
export function createQuota(db: Db, opts: { flushMs?: number; now?: () => number; slots?: QuotaSlots } = {}) {
  const now = opts.now ?? Date.now;
  const { counters, slotOf, counter, flushOne, flush, guard } = counterStore(db, now, opts.slots);

  const timer = setInterval(() => void flush().catch(() => {}), opts.flushMs ?? 1000);
  timer.unref();

  const currentDay = dayClock();
  const takeOn = (c: Counter, plan: Plan, t: number) => {
    guard.lock();
    try {
      takeFrom(c, plan, t);
    } finally {
      guard.unlock();
    }
  };

  return {
    /**
     * Counts one request; throws 429 with Retry-After over the daily quota or the rate. Synchronous on
     * the hot path (a known client, the same day); asynchronous only when the count must be loaded.
     */
    take(clientId: string, planName: PlanName): void | Promise<void> {
      const plan = PLANS[planName] ?? PLANS.standard;
      const t = now();
      const c = counters.get(clientId);
      if (c && c.dayNo === currentDay(t)) return takeOn(c, plan, t);
      return counter(clientId, plan).then((loaded) => takeOn(loaded, plan, now()));
    },

    /** The shared slot of a client's counter (a client counted before), if it has one. */
    slotOf: (clientId: string): number | undefined => slotOf.get(clientId),

    /** The specification's quota shape for one client, the last seven days included. */
    async usage(clientId: string, planName: PlanName) {
      const plan = PLANS[planName] ?? PLANS.standard;
      const c = await counter(clientId, plan);
      await flushOne(clientId, c);
      const today = c.dayNo * DAY_MS;
      const from = utcDay(today - 6 * DAY_MS);
      const rows = await db.query<{ d: string; requests: number }>(
        "select to_char(day, 'YYYY-MM-DD') d, requests from usage_daily where client_id = $1 and day >= $2 order by day",
        [clientId, from],
      );
      return usageShape(plan, dayText(c.dayNo), rows);
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
