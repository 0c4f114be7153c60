// One instance of the live streams over Redis, as a process of its own (the test kills it): the real
// hub (redis-hub.ts), the real stream handler on a plain HTTP server, over a made-up match whose state
// is the number of reads made of it so far by any instance (a counter in Redis), so that a new holder
// carries on where the last one stopped and every read is a change. Each read is logged in Redis with
// the instance that made it. Prints `port N` once listening. Run with tsx; env: REDIS_URL, NAME,
// PREFIX, BEAT_MS, LEASE_MS, TICK_MS, HUB_REDIS_URL.
import { createServer } from "node:http";
import { Redis } from "ioredis";
import { createAddressBound } from "@/lib/app-server/live/address-bound";
import { createLocalHub, type FeedSource } from "@/lib/app-server/live/live-hub";
import { createFailoverHub } from "@/lib/app-server/live/failover-hub";
import { createLiveStreams } from "@/lib/app-server/live/live-streams";
import { nodeStreamHandler } from "@/lib/app-server/live/node-stream";
import { createRedisHub, SUBSCRIBER } from "@/lib/app-server/live/redis-hub";
import { liveState, wormPoint } from "./live-fixtures";

const env = process.env;
const [name, prefix] = [env.NAME ?? "a", env.PREFIX ?? "live-test"];
// The made-up match's counter on REDIS_URL; the hub's own connections on HUB_REDIS_URL when given (a
// test cuts that one to take Redis away from the hub alone).
const redis = new Redis(env.REDIS_URL!, { maxRetriesPerRequest: 2 });
const hubRedis = env.HUB_REDIS_URL ? new Redis(env.HUB_REDIS_URL, { maxRetriesPerRequest: 2 }) : redis;
const sub = new Redis(env.HUB_REDIS_URL ?? env.REDIS_URL!, SUBSCRIBER);
[hubRedis, sub].forEach((r) => r.on("error", () => {}));

/** Read n of the match: its clock at n × 5 s, a goal every third read. */
function stateAt(matchId: number, n: number) {
  const goals = Math.floor(n / 3);
  const worm = Array.from({ length: goals }, (_, i) => wormPoint(i + 1, (i + 1) * 6));
  const clock = {
    status: "Live",
    name: "In Progress",
    code: "LIVE",
    period: 1,
    periodSecs: n * 5,
    remainingSecs: 1800 - n * 5,
    display: `r${n}`,
  };
  const home = { goals, behinds: 0, points: goals * 6, shots: goals };
  return liveState({ matchId, clock, worm, score: { home, away: liveState().score.away } });
}
async function read(matchId: number) {
  const n = await redis.incr(`${prefix}:test:${matchId}:reads`);
  await redis.rpush(`${prefix}:test:${matchId}:readers`, name);
  return stateAt(matchId, n);
}
const source: FeedSource = {
  async start(matchId) {
    return { first: await read(matchId), read: () => read(matchId) };
  },
  // Nothing static to read ahead here: the reads made ready, as the app's are while it follows.
  prepare: async (matchId) => ({ read: () => read(matchId) }),
};

const beatMs = Number(env.BEAT_MS ?? 1000);
const options = {
  beatMs,
  heartbeatMs: 2_000,
  lingerMs: 60_000,
  finishedKeepMs: 60_000,
  ringSize: 720,
  maxQueuedBytes: 256 * 1024,
};
const shared = createRedisHub(source, hubRedis, sub, {
  ...options,
  leaseMs: Number(env.LEASE_MS ?? 600),
  tickMs: Number(env.TICK_MS ?? 200),
  startWaitMs: 10 * beatMs,
  prefix,
  me: name,
  log: (m) => console.error(`[${name}] ${m}`),
});
// As the app has it (live-instance.ts): its own feeds while Redis cannot be reached.
const hub = createFailoverHub(shared, createLocalHub(source, options), hubRedis, (m) =>
  console.error(`[${name}] ${m}`),
);
const handle = nodeStreamHandler(
  createLiveStreams({
    hub,
    bound: createAddressBound(100_000),
    accountOf: async (cookie) => (cookie === "coach" ? { email: "coach@test.local", role: "coach" } : null),
    retryMs: () => 1000,
  }),
);
const server = createServer((req, res) => {
  if (req.url === "/stats") return void res.end(JSON.stringify(shared.stats()));
  handle(req, res);
});
server.listen(0, "127.0.0.1", () => {
  const addr = server.address();
  console.log(`port ${typeof addr === "object" && addr ? addr.port : 0}`);
});
process.on("SIGTERM", () => {
  hub.close();
  void shared.released().then(() => process.exit(0));
});
