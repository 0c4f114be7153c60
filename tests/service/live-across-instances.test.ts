// The live streams of two instances sharing a real Redis (redis-hub.ts): each a process of its own
// (tests/helpers/live-instance-process.ts: the real hub and stream handler over a made-up match), so
// that the one holding the match's lease can be killed. Nothing here passes or fails on how long
// anything took: each wait is bounded only so that a stream that never sends fails rather than hangs.
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openStream, type SseStream } from "@/tests/helpers/sse-client";
import { FakeSink, liveState } from "@/tests/helpers/live-fixtures";
import { LiveFeedError, type FeedSource } from "@/lib/app-server/live/live-hub";
import { createRedisHub, SUBSCRIBER } from "@/lib/app-server/live/redis-hub";

const url = inject("redisUrl");
const MATCH = 7;
const BEAT = 800;
const prefix = `live-test-${process.pid}`;
const WAIT = 20_000;
const procs = new Map<string, { proc: ChildProcess; base: string }>();
const opened: SseStream[] = [];
let redis: Redis;

function startInstance(name: string): Promise<string> {
  // Node itself runs the instance (tsx as its loader), so that a signal reaches the instance.
  const proc = spawn(process.execPath, ["--import", "tsx", "tests/helpers/live-instance-process.ts"], {
    env: { ...process.env, REDIS_URL: url, NAME: name, PREFIX: prefix, BEAT_MS: String(BEAT) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    proc.once("exit", (code) => reject(new Error(`instance ${name} exited (${code})`)));
    createInterface({ input: proc.stdout! }).on("line", (line) => {
      const port = /^port (\d+)$/.exec(line)?.[1];
      if (!port) return;
      const base = `http://127.0.0.1:${port}`;
      procs.set(name, { proc, base });
      resolve(base);
    });
  });
}
const open = async (name: string, headers: Record<string, string> = {}) => {
  const s = await openStream(`${procs.get(name)!.base}/api/live/matches/${MATCH}/stream`, {
    cookie: "coach",
    ...headers,
  });
  opened.push(s);
  return s;
};
const seq = (id: string) => Number(id.split(".")[1]);
const holderOf = async () => {
  for (const [name, { base }] of procs)
    if ((await (await fetch(`${base}/stats`)).json()).holding) return name;
  return null;
};

beforeAll(async () => {
  redis = new Redis(url);
  await Promise.all([startInstance("a"), startInstance("b")]);
}, 60_000);
afterAll(async () => {
  opened.forEach((s) => s.close());
  procs.forEach(({ proc }) => proc.kill("SIGKILL"));
  const keys = await redis?.keys(`${prefix}:*`);
  if (keys?.length) await redis.del(...keys);
  await redis?.quit();
});

describe.skipIf(!url)("a live match across two instances sharing Redis", () => {
  it("one reader at a time, one sequence of ids, and a viewer resumes on the other instance", async () => {
    const [onA, onB] = [await open("a"), await open("b")];
    await Promise.all([onA, onB].map((s) => s.until((x) => x.events().length >= 4, WAIT, "four events")));
    // The same events, byte for byte, on both: the ids one sequence, one epoch.
    const common = (s: SseStream) => s.events().slice(1, 4);
    const fromB = onB.events();
    const fromA = onA.events().filter((e) => fromB.some((b) => b.id === e.id));
    expect(fromA.length).toBeGreaterThanOrEqual(3);
    expect(fromA).toEqual(fromB.filter((b) => fromA.some((a) => a.id === b.id)));
    expect(new Set([...onA.events(), ...onB.events()].map((e) => e.id.split(".")[0])).size).toBe(1);
    expect(common(onA).map((e) => e.event)).toEqual(["change", "change", "change"]);

    const holder = (await holderOf())!;
    const other = holder === "a" ? "b" : "a";
    const [dying, staying] = holder === "a" ? [onA, onB] : [onB, onA];
    procs.get(holder)!.proc.kill("SIGKILL");
    procs.delete(holder);
    const killedAt = Date.now();
    await dying.until((x) => x.ended(), WAIT, "the killed instance's stream to end");
    const last = dying.events().at(-1)!.id;
    const before = staying.events().length;
    // The one left takes the lease and carries on the sequence.
    await staying.until((x) => x.events().length > before, WAIT, "an event after the kill");
    const handOverMs = Date.now() - killedAt;
    const resumed = await open(other, { "last-event-id": last });
    await staying.until((x) => x.events().length >= before + 3, WAIT, "three events after the kill");
    await resumed.until((x) => x.events().at(-1)?.id === staying.events().at(-1)?.id, WAIT, "caught up");

    // Resumed: exactly what came after its last id, no snapshot, in order, as the other viewer saw it.
    const got = resumed.events();
    expect(got[0].event).toBe("change");
    expect(seq(got[0].id)).toBe(seq(last) + 1);
    expect(got.map((e) => seq(e.id))).toEqual(got.map((_, i) => seq(last) + 1 + i));
    expect(got).toEqual(
      staying
        .events()
        .filter((e) => seq(e.id) > seq(last))
        .slice(0, got.length),
    );
    const all = staying.events();
    expect(all.slice(1).map((e) => seq(e.id))).toEqual(all.slice(1).map((_, i) => seq(all[1].id) + i));
    expect(await holderOf()).toBe(other);

    // An instance that joins now loads the feed from Redis: its ring there too, same ids, same bytes.
    await startInstance("c");
    const since = all[1].id;
    const late = await open("c", { "last-event-id": since });
    await late.until((x) => x.events().at(-1)?.id === staying.events().at(-1)?.id, WAIT, "the late one");
    expect(late.events()[0]).toEqual(all[2]);
    expect(late.events()).toEqual(
      staying
        .events()
        .filter((e) => seq(e.id) > seq(since))
        .slice(0, late.events().length),
    );

    // One read a beat across both: the readers are the killed holder, then the other, never both
    // taking turns; and no read more than the events they made (each read here is a change).
    const readers = await redis.lrange(`${prefix}:test:${MATCH}:readers`, 0, -1);
    const runs = readers.filter((r, i) => i === 0 || readers[i - 1] !== r);
    expect(runs).toEqual([holder, other]);
    // Read n makes event n - 1; at most two reads have no event yet: one in flight, and the killed one's.
    const latest = seq(staying.events().at(-1)!.id);
    expect(readers.length).toBeLessThanOrEqual(latest + 3);
    console.log(`[live-across] hand-over: ${handOverMs} ms (beat ${BEAT} ms); ${readers.length} reads`);
  }, 90_000);

  it("an instance that lost some of the channel's messages takes them from Redis's ring", async () => {
    const id = 8;
    let n = 0;
    const read = async () => liveState({ matchId: id, clock: { ...liveState().clock, periodSecs: ++n } });
    const source: FeedSource = { start: async () => ({ first: await read(), read }) };
    const conns = [0, 1, 2, 3].map((i) => new Redis(url, i % 2 ? SUBSCRIBER : {}));
    const o = { beatMs: 200, heartbeatMs: 60_000, lingerMs: 60_000, finishedKeepMs: 60_000 };
    const options = {
      ...o,
      ringSize: 100,
      maxQueuedBytes: 1e6,
      leaseMs: 2_000,
      tickMs: 500,
      startWaitMs: 5_000,
    };
    const holder = createRedisHub(source, conns[0], conns[1], { ...options, prefix, me: "x" });
    const lossy = createRedisHub(source, conns[2], conns[3], { ...options, prefix, me: "y" });
    try {
      const [v1, v2] = [new FakeSink(), new FakeSink()];
      (await holder.feed(id)).attach(v1, "full");
      (await lossy.feed(id)).attach(v2, "full");
      const waitFor = async (test: () => boolean) => {
        for (let t = 0; !test(); t += 50) {
          if (t > WAIT) throw new Error("not within the wait");
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      await waitFor(() => v2.events().length >= 3);
      // The lossy instance's subscription gone for a while: the messages meanwhile never reach it.
      await conns[3].unsubscribe(`${prefix}:${id}`);
      const at = v1.events().length;
      await waitFor(() => v1.events().length >= at + 3);
      await conns[3].subscribe(`${prefix}:${id}`);
      await waitFor(() => v1.events().length >= at + 5);
      await waitFor(() => v2.events().at(-1)?.id === v1.events().at(-1)?.id);
      const ids = (v: FakeSink) => v.events().map((e) => seq(e.id));
      expect(ids(v2)).toEqual(ids(v2).map((_, i) => ids(v2)[0] + i));
      expect(v2.events()).toEqual(v1.events().filter((e) => seq(e.id) >= ids(v2)[0]));
      expect(lossy.stats().resyncs).toBeGreaterThan(0);
    } finally {
      holder.close();
      lossy.close();
      await Promise.all([holder.released(), lossy.released()]);
      conns.forEach((c) => c.disconnect());
    }
  }, 60_000);

  it("a start refused for its viewer's calls is started again by the viewer who waited on it", async () => {
    const id = 9;
    const spent = { address: "10.0.0.1", account: null };
    const other = { address: "10.0.0.2", account: null };
    const startedFor: unknown[] = [];
    const state = liveState({ matchId: id });
    const source: FeedSource = {
      async start(_, reader) {
        startedFor.push(reader);
        await new Promise((r) => setTimeout(r, 100));
        if (reader === spent) throw new LiveFeedError(429, "Too many new data requests", 30);
        return { first: state, read: async () => state };
      },
    };
    const conns = [new Redis(url), new Redis(url, SUBSCRIBER)];
    const hub = createRedisHub(source, conns[0], conns[1], {
      beatMs: 200,
      heartbeatMs: 60_000,
      lingerMs: 60_000,
      finishedKeepMs: 60_000,
      ringSize: 100,
      maxQueuedBytes: 1e6,
      leaseMs: 2_000,
      tickMs: 500,
      startWaitMs: 5_000,
      prefix,
      me: "z",
    });
    try {
      const [first, second] = await Promise.allSettled([hub.feed(id, spent), hub.feed(id, other)]);
      expect(first).toMatchObject({ status: "rejected", reason: { status: 429 } });
      expect(second.status).toBe("fulfilled");
      expect(startedFor).toEqual([spent, other]);
    } finally {
      hub.close();
      await hub.released();
      conns.forEach((c) => c.disconnect());
    }
  }, 60_000);
});
