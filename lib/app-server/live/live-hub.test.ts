import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeSink, liveState } from "@/tests/helpers/live-fixtures";
import { createLocalHub, LiveFeedError, type FeedSource, type HubOptions } from "./live-hub";
import type { LiveState } from "./live-state";

const BEAT = 5_000;
const options = {
  beatMs: BEAT,
  heartbeatMs: 15_000,
  lingerMs: 60_000,
  finishedKeepMs: 600_000,
  ringSize: 10,
  maxQueuedBytes: 10_000,
};

/** A match whose clock moves on at every read; `from` sets what the next reads give. */
function source(over: { unknown?: number[]; fail?: () => boolean } = {}) {
  const calls = { starts: 0, reads: 0, startedFor: [] as unknown[] };
  let secs = 0;
  let next: ((s: number) => LiveState) | null = null;
  const ticking = (s: number) => liveState({ clock: { ...liveState().clock, periodSecs: s } });
  const stateAt = (matchId: number) => ({ ...(next ?? ticking)((secs += 5)), matchId });
  const src: FeedSource = {
    async start(matchId, reader) {
      calls.starts++;
      calls.startedFor.push(reader);
      if (over.unknown?.includes(matchId)) throw new LiveFeedError(404, `No match ${matchId}`);
      return {
        first: stateAt(matchId),
        read: async () => {
          calls.reads++;
          if (over.fail?.()) throw new Error("service down");
          return stateAt(matchId);
        },
      };
    },
  };
  return { src, calls, from: (f: (s: number) => LiveState) => (next = f) };
}

/** A hub over `source(over)` with one viewer watching match 7. */
async function watching(over: Parameters<typeof source>[0] = {}, opts: Partial<HubOptions> = {}) {
  const s = source(over);
  const hub = createLocalHub(s.src, { ...options, ...opts });
  const v = new FakeSink();
  (await hub.feed(7)).attach(v, "public");
  return { ...s, hub, v };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the hub's feeds", () => {
  it("read a match once a beat, however many watch", async () => {
    const { src, calls } = source();
    const hub = createLocalHub(src, options);
    const viewers = Array.from({ length: 50 }, () => new FakeSink());
    await Promise.all(viewers.map(async (v) => (await hub.feed(7)).attach(v, "public")));
    expect(calls.starts).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * BEAT);
    expect(calls.reads).toBe(3);
    expect(viewers[49].events().map((e) => e.id.split(".")[1])).toEqual(["0", "1", "2", "3"]);
    hub.close();
  });

  it("the viewer who starts a feed is the one its start is read for; later viewers start nothing", async () => {
    const { src, calls } = source();
    const hub = createLocalHub(src, options);
    const first = { address: "10.0.0.1", account: null };
    (await hub.feed(7, first)).attach(new FakeSink(), "public");
    (await hub.feed(7, { address: "10.0.0.2", account: null })).attach(new FakeSink(), "public");
    await vi.advanceTimersByTimeAsync(2 * BEAT);
    expect(calls.startedFor).toEqual([first]);
    expect(calls.reads).toBe(2);
    hub.close();
  });

  it("a start refused for its viewer's calls is started again by each viewer who waited on it", async () => {
    const startedFor: unknown[] = [];
    const spent = { address: "10.0.0.1", account: null };
    const src: FeedSource = {
      async start(matchId, reader) {
        startedFor.push(reader);
        await Promise.resolve();
        if (reader === spent) throw new LiveFeedError(429, "Too many new data requests", 30);
        return { first: { ...liveState(), matchId }, read: async () => ({ ...liveState(), matchId }) };
      },
    };
    const hub = createLocalHub(src, options);
    const other = { address: "10.0.0.2", account: null };
    const [first, second, third] = await Promise.allSettled([
      hub.feed(7, spent),
      hub.feed(7, other),
      hub.feed(7, { address: "10.0.0.3", account: null }),
    ]);
    expect(first).toMatchObject({ status: "rejected", reason: { status: 429 } });
    expect(second.status).toBe("fulfilled");
    expect(third).toEqual(second);
    expect(startedFor).toEqual([spent, other]);
    hub.close();
  });

  it("a match the service does not know has none, and is asked about again next time", async () => {
    const { src, calls } = source({ unknown: [404] });
    const hub = createLocalHub(src, options);
    await expect(hub.feed(404)).rejects.toMatchObject({ status: 404, message: "No match 404" });
    await expect(hub.feed(404)).rejects.toBeInstanceOf(LiveFeedError);
    expect(calls.starts).toBe(2);
    hub.close();
  });

  it("stop reading a match nobody has watched for the linger", async () => {
    const { calls, hub, v } = await watching();
    v.end();
    await vi.advanceTimersByTimeAsync(options.lingerMs + 2 * BEAT);
    const reads = calls.reads;
    await vi.advanceTimersByTimeAsync(10 * BEAT);
    expect(calls.reads).toBe(reads);
    expect(hub.stats().feeds).toBe(0);
    await hub.feed(7);
    expect(calls.starts).toBe(2);
    hub.close();
  });

  it("keep a finished match's final snapshot, without reading it, until a replay moves it", async () => {
    const { calls, from, hub, v } = await watching();
    from(() => liveState({ clock: { ...liveState().clock, status: "Complete" } }));
    await vi.advanceTimersByTimeAsync(BEAT);
    expect(v.ended).toBe(true);
    const reads = calls.reads;
    await vi.advanceTimersByTimeAsync(10 * BEAT);
    expect(calls.reads).toBe(reads);
    const late = new FakeSink();
    (await hub.feed(7)).attach(late, "public");
    expect(late.events().map((e) => e.event)).toEqual(["final"]);
    hub.changed([7]);
    await hub.feed(7);
    expect(calls.starts).toBe(2);
    hub.close();
  });

  it("keep the last state through a failing beat, and carry on", async () => {
    let failing = true;
    const log = vi.fn();
    const { hub, v } = await watching({ fail: () => failing }, { log });
    await vi.advanceTimersByTimeAsync(3 * BEAT);
    expect(log).toHaveBeenCalledTimes(1);
    expect(v.events()).toHaveLength(1);
    failing = false;
    await vi.advanceTimersByTimeAsync(BEAT);
    expect(v.events()).toHaveLength(2);
    hub.close();
  });

  it("send every viewer the heartbeat", async () => {
    const { hub, v } = await watching({}, { beatMs: 10 * 60_000 });
    await vi.advanceTimersByTimeAsync(options.heartbeatMs * 2);
    expect(v.text().match(/^:\n\n/gm)).toHaveLength(2);
    hub.close();
  });

  it("end every stream and start none when the process stops", async () => {
    const { calls, hub, v } = await watching();
    hub.close();
    expect(v.ended).toBe(true);
    await expect(hub.feed(8)).rejects.toMatchObject({ status: 503 });
    await vi.advanceTimersByTimeAsync(3 * BEAT);
    expect(calls.reads).toBe(0);
  });
});
