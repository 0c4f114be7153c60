// The cluster test's live stream check (docs/deploy.md, check 6): a completed match replayed as live
// on the data service, LIVE_VIEWERS viewers of its stream through nginx, spread over the instances;
// the instance holding the match's lease in Redis is killed (SIGKILL: no lease handed on, it runs
// out); its viewers come back through nginx to the others with Last-Event-ID. Every viewer's events
// must be complete and in order up to an event published after the kill.
import { mkdirSync } from "node:fs";
import { Redis } from "ioredis";
import { writeReplayFile } from "../../lib/service/replay";
import { problemsOf, watchers } from "./live-viewers";
import { sleep, type Proc } from "./procs";

// A preliminary final the load and the checks before never ask for (nothing of it is cached), from
// 50 minutes ago: in its second quarter for the rest of the run.
const MATCH = 2024215;
const CONNECT_SPREAD_MS = 3_000;
const WAIT_MS = 60_000; // a bound for each wait, so that a broken stream fails rather than hangs

export interface LiveResult {
  viewers: number;
  events: number;
  reconnects: number;
  /** From the kill to the next event any viewer had, and to another instance holding the lease. */
  handOverMs: number;
  leaseMs: number;
  killed: number;
  next: number;
  problems: string[];
}

async function until(test: () => boolean, what: string): Promise<void> {
  const t0 = Date.now();
  while (!test()) {
    if (Date.now() - t0 > WAIT_MS) throw new Error(`live: not within ${WAIT_MS / 1000} s: ${what}`);
    await sleep(100);
  }
}

/** The instance (1, 2 or 3) whose process holds the match's lease, other than `not`. */
async function holder(redis: Redis, apps: ReadonlyMap<number, Proc>, not?: number): Promise<number> {
  const t0 = Date.now();
  while (Date.now() - t0 < WAIT_MS) {
    const pid = Number((await redis.get(`live:${MATCH}:lease`))?.split(":").at(-2));
    for (const [n, p] of apps) if (p.child.pid === pid && n !== not) return n;
    await sleep(50);
  }
  throw new Error(`live: no instance${not ? ` but app ${not}` : ""} holds match ${MATCH}'s lease`);
}

export async function livePhase(o: {
  publicDoor: string;
  serviceDir: string;
  redisUrl: string;
  apps: ReadonlyMap<number, Proc>;
  viewers: number;
  log: (m: string) => void;
}): Promise<LiveResult> {
  mkdirSync(o.serviceDir, { recursive: true }); // with DATABASE_URL the service keeps nothing else there
  writeReplayFile(o.serviceDir, new Map([[MATCH, Date.now() - 50 * 60_000]]));
  await sleep(3_000); // the service picks the file up within 2 s
  const redis = new Redis(o.redisUrl);
  const w = watchers(`${o.publicDoor}/api/live/matches/${MATCH}/stream`, o.viewers, CONNECT_SPREAD_MS);
  try {
    await until(() => w.upTo(0) === o.viewers, `every viewer's first event`);
    const settled = w.newest() + 1;
    await until(() => w.upTo(settled) === o.viewers, `every viewer at event ${settled}`);
    const killed = await holder(redis, o.apps);
    o.log(`live: ${o.viewers} viewers at event ${settled}; killing app ${killed} (the lease's holder)`);
    const lastBefore = w.newest();
    const killedAt = Date.now();
    o.apps.get(killed)!.child.kill("SIGKILL");
    const next = await holder(redis, o.apps, killed);
    const leaseMs = Date.now() - killedAt;
    await until(() => w.newest() > lastBefore, "an event after the kill");
    const handOverMs = Date.now() - killedAt;
    const target = w.newest() + 2;
    await until(() => w.upTo(target) === o.viewers, `every viewer at event ${target}`).catch(() => {});
    const problems = problemsOf(w.viewers, target);
    return {
      viewers: o.viewers,
      events: w.viewers.reduce((n, v) => n + v.seqs.length, 0),
      reconnects: w.viewers.reduce((n, v) => n + v.connects - 1, 0),
      handOverMs,
      leaseMs,
      killed,
      next,
      problems,
    };
  } finally {
    w.close();
    redis.disconnect();
  }
}
