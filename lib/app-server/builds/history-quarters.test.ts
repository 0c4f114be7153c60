import { describe, expect, it } from "vitest";
import type { MatchQuarters } from "@/lib/history/quarter-records";
import { createBuildPriority } from "./build-priority";
import { createHistoryQuarters, type QuarterMatch, type QuarterStore } from "./history-quarters";

// Five completed matches of the summary; the service answers the score by period for each (goals 1..5 in the first).
const MATCHES: QuarterMatch[] = [1, 2, 3, 4, 5].map((id) => ({ id, start: `1900-05-0${id}T03:00:00Z` }));
const DAY = 86_400_000;

function service() {
  const calls: string[] = [];
  return {
    calls,
    getJson: async (path: string) => {
      calls.push(path);
      const id = Number(/^\/matches\/(\d+)\/score$/.exec(path)![1]);
      const p = (goals: number, behinds: number) => ({ goals, behinds, points: goals * 6 + behinds });
      return { home: { periods: [p(id, 1), p(0, 0)] }, away: { periods: [p(0, 2), p(1, 1)] } };
    },
  };
}

/** The store as the database keeps it: rows with the instant they were kept. */
function memoryStore(
  now: () => number,
): QuarterStore & { saved: Map<number, { q: MatchQuarters; at: number }> } {
  const saved = new Map<number, { q: MatchQuarters; at: number }>();
  return {
    saved,
    load: async (ms) => new Map(ms.filter((m) => saved.has(m.id)).map((m) => [m.id, saved.get(m.id)!.q])),
    save: async (batch) => {
      for (const [m, q] of batch) saved.set(m.id, { q, at: now() });
    },
    savedSince: async (iso) => [...saved.values()].filter((r) => r.at >= Date.parse(iso)).length,
  };
}

function clock(start = 10 * DAY + 3_600_000) {
  const c = {
    t: start,
    waits: [] as number[],
    now: () => c.t,
    sleep: async (ms: number) => {
      c.waits.push(ms);
      c.t += ms;
    },
  };
  return c;
}

describe("the quarter-scores build", () => {
  it("reads each match once, paced, keeps it compactly, and is single-flight", async () => {
    const svc = service();
    const c = clock();
    const store = memoryStore(c.now);
    const b = createHistoryQuarters({
      ...svc,
      ...c,
      store,
      matches: () => MATCHES,
      gapMs: 250,
      dailyBudget: 100,
    });
    expect(b.status()).toMatchObject({ total: 5, done: 0, building: true });
    b.status(); // a second visit while it builds starts nothing more
    b.quarters();
    await b.settled();
    expect(svc.calls).toEqual(MATCHES.map((m) => `/matches/${m.id}/score`));
    // A gap of 250 ms before every call but the first.
    expect(c.waits).toEqual([250, 250, 250, 250]);
    expect(store.saved.get(3)!.q).toEqual({ home: [3, 1, 0, 0], away: [0, 2, 1, 1] });
    expect(b.status()).toMatchObject({ total: 5, done: 5, building: false, pausedUntil: null, error: null });
    // Built: more visits call nothing.
    b.status();
    await b.settled();
    expect(svc.calls).toHaveLength(5);
    expect(b.stats).toEqual({ calls: 5, stored: 5, batches: 0, batchFailures: 0, lastBatchError: null });
  });

  it("waits for the summary: no match list, no call", async () => {
    const svc = service();
    let list: QuarterMatch[] | null = null;
    const c = clock();
    const b = createHistoryQuarters({
      ...svc,
      ...c,
      store: memoryStore(c.now),
      matches: () => list,
      gapMs: 0,
      dailyBudget: 9,
    });
    expect(b.status()).toMatchObject({ total: 0, done: 0, building: false });
    list = MATCHES.slice(0, 2);
    b.status();
    await b.settled();
    expect(svc.calls).toHaveLength(2);
  });

  it("follows a list that grows while the summary is read, and ends once it is read and caught up", async () => {
    const svc = service();
    const c = clock();
    // The summary has read the first two matches' seasons; each wait of the build's reads another.
    let list: QuarterMatch[] = MATCHES.slice(0, 2);
    const b = createHistoryQuarters({
      ...svc,
      now: c.now,
      sleep: async (ms) => {
        await c.sleep(ms);
        list = MATCHES.slice(0, list.length + 1);
      },
      store: memoryStore(c.now),
      matches: () => list,
      growing: () => list.length < MATCHES.length,
      gapMs: 0,
      dailyBudget: 100,
    });
    b.status();
    await b.settled();
    // One run, no visit meanwhile: every match, each once, in the summary's order.
    expect(svc.calls).toEqual(MATCHES.map((m) => `/matches/${m.id}/score`));
    expect(c.waits).toEqual([100, 100, 100]);
    expect(b.status()).toMatchObject({ total: 5, done: 5, building: false });
  });

  it("does not wait for a list that may grow once the day's budget is spent", async () => {
    const svc = service();
    const c = clock();
    const b = createHistoryQuarters({
      ...svc,
      ...c,
      store: memoryStore(c.now),
      matches: () => MATCHES.slice(0, 3),
      growing: () => true,
      gapMs: 0,
      dailyBudget: 2,
    });
    b.status();
    await b.settled();
    expect(svc.calls).toHaveLength(2);
    expect(c.waits).toEqual([]);
    expect(b.status()).toMatchObject({ building: false, pausedUntil: new Date(11 * DAY).toISOString() });
  });

  it("stops at the day's budget, counting what the store kept today (a restart included), and carries on the next day", async () => {
    const c = clock();
    const store = memoryStore(c.now);
    // Yesterday's row does not count against today; today's does.
    store.saved.set(1, { q: { home: [1, 1], away: [0, 0] }, at: c.t - 2 * 3_600_000 });
    store.saved.set(2, { q: { home: [2, 1], away: [0, 0] }, at: c.t - 60_000 });
    const svc = service();
    const b = createHistoryQuarters({
      ...svc,
      ...c,
      store,
      matches: () => MATCHES,
      gapMs: 0,
      dailyBudget: 3,
    });
    b.status();
    await b.settled();
    // Kept rows are not fetched again; one kept today + two calls = the budget of 3.
    expect(svc.calls).toEqual(["/matches/3/score", "/matches/4/score"]);
    const paused = b.status();
    expect(paused).toMatchObject({ done: 4, building: false, pausedUntil: new Date(11 * DAY).toISOString() });
    // Visits later the same day start nothing.
    c.t += 3_600_000;
    b.status();
    await b.settled();
    expect(svc.calls).toHaveLength(2);
    // A restart the same day: the store says the day is spent.
    const again = service();
    const b2 = createHistoryQuarters({
      ...again,
      ...c,
      store,
      matches: () => MATCHES,
      gapMs: 0,
      dailyBudget: 3,
    });
    b2.status();
    await b2.settled();
    expect(again.calls).toEqual([]);
    expect(b2.status()).toMatchObject({ done: 4, pausedUntil: new Date(11 * DAY).toISOString() });
    // After midnight a visit carries on.
    c.t = 11 * DAY + 1;
    b.status();
    await b.settled();
    expect(svc.calls).toEqual(["/matches/3/score", "/matches/4/score", "/matches/5/score"]);
    expect(b.status()).toMatchObject({ done: 5, pausedUntil: null });
  });

  it("resumes from the store after a restart: only what was not kept is fetched", async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const first = service();
    let down = true;
    const b = createHistoryQuarters({
      ...c,
      getJson: async (p) => {
        if (down && p === "/matches/3/score") throw new Error("service down");
        return first.getJson(p);
      },
      store,
      matches: () => MATCHES,
      gapMs: 0,
      dailyBudget: 100,
    });
    b.status();
    await b.settled();
    // Three tries of match 3, 2 s then 4 s apart, then the build says why it stopped.
    expect(first.calls).toEqual(["/matches/1/score", "/matches/2/score"]);
    expect(c.waits).toEqual([2_000, 4_000]);
    expect(b.status()).toMatchObject({
      done: 2,
      building: false,
      error: expect.stringContaining("service down"),
    });
    expect([...store.saved.keys()]).toEqual([1, 2]);
    // Another process (a restart) reads matches 1 and 2 from the store and fetches the rest.
    const second = service();
    const b2 = createHistoryQuarters({
      ...second,
      ...c,
      store,
      matches: () => MATCHES,
      gapMs: 0,
      dailyBudget: 100,
    });
    b2.status();
    await b2.settled();
    expect(second.calls).toEqual(["/matches/3/score", "/matches/4/score", "/matches/5/score"]);
    expect(b2.status()).toMatchObject({ done: 5, error: null });
    expect(b2.quarters().get(1)).toEqual({ home: [1, 1, 0, 0], away: [0, 2, 1, 1] });
    // The first process's stopped build resumes at a visit 30 s on (not before), and reads what the
    // other kept instead of fetching it.
    down = false;
    c.t += 29_000;
    expect(b.status()).toMatchObject({ building: false, done: 2 });
    c.t += 1_000;
    b.status();
    await b.settled();
    expect(b.status()).toMatchObject({ done: 5, error: null });
    expect(first.calls).toHaveLength(2);
  });

  it("waits out a 429 as long as it says, without counting it a failure", async () => {
    const c = clock();
    const svc = service();
    let busy = 2;
    const b = createHistoryQuarters({
      ...c,
      getJson: async (p) => {
        if (busy-- > 0) throw Object.assign(new Error("busy"), { status: 429, retryAfterSecs: 3 });
        return svc.getJson(p);
      },
      store: memoryStore(c.now),
      matches: () => MATCHES.slice(0, 1),
      gapMs: 0,
      dailyBudget: 100,
    });
    b.status();
    await b.settled();
    expect(c.waits).toEqual([3_000, 3_000]);
    expect(b.status()).toMatchObject({ done: 1, error: null });
  });

  it("runs each build inside `hold`: every call made while a background build waits, which goes on after", async () => {
    const priority = createBuildPriority();
    const svc = service();
    const heldAtCall: boolean[] = [];
    const c = clock();
    const b = createHistoryQuarters({
      ...c,
      getJson: async (p) => (heldAtCall.push(priority.held), svc.getJson(p)),
      store: memoryStore(c.now),
      matches: () => MATCHES,
      gapMs: 0,
      dailyBudget: 100,
      lanes: 2,
      hold: (work) => priority.hold(work),
    });
    b.status();
    let background = false;
    const waited = priority.clear().then(() => (background = true));
    expect(priority.held).toBe(true);
    await b.settled();
    await waited;
    expect(heldAtCall).toEqual([true, true, true, true, true]);
    expect(background).toBe(true);
    expect(priority.held).toBe(false);
  });

  it("with many lanes calls exactly the day's budget, no more (the e2e's 300 a day shows 300)", async () => {
    const c = clock();
    const svc = service();
    const b = createHistoryQuarters({
      ...svc,
      ...c,
      store: memoryStore(c.now),
      matches: () => MATCHES,
      gapMs: 0,
      dailyBudget: 3,
      lanes: 16,
    });
    b.status();
    await b.settled();
    expect(svc.calls).toHaveLength(3);
    expect(b.status()).toMatchObject({ done: 3, pausedUntil: new Date(11 * DAY).toISOString() });
  });
});
