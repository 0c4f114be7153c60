import type { Redis } from "ioredis";
import type { LiveChange } from "./live-diff";
import type { LiveState } from "./live-state";

// What the instances share of a live match in Redis (docs/decisions/live-across-instances.md):
//   {prefix}:{id}:lease  the instance that reads the match, for leaseMs unless renewed
//   {prefix}:{id}:head   the latest event's number, its feed's epoch and the state it led to
//   {prefix}:{id}:ring   the last ringSize events as sent on the channel, oldest first
//   {prefix}:{id}:read   when the holder's latest beat read the match (ms), an event or none
//   channel {prefix}:{id} each event, as the holder made it, to every instance subscribed
// The head and the ring change only with the lease's holder's publishing, in one script that checks
// the lease first: an instance that lost it (paused past its lease) cannot add an event.

/** The feed's latest event: its number, the feed it belongs to, and the state after it. */
export interface Head {
  epoch: string;
  seq: number;
  state: LiveState;
}

/**
 * An event on the channel and in the ring: its id (epoch, seq), each part's bytes as text (null: the
 * part has nothing to see in it) and what it changed (c) or, for a snapshot, the whole state (st).
 */
export interface LiveMessage {
  e: string;
  s: number;
  p: string | null;
  f: string | null;
  c?: LiveChange;
  st?: LiveState;
}

// KEYS: lease, head, ring, read. ARGV: me, leaseMs, head, message, ringSize, keepMs, channel, fresh, at.
const PUBLISH = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('set', KEYS[2], ARGV[3], 'PX', ARGV[6])
redis.call('set', KEYS[4], ARGV[9], 'PX', ARGV[6])
if ARGV[8] == '1' then redis.call('del', KEYS[3]) else
  redis.call('rpush', KEYS[3], ARGV[4])
  redis.call('ltrim', KEYS[3], -tonumber(ARGV[5]), -1)
  redis.call('pexpire', KEYS[3], ARGV[6])
end
redis.call('pexpire', KEYS[1], ARGV[2])
redis.call('publish', ARGV[7], ARGV[4])
return 1`;
// KEYS: lease, read. ARGV: me, leaseMs, at, keepMs.
const NOTE_READ = `
if redis.call('get', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('set', KEYS[2], ARGV[3], 'PX', ARGV[4])
return redis.call('pexpire', KEYS[1], ARGV[2])`;
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";
const RELEASE =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export interface StoreOptions {
  prefix: string;
  /** This instance's name in the leases it holds. */
  me: string;
  leaseMs: number;
  ringSize: number;
  /** How long a match's head and ring outlive its last event (then a new feed begins). */
  keepMs: number;
}

export function redisLiveStore(redis: Redis, o: StoreOptions) {
  const key = (id: number, what: string) => `${o.prefix}:${id}:${what}`;
  const channel = (id: number) => `${o.prefix}:${id}`;
  const channelMatch = new RegExp(`^${o.prefix.replace(/[^\w]/g, "\\$&")}:(\\d+)$`);
  const headOf = (raw: string | null) => (raw ? (JSON.parse(raw) as Head) : null);
  return {
    channel,
    /** The match a channel is for; null for another's. */
    matchOf(ch: string): number | null {
      const m = channelMatch.exec(ch);
      return m ? Number(m[1]) : null;
    },
    /** Takes the match's lease when nobody holds it. */
    async acquire(id: number): Promise<boolean> {
      return (await redis.set(key(id, "lease"), o.me, "PX", o.leaseMs, "NX")) === "OK";
    },
    /** Keeps the lease another leaseMs; false when it is no longer this instance's. */
    async renew(id: number): Promise<boolean> {
      return (await redis.eval(RENEW, 1, key(id, "lease"), o.me, o.leaseMs)) === 1;
    },
    async release(id: number): Promise<void> {
      await redis.eval(RELEASE, 1, key(id, "lease"), o.me);
    },
    async head(id: number): Promise<Head | null> {
      return headOf(await redis.get(key(id, "head")));
    },
    /** When the match was last read by its holder, this instance or another (ms); null: unknown. */
    async lastRead(id: number): Promise<number | null> {
      const at = Number((await redis.get(key(id, "read"))) ?? NaN);
      return Number.isFinite(at) ? at : null;
    },
    /**
     * A beat's read at `at` that made no event, noted (and the lease renewed) if this instance still
     * holds the lease; false when it no longer does.
     */
    async noteRead(id: number, at: number): Promise<boolean> {
      const keys = [key(id, "lease"), key(id, "read")];
      return (await redis.eval(NOTE_READ, 2, ...keys, o.me, o.leaseMs, at, o.keepMs)) === 1;
    },
    /** The head and the ring, as they were together (null: no feed for the match now). */
    async load(id: number): Promise<{ head: Head; ring: LiveMessage[] } | null> {
      const res = await redis.multi().get(key(id, "head")).lrange(key(id, "ring"), 0, -1).exec();
      const [[e1, raw], [e2, ring]] = res as [[Error | null, string | null], [Error | null, string[]]];
      if (e1 || e2) throw e1 ?? e2;
      const head = headOf(raw);
      return head && { head, ring: ring.map((m) => JSON.parse(m) as LiveMessage) };
    },
    /**
     * The event to every instance, in the ring, and its state as the head, if this instance still
     * holds the lease (which it renews); `fresh`: a new feed, whose ring starts empty; `at`: when the
     * read that made it was done.
     */
    async publish(id: number, head: Head, msg: LiveMessage, fresh: boolean, at: number): Promise<boolean> {
      const keys = [key(id, "lease"), key(id, "head"), key(id, "ring"), key(id, "read")];
      const args = [o.me, o.leaseMs, JSON.stringify(head), JSON.stringify(msg), o.ringSize, o.keepMs];
      const more = [channel(id), fresh ? "1" : "0", at];
      return (await redis.eval(PUBLISH, 4, ...keys, ...args, ...more)) === 1;
    },
    /** Forgets the match's feed (a replay moved it): the next viewer begins a new one. */
    async forget(id: number): Promise<void> {
      await redis.del(key(id, "head"), key(id, "ring"), key(id, "read"));
    },
  };
}
export type LiveStore = ReturnType<typeof redisLiveStore>;
