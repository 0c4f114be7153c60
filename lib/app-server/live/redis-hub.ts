import type { Redis } from "ioredis";
import type { Reader } from "@/lib/app-server/upstream/read-for";
import { applyChange } from "./live-diff";
import { LiveFeedError, startedOnce, type FeedSource, type HubOptions, type LiveHub } from "./live-hub";
import type { LiveState } from "./live-state";
import { createMatchFeed, eventOf, type Frames, type MatchFeed } from "./match-feed";
import { redisLiveStore, type Head, type LiveMessage, type LiveStore } from "./redis-live-store";

// The live feeds of an instance among several (docs/decisions/live-across-instances.md). A match's
// lease in Redis names the one instance that reads it, once a beat, and publishes each event, made
// and serialised once with its id; every instance with viewers of the match takes the events from
// the channel into its own feed (a MatchFeed, its ring filled from the channel) and writes the same
// bytes to its viewers. The ids are the holder's: one sequence, whichever instance holds the lease.

export interface RedisHubOptions extends HubOptions {
  /** How long a lease lasts unless renewed: an instance that dies hands its matches on after this. */
  leaseMs: number;
  /** How often leases are renewed by their holders and tried for by the others. */
  tickMs: number;
  /** How long a viewer waits for another instance to begin a feed nobody has yet. */
  startWaitMs: number;
  /** Key and channel prefix; this instance's name in its leases. */
  prefix?: string;
  me: string;
}

/**
 * The options of the hub's subscribed connection. No ready check: its INFO, sent once connected, is
 * refused (and the connection's subscriptions lost) when a SUBSCRIBE made while connecting went first.
 */
export const SUBSCRIBER = { maxRetriesPerRequest: 2, enableReadyCheck: false } as const;

interface Entry {
  id: number;
  feed: MatchFeed | null;
  ready: Promise<void>;
  /** The feed's changes, one at a time, in the channel's order. */
  chain: Promise<void>;
  holding: boolean;
  /** The holder's reads of the match (prepared ahead, or from source.start at its first beat). */
  read?: () => Promise<LiveState>;
  /** The reads prepared while another instance holds the lease (undefined: failed, or none yet). */
  warm?: Promise<(() => Promise<LiveState>) | undefined>;
  /** What the holder last published; null: to be read from Redis (it has just taken the lease). */
  base: Head | null;
  timer?: ReturnType<typeof setTimeout>;
  ticking: boolean;
  idleSince: number;
  finishedAt?: number;
  failing: boolean;
}

interface Ctx {
  o: RedisHubOptions;
  store: LiveStore;
  sub: Redis;
  source: FeedSource;
  entries: Map<number, Entry>;
  closed: boolean;
  counts: { dropped: number; reads: number; published: number; resyncs: number; warmups: number };
  log: (msg: string) => void;
}

const unref = <T extends ReturnType<typeof setTimeout>>(t: T) => (t.unref?.(), t);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const bytes = (s: string | null) => (s === null ? null : Buffer.from(s, "utf8"));
const framesOf = (m: LiveMessage): Frames => ({ public: bytes(m.p), full: bytes(m.f) });
const text = (b: Buffer | null) => (b ? b.toString("utf8") : null);

/** Runs `f` after the entry's earlier changes, and returns its outcome. */
function enqueue<T>(e: Entry, f: () => Promise<T> | T): Promise<T> {
  const run = e.chain.then(f);
  e.chain = run.then(
    () => {},
    () => {},
  );
  return run;
}

/** A feed carrying on the shared one from Redis: its state, and the events kept for resuming. */
function replicaFeed(c: Ctx, head: Head, ring: readonly LiveMessage[]): MatchFeed {
  // The ring's events that lead, one after another, to the head (older ones, a gap, are of no use).
  const backlog: Frames[] = [];
  for (let i = ring.length - 1, want = head.seq; i >= 0 && ring[i].e === head.epoch; i--) {
    if (ring[i].s > want) continue;
    if (ring[i].s < want || want < 1) break;
    backlog.unshift(framesOf(ring[i]));
    want--;
  }
  return createMatchFeed(head.state, {
    ...c.o,
    epoch: head.epoch,
    seq: head.seq,
    backlog,
    onDrop: () => c.counts.dropped++,
  });
}

/** The feed as Redis has it now: what this instance missed (a message lost, another epoch). */
async function resync(c: Ctx, e: Entry): Promise<void> {
  c.counts.resyncs++;
  const now = await c.store.load(e.id);
  if (!now) return;
  const feed = e.feed;
  if (feed && now.head.epoch === feed.epoch) {
    const missed = now.ring.filter((m) => m.e === feed.epoch && m.s > feed.seq);
    if (missed.length && missed[0].s === feed.seq + 1)
      return void missed.forEach((m) => applyMessage(feed, m));
    if (now.head.seq <= feed.seq) return;
  }
  // Too much missed, or a new feed: this one's viewers reconnect (spread by their retry) and resume.
  feed?.endAll();
  e.feed = replicaFeed(c, now.head, now.ring);
}

function applyMessage(feed: MatchFeed, m: LiveMessage): void {
  const next = m.st ?? applyChange(feed.state, m.c ?? {});
  feed.apply(m.s, framesOf(m), next);
}

async function onMessage(c: Ctx, e: Entry, m: LiveMessage): Promise<void> {
  const feed = e.feed;
  if (!feed) return; // not loaded yet: the load (queued before this) has it
  if (m.e === feed.epoch && m.s <= feed.seq) return;
  if (m.e === feed.epoch && m.s === feed.seq + 1) return applyMessage(feed, m);
  await resync(c, e);
}

/**
 * A follower's warm-up: the match's reads made ready (source.prepare, its static parts read once)
 * while another instance holds the lease, so that taking it over needs only the beat's read.
 */
function warmUp(c: Ctx, e: Entry, reader?: Reader): void {
  if (!c.source.prepare || e.read || e.warm || e.feed?.finished || c.closed) return;
  c.counts.warmups++;
  e.warm = c.source.prepare(e.id, reader).then(
    (r) => r.read,
    (err: unknown) => {
      c.log(`match ${e.id}: could not prepare its reads (${(err as Error).message}); at the lease then`);
      return undefined;
    },
  );
}

/**
 * The beat's read: with the reads prepared, or the match started (its first state that read); by a
 * viewer's arrival (`reader`, who pays for the start) or by a lease taken over (the app's own).
 */
async function readBeat(c: Ctx, e: Entry, reader?: Reader): Promise<LiveState> {
  e.read ??= await e.warm;
  e.warm = undefined;
  if (e.read) return e.read();
  const started = await c.source.start(e.id, reader);
  e.read = started.read;
  return started.first;
}

/**
 * One beat of the holder: the match read (its reads made ready ahead, or begun at the first beat it
 * holds the lease), and what changed since the last event published (by it or by the holder before
 * it) published as the next. The read's time is noted in Redis either way, for the next holder.
 */
async function holderBeat(c: Ctx, e: Entry, reader?: Reader): Promise<void> {
  c.counts.reads++;
  const state = await readBeat(c, e, reader);
  const at = Date.now();
  e.base ??= await c.store.head(e.id);
  const base = e.base;
  let head: Head;
  let msg: LiveMessage;
  if (!base) {
    head = { epoch: Date.now().toString(36), seq: 0, state };
    msg = { e: head.epoch, s: 0, p: null, f: null, st: state };
  } else {
    const event = eventOf(base.epoch, base.seq + 1, base.state, state);
    if (!event) {
      if (!(await c.store.noteRead(e.id, at))) e.holding = false;
      return;
    }
    head = { epoch: base.epoch, seq: base.seq + 1, state };
    const { frames, change } = event;
    msg = { e: head.epoch, s: head.seq, p: text(frames.public), f: text(frames.full) };
    if (change) msg.c = change;
    else msg.st = state;
  }
  if (await c.store.publish(e.id, head, msg, !base, at)) {
    c.counts.published++;
    e.base = head;
  } else e.holding = false; // the lease ran out and another took it: its events from now
}

function beatLater(c: Ctx, e: Entry, ms: number): void {
  clearTimeout(e.timer);
  e.timer = unref(setTimeout(() => void beat(c, e), ms));
}

async function beat(c: Ctx, e: Entry): Promise<void> {
  if (c.closed || !e.holding || e.base?.state.clock.status === "Complete") return;
  try {
    await holderBeat(c, e);
    e.failing = false;
  } catch (err) {
    // The state as it was stands; the next beat tries again. Said once a run of failures.
    if (!e.failing) c.log(`match ${e.id}: a beat failed (${(err as Error).message}); trying again`);
    e.failing = true;
  }
  if (!c.closed && e.holding && c.entries.get(e.id) === e) beatLater(c, e, c.o.beatMs);
}

async function letGo(c: Ctx, e: Entry): Promise<void> {
  clearTimeout(e.timer);
  if (c.entries.get(e.id) === e) c.entries.delete(e.id);
  const holding = e.holding;
  e.holding = false;
  await Promise.all([
    holding ? c.store.release(e.id) : undefined,
    c.sub.unsubscribe(c.store.channel(e.id)),
  ]).catch(() => {});
}

/**
 * When a new holder's first beat is: a beat after the last holder's last read, as that holder's next
 * would have been, or at once when that is past (or unknown). Sooner would read what the service
 * still keeps of that read (its live answers are fresh for a beat): a read for no event, a beat late.
 */
async function firstBeatIn(c: Ctx, id: number): Promise<number> {
  const last = await c.store.lastRead(id);
  return last === null ? 0 : Math.min(c.o.beatMs, Math.max(0, last + c.o.beatMs - Date.now()));
}

/**
 * The lease's tick for one feed: the holder renews it; another instance takes it once it has run out
 * (or was handed on) and beats when the last holder's next beat was due. A feed nobody watches, or a
 * match over, is let go in time.
 */
async function tick(c: Ctx, e: Entry): Promise<void> {
  const feed = e.feed;
  if (!feed || c.closed) return;
  const now = Date.now();
  if (feed.finished) {
    e.finishedAt ??= now;
    if (now - e.finishedAt >= c.o.finishedKeepMs) await letGo(c, e);
    return;
  }
  if (feed.viewerCount > 0) e.idleSince = now;
  else if (now - e.idleSince >= c.o.lingerMs) return letGo(c, e);
  if (e.holding) {
    if (!(await c.store.renew(e.id))) e.holding = false;
  } else if (await c.store.acquire(e.id)) {
    e.holding = true;
    e.base = null;
    beatLater(c, e, await firstBeatIn(c, e.id).catch(() => 0));
  }
}

/** A feed for the match on this instance: subscribed, then loaded from Redis, begun if nobody has. */
async function join(c: Ctx, e: Entry, reader?: Reader): Promise<void> {
  await c.sub.subscribe(c.store.channel(e.id));
  const until = Date.now() + c.o.startWaitMs;
  for (;;) {
    // Loaded in the entry's queue: messages that arrive meanwhile are taken after it, in order.
    const loaded = await enqueue(e, async () => {
      const now = await c.store.load(e.id);
      if (now) e.feed = replicaFeed(c, now.head, now.ring);
      return !!now;
    });
    if (loaded || c.closed) break;
    if (await c.store.acquire(e.id)) {
      e.holding = true;
      e.base = null;
      try {
        await holderBeat(c, e, reader);
      } catch (err) {
        e.holding = false;
        await c.store.release(e.id);
        throw err;
      }
      beatLater(c, e, c.o.beatMs);
    } else if (Date.now() > until) throw new LiveFeedError(503, `Match ${e.id}'s live feed is not ready`);
    else await sleep(100);
  }
  if (c.closed) throw new LiveFeedError(503, "The app is stopping");
  warmUp(c, e, reader);
}

function start(c: Ctx, id: number, reader?: Reader): Entry {
  const e: Entry = {
    id,
    feed: null,
    ready: Promise.resolve(),
    chain: Promise.resolve(),
    holding: false,
    base: null,
    ticking: false,
    idleSince: Date.now(),
    failing: false,
  };
  c.entries.set(id, e);
  e.ready = join(c, e, reader).catch(async (err: unknown) => {
    await letGo(c, e);
    throw err instanceof LiveFeedError
      ? err
      : new LiveFeedError(503, `Match ${id}'s live feed could not be started (${(err as Error).message})`);
  });
  e.ready.catch(() => {});
  return e;
}

/**
 * The hub of an instance among several: `redis` for commands, `sub` (a connection of its own) for
 * the channels. Without REDIS_URL the app uses createLocalHub instead.
 */
export function createRedisHub(source: FeedSource, redis: Redis, sub: Redis, o: RedisHubOptions) {
  const store = redisLiveStore(redis, {
    prefix: o.prefix ?? "live",
    me: o.me,
    leaseMs: o.leaseMs,
    ringSize: o.ringSize,
    keepMs: Math.max(o.finishedKeepMs, o.lingerMs) + o.ringSize * o.beatMs,
  });
  const c: Ctx = {
    o,
    store,
    sub,
    source,
    entries: new Map(),
    closed: false,
    counts: { dropped: 0, reads: 0, published: 0, resyncs: 0, warmups: 0 },
    log: o.log ?? (() => {}),
  };
  sub.on("message", (ch: string, raw: string) => {
    const e = c.entries.get(store.matchOf(ch) ?? -1);
    if (e) void enqueue(e, () => onMessage(c, e, JSON.parse(raw) as LiveMessage)).catch(() => {});
  });
  const timers = [
    setInterval(() => c.entries.forEach((e) => e.feed?.heartbeat()), o.heartbeatMs),
    setInterval(() => {
      for (const e of c.entries.values()) {
        if (e.ticking) continue;
        e.ticking = true;
        void tick(c, e)
          .catch(() => {}) // Redis unreachable: the next tick tries again
          .finally(() => (e.ticking = false));
      }
    }, o.tickMs),
  ];
  timers.forEach((t) => t.unref?.());
  return redisHubApi(c, timers);
}

function redisHubApi(c: Ctx, timers: ReturnType<typeof setInterval>[]) {
  let released: Promise<unknown> = Promise.resolve();
  const hub = {
    feed: (matchId: number, reader?: Reader): Promise<MatchFeed> =>
      startedOnce(() => {
        if (c.closed) throw new LiveFeedError(503, "The app is stopping");
        const running = c.entries.get(matchId);
        const e = running ?? start(c, matchId, reader);
        return { mine: !running, feed: e.ready.then(() => e.feed!) };
      }),
    changed(matchIds: readonly number[]): void {
      for (const id of matchIds) {
        const e = c.entries.get(id);
        if (e?.feed?.finished) void letGo(c, e).then(() => c.store.forget(id));
      }
    },
    /** Ends every stream, and hands the leases held on at once (rather than when they run out). */
    close(): void {
      c.closed = true;
      timers.forEach(clearInterval);
      const all = [...c.entries.values()];
      all.forEach((e) => e.feed?.endAll());
      released = Promise.all(all.map((e) => letGo(c, e)));
    },
    /**
     * Ends every stream and lets every feed go, the hub staying open: Redis went away, and the viewers
     * reconnect to wherever the hub's owner sends them meanwhile (failover-hub.ts).
     */
    dropFeeds(): void {
      const all = [...c.entries.values()];
      all.forEach((e) => e.feed?.endAll());
      all.forEach((e) => void letGo(c, e));
    },
    /** Resolves once close() has handed on the leases. */
    released: () => released,
    stats: () => ({
      feeds: c.entries.size,
      viewers: [...c.entries.values()].reduce((n, e) => n + (e.feed?.viewerCount ?? 0), 0),
      holding: [...c.entries.values()].filter((e) => e.holding).length,
      ...c.counts,
    }),
  };
  return hub satisfies LiveHub;
}
export type RedisHub = ReturnType<typeof createRedisHub>;
