import { z } from "zod";
import { SettingsError, settingsProblems } from "@/lib/lifecycle/settings";

/**
 * How often a watched match is read. The service keeps a live match's answers fresh for 5 s (its
 * Cache-Control max-age, which the upstream cache follows): a beat no longer than that sees every
 * answer the service gives, and the pages polling meanwhile share the same reads
 * (tests/service/live-stream.test.ts checks it against the service's header).
 */
export const LIVE_BEAT_MS = 5_000;

/** The live streams' settings, checked with the app's others at start (env.ts). */
export const LiveSettingsSchema = z.object({
  // Streams one address may hold (several tabs, a household or an office behind one address).
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(16),
  // Well inside the idle timeouts of the proxies on the way (nginx's proxy_read_timeout is 60 s).
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(55_000).default(15_000),
  // How long a feed nobody watches goes on being read, so that viewers reconnecting (a phone's network
  // dropping at the ground, a restart) resume from its buffer: a beat's read each 5 s meanwhile.
  LIVE_LINGER_MS: z.coerce.number().int().min(1_000).max(600_000).default(60_000),
  // With REDIS_URL: how long a match's lease lasts unless its holder renews it (each LIVE_LEASE_TICK_MS).
  // An instance that dies hands its matches on after the lease and one tick: within a beat, and the new
  // holder reads when the dead one's next beat was due (redis-hub.ts), so no event comes a beat late.
  LIVE_LEASE_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  LIVE_LEASE_TICK_MS: z.coerce.number().int().min(20).max(20_000).default(1_000),
});

export interface LiveConfig {
  perAddress: number;
  heartbeatMs: number;
  /** The reconnection delay a viewer is given: base plus a random share of spread. */
  retryBaseMs: number;
  retrySpreadMs: number;
  lingerMs: number;
  finishedKeepMs: number;
  ringSize: number;
  maxQueuedBytes: number;
  leaseMs: number;
  leaseTickMs: number;
}

export function liveConfig(env: Record<string, string | undefined>): LiveConfig {
  const parsed = LiveSettingsSchema.safeParse(env);
  if (!parsed.success) throw new SettingsError(settingsProblems(parsed.error, env));
  const c = parsed.data;
  return {
    perAddress: c.LIVE_STREAMS_PER_ADDRESS,
    heartbeatMs: c.LIVE_HEARTBEAT_MS,
    // 2–10 s: a restart's viewers come back over eight seconds, not in the same one.
    retryBaseMs: 2_000,
    retrySpreadMs: 8_000,
    lingerMs: c.LIVE_LINGER_MS,
    finishedKeepMs: 10 * 60_000,
    // An hour of beats: a viewer away for less catches up on what it missed.
    ringSize: 720,
    // Far above what a viewer keeping up ever has queued (a few events of a few hundred bytes).
    maxQueuedBytes: 256 * 1024,
    leaseMs: c.LIVE_LEASE_MS,
    leaseTickMs: Math.min(c.LIVE_LEASE_TICK_MS, Math.floor(c.LIVE_LEASE_MS / 2)),
  };
}
