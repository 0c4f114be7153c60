import type { Reader } from "@/lib/app-server/upstream/read-for";
import type { LiveState } from "./live-state";
import { createMatchFeed, type MatchFeed } from "./match-feed";

/**
 * Why a match has no feed to join: 404 (no such match), 429 (the viewer whose arrival would start it
 * has no new calls left) or 503 (cannot be read now, or stopping).
 */
export class LiveFeedError extends Error {
  override readonly name = "LiveFeedError";
  constructor(
    readonly status: 404 | 429 | 503,
    message: string,
    readonly retryAfterSecs = 5,
  ) {
    super(message);
  }
}

/**
 * A viewer's feed: `join` joins the match's feed as it stands, or begins its start (`mine`). A start
 * another viewer began and that was refused for that viewer's calls (429) is begun again with this
 * viewer's own, rather than every viewer waiting on it be refused for one visitor's spending.
 */
export async function startedOnce(
  join: () => { mine: boolean; feed: Promise<MatchFeed> },
): Promise<MatchFeed> {
  for (;;) {
    const { mine, feed } = join();
    try {
      return await feed;
    } catch (err) {
      if (mine || !(err instanceof LiveFeedError && err.status === 429)) throw err;
    }
  }
}

/**
 * How a match's state is read: once to start (LiveFeedError 404 for no such match), then each beat.
 * `reader` is the viewer whose arrival starts it: the start's new calls are that viewer's to pay
 * (read-for.ts). The beats are read once for every viewer, and paid by none.
 */
export interface FeedSource {
  start(matchId: number, reader?: Reader): Promise<{ first: LiveState; read(): Promise<LiveState> }>;
  /**
   * The match's beat's read, made ready without a first beat: what does not change during the match
   * read ahead. Over Redis, an instance following a match another instance reads prepares it, so that
   * taking the lease needs only the beat's read (redis-hub.ts); without it, it starts the match then.
   */
  prepare?(matchId: number, reader?: Reader): Promise<{ read(): Promise<LiveState> }>;
}

/**
 * The live feeds of a process, one a match, whatever the crowd. This process's hub reads each
 * watched match itself (createLocalHub). A hub over Redis implements the same: one instance holds a
 * match's lease and reads it (as here), publishing each event's bytes; every instance feeds its own
 * viewers from them (a MatchFeed each), and its ring buffer from the channel.
 */
export interface LiveHub {
  /** The match's feed, started if need be (for `reader`); LiveFeedError when it has none. */
  feed(matchId: number, reader?: Reader): Promise<MatchFeed>;
  /** Matches whose answers changed before their time (a replay): a finished feed of one is let go. */
  changed(matchIds: readonly number[]): void;
  /** Ends every stream and stops every feed (the process is stopping). */
  close(): void;
}

export interface HubOptions {
  /** How often a watched match is read; no longer than the service's max-age for live answers. */
  beatMs: number;
  heartbeatMs: number;
  /** How long a feed nobody watches is kept (for viewers reconnecting) before it stops. */
  lingerMs: number;
  /** How long a finished match's final snapshot is kept for viewers who come late. */
  finishedKeepMs: number;
  ringSize: number;
  maxQueuedBytes: number;
  now?: () => number;
  log?: (msg: string) => void;
}

interface Entry {
  feed: MatchFeed;
  read: () => Promise<LiveState>;
  timer?: ReturnType<typeof setTimeout>;
  idleSince: number;
  failing: boolean;
}

const unref = <T extends ReturnType<typeof setTimeout>>(t: T) => (t.unref?.(), t);

/** The hub of one process: it reads each watched match from `source` once a beat. */
export function createLocalHub(source: FeedSource, o: HubOptions) {
  const now = o.now ?? Date.now;
  const log = o.log ?? (() => {});
  const starting = new Map<number, Promise<Entry>>();
  const running = new Map<number, Entry>();
  let closed = false;
  let dropped = 0;

  function letGo(matchId: number, e: Entry) {
    clearTimeout(e.timer);
    if (running.get(matchId) === e) running.delete(matchId);
    starting.delete(matchId);
  }
  /** The next beat, or the end of the feed: finished (kept a while), or unwatched past the linger. */
  function next(matchId: number, e: Entry) {
    if (e.feed.finished) return void (e.timer = unref(setTimeout(() => letGo(matchId, e), o.finishedKeepMs)));
    if (e.feed.viewerCount > 0) e.idleSince = now();
    else if (now() - e.idleSince >= o.lingerMs) return letGo(matchId, e);
    e.timer = unref(setTimeout(() => void beat(matchId, e), o.beatMs));
  }
  async function beat(matchId: number, e: Entry) {
    try {
      const state = await e.read();
      if (closed) return;
      e.feed.update(state);
      e.failing = false;
    } catch (err) {
      // The state as it was stands; the next beat tries again. Said once a run of failures.
      if (!e.failing) log(`match ${matchId}: a beat's read failed (${(err as Error).message}); trying again`);
      e.failing = true;
    }
    if (!closed) next(matchId, e);
  }
  async function start(matchId: number, reader?: Reader): Promise<Entry> {
    const { first, read } = await source.start(matchId, reader);
    const epoch = now().toString(36);
    const feed = createMatchFeed(first, { ...o, epoch, onDrop: () => dropped++ });
    const e: Entry = { feed, read, idleSince: now(), failing: false };
    if (closed) throw new LiveFeedError(503, "The app is stopping");
    running.set(matchId, e);
    next(matchId, e);
    return e;
  }

  const heartbeat = setInterval(() => running.forEach((e) => e.feed.heartbeat()), o.heartbeatMs);
  heartbeat.unref?.();

  return {
    feed: (matchId: number, reader?: Reader): Promise<MatchFeed> =>
      startedOnce(() => {
        if (closed) throw new LiveFeedError(503, "The app is stopping");
        let pending = starting.get(matchId);
        const mine = !pending;
        if (!pending) {
          pending = start(matchId, reader);
          starting.set(matchId, pending);
          // A start that failed is not kept: the next viewer tries again (the upstream keeps a 404).
          pending.catch(() => starting.get(matchId) === pending && starting.delete(matchId));
        }
        return { mine, feed: pending.then((e) => e.feed) };
      }),
    changed(matchIds: readonly number[]): void {
      for (const id of matchIds) {
        const e = running.get(id);
        if (e?.feed.finished) letGo(id, e);
      }
    },
    close(): void {
      closed = true;
      clearInterval(heartbeat);
      for (const [id, e] of running) {
        e.feed.endAll();
        letGo(id, e);
      }
    },
    stats: () => ({
      feeds: running.size,
      viewers: [...running.values()].reduce((n, e) => n + e.feed.viewerCount, 0),
      dropped,
    }),
  };
}
export type LocalHub = ReturnType<typeof createLocalHub>;
