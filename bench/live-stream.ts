// A live match's stream served by the app's own server ahead of Next (/api/live/matches/{id}/stream,
// what the app serves) against the same stream from a Next route handler (/api/bench/live/{id},
// BENCH_MODE only), on the same feed of the same built app: what a crowd connecting costs (a restart
// brings every viewer back), and what each event written to every viewer costs (a heartbeat every
// 100 ms stands in for the events: the same bytes to every socket). Rounds alternate the two.
// `npx tsx bench/live-stream.ts` on the existing build; LIVE_BENCH_VIEWERS (500), LIVE_BENCH_ROUNDS
// (3), LIVE_BENCH_HOLD_S (10). Writes BENCHMARKS.md's "Live stream" section (docs/decisions/live-stream.md
// rests on it).
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { writeReplayFile } from "../lib/service/replay";
import { liveStreamHref } from "../lib/links";
import { seedFromPreparedDump } from "../tests/helpers/prepared-dump";
import { runWhenMain, startApp, type App } from "./web-app";
import { writeSection } from "./write-section";

const MATCH = 2024216;
const VIEWERS = Number(process.env.LIVE_BENCH_VIEWERS ?? 500);
const ROUNDS = Number(process.env.LIVE_BENCH_ROUNDS ?? 3);
const HOLD_S = Number(process.env.LIVE_BENCH_HOLD_S ?? 10);
const HEARTBEAT_MS = 100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Viewer {
  snapshotMs: Promise<number>;
  heartbeats: () => number;
  encoding: () => string | undefined;
  close: () => void;
}

/** One viewer: resolves `snapshotMs` when its first event has come, counts the heartbeats after. */
function view(base: string, p: string): Viewer {
  const t0 = performance.now();
  let beats = 0;
  let encoding: string | undefined;
  const req = request(`${base}${p}`, { agent: false, headers: { "accept-encoding": "gzip, br" } });
  const snapshotMs = new Promise<number>((resolve, reject) => {
    req.on("error", reject);
    req.on("response", (res) => {
      encoding = res.headers["content-encoding"];
      if (res.statusCode !== 200) reject(new Error(`${p} answered ${res.statusCode}`));
      res.setEncoding("latin1");
      let seen = false;
      res.on("data", (chunk: string) => {
        if (!seen && chunk.includes("data: ")) {
          seen = true;
          resolve(performance.now() - t0);
        }
        beats += chunk.split(":\n\n").length - 1;
      });
      res.on("error", () => {});
    });
    req.end();
  });
  return { snapshotMs, heartbeats: () => beats, encoding: () => encoding, close: () => void req.destroy() };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)];

/** A crowd connecting, holding its streams for HOLD_S, and leaving: what the server spent on it. */
async function crowd(app: App, p: string, idleCpuMsPerS: number) {
  const cpu0 = app.cpuMs()!;
  const t0 = performance.now();
  const viewers = Array.from({ length: VIEWERS }, () => view(app.base, p));
  const toSnapshot = await Promise.all(viewers.map((v) => v.snapshotMs));
  const connectWallMs = performance.now() - t0;
  const cpu1 = app.cpuMs()!;
  const beats0 = viewers.reduce((n, v) => n + v.heartbeats(), 0);
  await sleep(HOLD_S * 1000);
  const cpu2 = app.cpuMs()!;
  const writes = viewers.reduce((n, v) => n + v.heartbeats(), 0) - beats0;
  viewers.forEach((v) => v.close());
  await sleep(2000);
  return {
    connectCpuUsEach: ((cpu1 - cpu0) * 1000) / VIEWERS,
    connectWallMs,
    snapshotP50Ms: pct(toSnapshot, 0.5),
    snapshotP95Ms: pct(toSnapshot, 0.95),
    writeCpuUsEach: ((cpu2 - cpu1 - idleCpuMsPerS * HOLD_S) * 1000) / writes,
    writes,
    encoding: viewers[0].encoding() ?? "none",
  };
}

type Crowd = Awaited<ReturnType<typeof crowd>>;
const VARIANTS = { "own server": liveStreamHref(MATCH), "Next route": `/api/bench/live/${MATCH}` };
type Variant = keyof typeof VARIANTS;

/** The app's CPU a second with nobody watching (the feed's beat, the service's thread): subtracted. */
async function idleCpuMsPerS(app: App) {
  for (const p of Object.values(VARIANTS)) {
    const v = view(app.base, p); // the feed started, Next's route compiled and loaded
    await v.snapshotMs;
    v.close();
  }
  await sleep(2000);
  const c0 = app.cpuMs()!;
  await sleep(HOLD_S * 1000);
  return (app.cpuMs()! - c0) / HOLD_S;
}

const line = (round: number, name: string, r: Crowd) =>
  `| ${round} | ${name} | ${r.connectCpuUsEach.toFixed(0)} | ${r.connectWallMs.toFixed(0)} | ` +
  `${r.snapshotP50Ms.toFixed(0)} / ${r.snapshotP95Ms.toFixed(0)} | ${r.writeCpuUsEach.toFixed(1)} | ` +
  `${r.writes} | ${r.encoding} |`;

function section(rows: string[], medians: Record<Variant, Crowd>, idle: number) {
  const m = (v: Variant) => medians[v];
  return `## Live stream
<!-- live-stream:start (bench/live-stream.ts) -->

A live match's stream (Server-Sent Events) from the app's own server ahead of Next, against the same
stream from a Next route handler (\`/api/bench/live/{id}\`, bench only), on the same feed of one built
app (${new Date().toISOString().slice(0, 10)}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} shared cores: noisy). A round: ${VIEWERS} viewers
connect at once (one socket each) and hold their streams ${HOLD_S} s while a heartbeat goes to every
one every ${HEARTBEAT_MS} ms (the same bytes to every socket, as an event is), then leave; the two
alternate. CPU is the app's (user + system), less its ${idle.toFixed(0)} ms a second with nobody watching.

| round | served by | connect: CPU µs each | all connected (ms) | snapshot p50 / p95 (ms) | a write: CPU µs | writes | encoding |
|--:|---|--:|--:|--:|--:|--:|---|
${rows.join("\n")}

Medians: a connection ${m("own server").connectCpuUsEach.toFixed(0)} µs (own server) against ${m("Next route").connectCpuUsEach.toFixed(0)} µs
(Next route); a write ${m("own server").writeCpuUsEach.toFixed(1)} µs against ${m("Next route").writeCpuUsEach.toFixed(1)} µs.
<!-- live-stream:end -->
`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-live-"));
  await seedFromPreparedDump(dataDir);
  writeReplayFile(dataDir, new Map([[MATCH, Date.now() - 50 * 60_000]]));
  const app = await startApp(process.cwd(), dataDir, 300_000, {
    LIVE_STREAMS_PER_ADDRESS: "100000",
    LIVE_HEARTBEAT_MS: String(HEARTBEAT_MS),
  });
  try {
    const idle = await idleCpuMsPerS(app);
    const rows: string[] = [];
    const all: Record<Variant, Crowd[]> = { "own server": [], "Next route": [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const order = Object.keys(VARIANTS) as Variant[];
      if (round % 2 === 0) order.reverse();
      for (const name of order) {
        const r = await crowd(app, VARIANTS[name], idle);
        all[name].push(r);
        rows.push(line(round, name, r));
        console.log(rows.at(-1));
      }
    }
    const median = (rs: Crowd[]) => {
      const by = (k: "connectCpuUsEach" | "writeCpuUsEach") =>
        pct(
          rs.map((r) => r[k]),
          0.5,
        );
      return { ...rs[0], connectCpuUsEach: by("connectCpuUsEach"), writeCpuUsEach: by("writeCpuUsEach") };
    };
    const medians = { "own server": median(all["own server"]), "Next route": median(all["Next route"]) };
    writeSection("Live stream", "live-stream", section(rows, medians, idle));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
