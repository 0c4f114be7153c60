// A crowd holding one live match's stream on one instance (issue "Live at the ground", the bench): a
// match replayed as live (SDS_REPLAY's file), 1,000 to 20,000 viewers in processes of their own
// (bench/live-crowd-viewers.ts, up to 5,000 sockets each), held while the replay moves. Per crowd:
// viewers connected, every change delivered to every viewer, the spread from the first viewer to the
// last (p50, p99 over the changes), memory a viewer, the app's CPU, its event loop's longest wait, a
// page's p95 meanwhile, and the service's reads a beat (the app's calls by operation).
// `npx tsx bench/live-crowd.ts` on the existing build; LIVE_CROWDS (1000,5000,10000,20000),
// LIVE_CROWD_HOLD_S (30). Writes BENCHMARKS.md's "Live crowd" section.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { writeReplayFile } from "../lib/service/replay";
import { liveStreamHref } from "../lib/links";
import { seedFromPreparedDump } from "../tests/helpers/prepared-dump";
import { operationName } from "./operation-names";
import { runWhenMain, startApp, type App } from "./web-app";
import { writeSection } from "./write-section";

const MATCH = 2024215;
const CROWDS = (process.env.LIVE_CROWDS ?? "1000,5000,10000,20000").split(",").map(Number);
const HOLD_S = Number(process.env.LIVE_CROWD_HOLD_S ?? 30);
const PER_PROCESS = 5000;
const BEAT_S = 5;
const PAGE = "/seasons/62/ladder";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] : NaN;

interface Report {
  connected: number;
  connectMs: number[];
  failures: number;
  reconnects: number;
  snapshots: number;
  arrivals: { id: number; first: number; last: number; n: number }[];
}

/** A process of viewers; `stop()` ends them and gives its report. */
function viewers(base: string, count: number) {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      path.join(import.meta.dirname, "live-crowd-viewers.ts"),
      base,
      liveStreamHref(MATCH),
      String(count),
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const lines = createInterface({ input: child.stdout! });
  const reports: string[] = [];
  lines.on("line", (l) => reports.push(l));
  return {
    async stop(): Promise<Report> {
      child.stdin!.write("stop\n");
      await new Promise((r) => child.once("close", r));
      return JSON.parse(reports.at(-1)!) as Report;
    },
  };
}

async function json<T>(app: App, p: string): Promise<T> {
  return (await (await fetch(`${app.base}${p}`)).json()) as T;
}

/** A page asked again and again, one at a time, while the crowd holds: its latencies. */
function pageLoop(app: App) {
  const times: number[] = [];
  let on = true;
  const done = (async () => {
    while (on) {
      const t0 = performance.now();
      await fetch(`${app.base}${PAGE}`)
        .then((r) => r.arrayBuffer())
        .catch(() => null);
      times.push(performance.now() - t0);
      await sleep(200);
    }
  })();
  return { stop: async () => ((on = false), await done, times) };
}

type Stats = { callsByOperation: Record<string, number> };

async function crowd(app: App, n: number) {
  const rss0 = app.rss()!.kb;
  const procs = Array.from({ length: Math.ceil(n / PER_PROCESS) }, (_, i) =>
    viewers(app.base, Math.min(PER_PROCESS, n - i * PER_PROCESS)),
  );
  await sleep(Math.max(10_000, n / 2)); // all arrive (a few hundred a second per process, each its snapshot)
  const rss1 = app.rss()!.kb;
  await json(app, "/api/bench/loop"); // starts its window over
  const calls0 = (await json<Stats>(app, "/api/bench/stats")).callsByOperation;
  const cpu0 = app.cpuMs()!;
  const t0 = Date.now();
  const pages = pageLoop(app);
  await sleep(HOLD_S * 1000);
  const pageTimes = await pages.stop();
  const heldS = (Date.now() - t0) / 1000;
  const cpu1 = app.cpuMs()!;
  const loop = await json<{ maxMs: number; p99Ms: number }>(app, "/api/bench/loop");
  const calls1 = (await json<Stats>(app, "/api/bench/stats")).callsByOperation;
  const reports = await Promise.all(procs.map((p) => p.stop()));
  const connected = reports.reduce((s, r) => s + r.connected, 0);
  // Changes that came while the crowd held (every viewer connected): merged over the processes.
  const merged = new Map<number, { first: number; last: number; n: number }>();
  for (const r of reports)
    for (const a of r.arrivals) {
      if (a.first < t0) continue;
      const m = merged.get(a.id);
      if (!m) merged.set(a.id, { ...a });
      else
        merged.set(a.id, { first: Math.min(m.first, a.first), last: Math.max(m.last, a.last), n: m.n + a.n });
    }
  const changes = [...merged.values()];
  const reads = Object.entries(calls1)
    .map(([op, c]) => [op, (c - (calls0[op] ?? 0)) / (heldS / BEAT_S)] as const)
    .filter(([, perBeat]) => perBeat > 0);
  return {
    n,
    connected,
    failures: reports.reduce((s, r) => s + r.failures, 0),
    reconnects: reports.reduce((s, r) => s + r.reconnects, 0),
    connectP95Ms: pct(
      reports.flatMap((r) => r.connectMs),
      0.95,
    ),
    changes: changes.length,
    deliveredToAll: changes.filter((c) => c.n >= connected).length,
    spreadP50Ms: pct(
      changes.map((c) => c.last - c.first),
      0.5,
    ),
    spreadP99Ms: pct(
      changes.map((c) => c.last - c.first),
      0.99,
    ),
    kbPerViewer: (rss1 - rss0) / n,
    cpuPct: ((cpu1 - cpu0) / (heldS * 1000)) * 100,
    loopMaxMs: loop.maxMs,
    pageP95Ms: pct(pageTimes, 0.95),
    readsPerBeat: reads.map(([op, r]) => `${operationName(op)} ${r.toFixed(2)}`).join(", "),
  };
}

type Row = Awaited<ReturnType<typeof crowd>>;

const row = (r: Row) =>
  `| ${r.n} | ${r.connected} | ${r.failures} / ${r.reconnects} | ${r.connectP95Ms.toFixed(0)} | ` +
  `${r.deliveredToAll} / ${r.changes} | ${r.spreadP50Ms.toFixed(0)} / ${r.spreadP99Ms.toFixed(0)} | ` +
  `${r.kbPerViewer.toFixed(1)} | ${r.cpuPct.toFixed(0)}% | ${r.loopMaxMs.toFixed(0)} | ${r.pageP95Ms.toFixed(0)} | ${r.readsPerBeat} |`;

const section = (rows: string[]) => `## Live crowd
<!-- live-crowd:start (bench/live-crowd.ts) -->

One instance (\`npm start\`, ${os.cpus().length} cores shared; load average ${os.loadavg()[0].toFixed(1)} at the end,
${new Date().toISOString().slice(0, 10)}), match ${MATCH} replayed as live. Each crowd connects from its own processes
(${PER_PROCESS.toLocaleString("en")} viewers each), then holds ${HOLD_S} s while the replay moves; meanwhile \`${PAGE}\` is asked
one request at a time. "Delivered to all": changes of the window that reached every connected viewer.
"Spread": the first viewer to the last for one change (ms). Memory: the server's resident memory after
the crowd connected, less before, a viewer. CPU: the app's process group over the window (100% = one
core). Reads a beat: the app's calls to its service by operation, a 5 s beat.

| viewers | connected | failed / reconnects | connect p95 ms | delivered to all | spread p50 / p99 ms | KiB a viewer | app CPU | event loop max ms | page p95 ms | service reads a beat |
|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|
${rows.join("\n")}

The process's open files are capped at 20,000 on these machines (\`ulimit -Hn\`, not raisable here): a crowd
near that size is refused sockets (EMFILE) by the server's process, not by the stream. Reads a beat of
the first crowd include the ladder page's first answers (its cache then serves it). Not measured here
yet: a reconnect storm after a restart under 10,000 viewers, today's polling beside at 1,000, and the
time from the service's change to the last viewer (the spread above starts at the first viewer).
<!-- live-crowd:end -->
`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-crowd-"));
  await seedFromPreparedDump(dataDir);
  writeReplayFile(dataDir, new Map([[MATCH, Date.now() - 20 * 60_000]]));
  const app = await startApp(process.cwd(), dataDir, 300_000, { LIVE_STREAMS_PER_ADDRESS: "100000" });
  const rows: string[] = [];
  try {
    for (const n of CROWDS) {
      const r = await crowd(app, n);
      rows.push(row(r));
      console.log(rows.at(-1));
      await sleep(5000);
    }
    writeSection("Live crowd", "live-crowd", section(rows));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
