import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { stopSignal } from "@/lib/lifecycle/stopping";
import { onDataChange } from "@/lib/net/data-changes";
import { createAddressBound } from "./address-bound";
import { LIVE_BEAT_MS, liveConfig, type LiveConfig } from "./live-config";
import { createLocalHub, type LiveHub } from "./live-hub";
import { createLiveStreams } from "./live-streams";
import { nodeStreamHandler } from "./node-stream";
import { sessionAccount } from "./session-account";
import { createRedisHub, SUBSCRIBER } from "./redis-hub";
import { createFailoverHub } from "./failover-hub";
import { upstreamFeedSource, type OutlookOf } from "./upstream-source";

/**
 * With REDIS_URL, the instances share each match's feed (redis-hub.ts): two connections of the hub's
 * own (one subscribed to the channels), as the upstream's (upstream-instance.ts) are made.
 */
async function makeHub(outlookOf: OutlookOf, config: LiveConfig): Promise<LiveHub> {
  const source = upstreamFeedSource(outlookOf);
  const options = { beatMs: LIVE_BEAT_MS, ...config, log: (m: string) => console.warn(`[live] ${m}`) };
  const url = process.env.REDIS_URL;
  if (!url) return createLocalHub(source, options);
  const { Redis } = await import("ioredis");
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, SUBSCRIBER);
  // Each failed use is said by the hub (a beat) or tried again (a lease's tick); not once a reconnect.
  [redis, sub].forEach((r) => r.on("error", () => {}));
  const shared = createRedisHub(source, redis, sub, {
    ...options,
    leaseMs: config.leaseMs,
    tickMs: config.leaseTickMs,
    startWaitMs: 2 * LIVE_BEAT_MS,
    me: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
  });
  // While Redis cannot be reached this instance feeds its own viewers (failover-hub.ts).
  return createFailoverHub(shared, createLocalHub(source, options), redis, options.log);
}

async function makeLiveStreams(outlookOf: OutlookOf) {
  const config = liveConfig(process.env);
  const hub = await makeHub(outlookOf, config);
  // The feeds stop with the process: every stream ends (its viewers reconnect, spread over the retry).
  const stop = stopSignal();
  if (stop.aborted) hub.close();
  else stop.addEventListener("abort", () => hub.close(), { once: true });
  onDataChange((change) => hub.changed(change.matchIds));
  const serve = createLiveStreams({
    hub,
    bound: createAddressBound(config.perAddress),
    accountOf: sessionAccount,
    retryMs: () => config.retryBaseMs + Math.random() * config.retrySpreadMs,
  });
  return { hub, serve, handle: nodeStreamHandler(serve) };
}

// One hub a process, on globalThis: the app's own server and Next's bundle (the bench's route
// handler) load their own copies of this module, and their viewers must share one feed a match.
const KEY = Symbol.for("footy.live-streams");
type LiveStreams = Awaited<ReturnType<typeof makeLiveStreams>>;

/** The process's live streams, made at the first call (`outlookOf`: the predictions' matchOutlook). */
export function liveStreams(outlookOf: OutlookOf): Promise<LiveStreams> {
  const g = globalThis as { [KEY]?: Promise<LiveStreams> };
  // A start that failed is not kept: the next stream tries again.
  return (g[KEY] ??= makeLiveStreams(outlookOf).catch((err: unknown) => {
    delete g[KEY];
    throw err;
  }));
}
