// A live stream while its instance loses Redis (failover-hub.ts): the instance's hub reaches a real
// Redis through a forwarder the test cuts and restores (the made-up match's counter stays on Redis
// itself, so reads go on). Streams fed through Redis end when it goes (their heartbeats would keep them
// open with no event to come); a viewer who reconnects is fed by the instance alone; once Redis is back
// a new viewer is fed again. Waits are bounded only so that a stream that never sends fails.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, connect, type Server, type Socket } from "node:net";
import { createInterface } from "node:readline";
import { Redis } from "ioredis";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openStream, type SseStream } from "@/tests/helpers/sse-client";
import { freePort } from "@/tests/helpers/free-port";

const url = inject("redisUrl");
const MATCH = 11;
const prefix = `live-outage-${process.pid}`;
const WAIT = 20_000;
const opened: SseStream[] = [];
let proc: ChildProcess | undefined;
let forwarder: Server | undefined;
const sockets = new Set<Socket>();
// What the instance has logged (its hub's lines: Redis gone, Redis back).
let said = "";

afterAll(async () => {
  opened.forEach((s) => s.close());
  proc?.kill("SIGKILL");
  cut();
  if (!url) return;
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** Forwards `port` to the real Redis, as Redis itself reached over the network. */
function forward(port: number): Promise<void> {
  const target = new URL(url!);
  forwarder = createServer((c) => {
    const up = connect(Number(target.port || 6379), target.hostname);
    for (const s of [c, up]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    c.pipe(up).pipe(c);
    c.on("close", () => up.destroy());
    up.on("close", () => c.destroy());
  });
  return new Promise((r) => forwarder!.listen(port, "127.0.0.1", () => r()));
}

/** Redis gone for the hub: no new connection, every open one cut. */
function cut() {
  forwarder?.close();
  sockets.forEach((s) => s.destroy());
}

function startInstance(hubPort: number): Promise<string> {
  proc = spawn(process.execPath, ["--import", "tsx", "tests/helpers/live-instance-process.ts"], {
    env: {
      ...process.env,
      REDIS_URL: url,
      HUB_REDIS_URL: `redis://127.0.0.1:${hubPort}`,
      NAME: "solo",
      PREFIX: prefix,
      BEAT_MS: "500",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stderr!.on("data", (c: Buffer) => {
    said += c.toString();
    process.stderr.write(c);
  });
  return new Promise((resolve, reject) => {
    proc!.once("exit", (code) => reject(new Error(`the instance exited (${code})`)));
    createInterface({ input: proc!.stdout! }).on("line", (line) => {
      const port = /^port (\d+)$/.exec(line)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    });
  });
}

const open = async (base: string) => {
  const s = await openStream(`${base}/api/live/matches/${MATCH}/stream`, { cookie: "coach" });
  opened.push(s);
  return s;
};

describe.skipIf(!url)("a live stream while its instance loses Redis", () => {
  it("ends the streams fed through Redis, feeds a reconnecting viewer alone, and joins Redis again", async () => {
    const hubPort = await freePort();
    await forward(hubPort);
    const base = await startInstance(hubPort);

    const first = await open(base);
    expect(first.status).toBe(200);
    await first.until((x) => x.events().length >= 3, WAIT, "three events through Redis");

    cut();
    await first.until((x) => x.ended(), WAIT, "the stream fed through Redis to end");

    const alone = await open(base);
    expect(alone.status).toBe(200);
    await alone.until((x) => x.events().length >= 3, WAIT, "three events with Redis gone");
    expect(alone.events()[0].event).toBe("snapshot");

    await forward(hubPort);
    // ioredis tries again at most 2 s apart; a viewer who comes once it has is fed through Redis again,
    // while the one fed alone goes on.
    for (const t0 = Date.now(); !said.includes("Redis is back");) {
      if (Date.now() - t0 > WAIT) throw new Error(`Redis not back for the instance:\n${said}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const before = alone.events().length;
    await alone.until((x) => x.events().length > before, WAIT, "more events on the instance's own feed");
    const again = await open(base);
    expect(again.status).toBe(200);
    await again.until((x) => x.events().length >= 3, WAIT, "three events once Redis is back");
    const stats = (await (await fetch(`${base}/stats`)).json()) as { feeds: number; viewers: number };
    expect(stats, "the new viewer on the shared feed").toMatchObject({ feeds: 1, viewers: 1 });
  }, 90_000);
});
