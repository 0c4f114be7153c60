// The service's small answers as `npm start` serves them (issue 56 item 3): /v1 through the built app's
// port (the compiled server.ts: the front door, then the embedded service, its thread behind a
// MessagePort and the final answers the main thread keeps and sends itself), beside, in the same run:
// plain Node sending the same bytes (in this process, as the rows above are measured), the same plain
// Node inside the app's own process (bench/plain-in-app.mjs: what any answer there can cost at least),
// and the service alone (in this process). `npm run bench` writes the section;
// `npx tsx bench/small-answers.ts --app` measures it alone (and `--write` puts it in BENCHMARKS.md).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { clientToken } from "@/tests/helpers/client-token";
import { seedFromPreparedDump } from "@/tests/helpers/prepared-dump";
import type { RunningService } from "@/tests/helpers/start-service";
import { CONNECTIONS, DURATION_S, load, medianRun, WARMUP_S } from "./load";
import { startPlainServer } from "./plain-server";
import type { Load } from "./report";
import { OPERATIONS, SMALL } from "./service-operations";
import { freePort, ROOT, snapshotBuild, startApp, type App } from "./web-app";

/** The answers loaded through the app's port: issue 56's (match details, the ladders, the fixture) and the score. */
export const APP_OPERATIONS = OPERATIONS.filter((o) => o.target === SMALL || o.name === "fixture").map(
  (o) => ({ ...o, target: SMALL }),
);

// The four sides, loaded in turn: plain Node here, plain Node in the app's process, the app, the service alone.
const SIDES = ["plain", "inApp", "app", "alone"] as const;
type Side = (typeof SIDES)[number];
type Run = Load & { serverCpuUs?: number };

export interface AppOpResult {
  name: string;
  path: string;
  bytes: number;
  target: number;
  /**
   * Each side's median run; serverCpuUs: CPU time an answer (/proc) of the thread that answered (plain
   * and alone, here), or of the app's whole process (the app, plain in its process: the service's
   * thread included, when an answer crossed to it).
   */
  runs: Record<Side, Run>;
  /** Each round's rps of one side over another's (the two a few seconds apart), their median. */
  ratio: { appPlain: number; appInApp: number; inAppPlain: number; appAlone: number; alonePlain: number };
  /**
   * Each round's CPU an answer of plain Node in the app's process over the app's (the same thread, a
   * few seconds apart), their median: the app's cost against the least an answer costs there, which
   * the machine's other work (it takes cores, not CPU time) moves far less than it moves rps.
   */
  cpuInAppApp?: number;
  perRound: number[]; // app / plain, round by round
}

export interface RunningApp {
  app: App;
  token: string;
  startMs: number;
  /** The port of plain Node in the app's process, and the folder of the answers it sends. */
  plain: { port: number; dir: string };
  close(): Promise<void>;
}

/**
 * `npm start` from a private copy of the build (bench/web-app.ts), on a data directory of its own (the
 * run's prepared import when there is one; else the first start imports), with plain Node preloaded
 * into its process on a port of its own (bench/plain-in-app.mjs), `env` added.
 */
export async function startBuiltApp(
  log: (m: string) => void,
  env: Record<string, string> = {},
): Promise<RunningApp> {
  const snap = await snapshotBuild(log);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "app-answers-"));
  const plain = { port: await freePort(), dir: mkdtempSync(path.join(os.tmpdir(), "app-answers-plain-")) };
  const removeAll = () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(plain.dir, { recursive: true, force: true });
    snap.remove();
  };
  try {
    await seedFromPreparedDump(dataDir);
    const app = await startApp(snap.dir, dataDir, 240_000, {
      NODE_OPTIONS: `--import ${path.join(ROOT, "bench", "plain-in-app.mjs")}`,
      BENCH_PLAIN_PORT: String(plain.port),
      BENCH_PLAIN_DIR: plain.dir,
      ...env,
    });
    const token = await clientToken(app.base, dataDir);
    await settled(app.rss()?.pid);
    return {
      app,
      token,
      startMs: app.startMs,
      plain,
      close: async () => {
        await app.stop();
        removeAll();
      },
    };
  } catch (err) {
    removeAll();
    throw err;
  }
}

/**
 * CPU time (ms) so far of one thread, or (`tid` undefined) of the whole process: its threads (the
 * service's among them) and its collector's, from /proc (Linux; undefined elsewhere).
 */
function cpuMs(pid: number, tid?: number): number | undefined {
  try {
    const stat = readFileSync(
      tid === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${tid}/stat`,
      "utf8",
    );
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) * 10; // utime + stime, in ticks of 10 ms
  } catch {
    return undefined;
  }
}

/**
 * Waits (at most 90 s) until the app's process is quiet (under 100 ms of CPU in a second): after
 * "ready" its service's thread goes on with start-up work for a while (~30 s seen), which took a core
 * from the main thread during the first rounds.
 */
async function settled(pid: number | undefined) {
  if (pid === undefined) return;
  for (let i = 0; i < 90; i++) {
    const a = cpuMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    const b = cpuMs(pid);
    if (a === undefined || b === undefined || b - a < 100) return;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One operation four ways, `rounds` times each, the order turning each round (plain, in the app, app,
 * alone; then in the app, app, alone, plain; …) so no side always follows another. Each side is warmed
 * once first (1 s, discarded); each measured run is as long as the rows above.
 */
export async function appAgainstPlain(
  ra: RunningApp,
  rs: RunningService,
  op: { name: string; path: string; target: number },
  rounds: number,
): Promise<AppOpResult> {
  const sent = { authorization: `Bearer ${ra.token}` };
  // The bytes as the load is sent them (no Accept-Encoding: not compressed), the headers with them.
  const res = await fetch(`${ra.app.base}${op.path}`, {
    headers: { ...sent, "accept-encoding": "identity" },
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${op.path}: ${res.status} ${body.toString("utf8").slice(0, 300)}`);
  // Plain Node here and in the app's process: the app's answer's bytes and headers (the front door's
  // security headers included; Node writes the date and the connection's own).
  const plainServer = await startPlainServer(body, res.headers);
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(k)) headers[k] = v;
  });
  // Where bench/plain-in-app.mjs reads the answer to this address.
  const file = path.join(ra.plain.dir, `${encodeURIComponent(op.path)}.json`);
  writeFileSync(file, JSON.stringify({ headers, body: body.toString("base64") }));
  const server = ra.app.rss()?.pid; // the node running the compiled server.ts: its main thread answers
  const sides: Record<Side, { url: string; sent: Record<string, string>; cpu: () => number | undefined }> = {
    plain: { url: `${plainServer.url}${op.path}`, sent, cpu: () => cpuMs(process.pid, process.pid) },
    inApp: {
      url: `http://127.0.0.1:${ra.plain.port}${op.path}`,
      sent,
      cpu: () => (server ? cpuMs(server) : undefined),
    },
    app: { url: `${ra.app.base}${op.path}`, sent, cpu: () => (server ? cpuMs(server) : undefined) },
    alone: {
      url: `${rs.base}${op.path}`,
      sent: { authorization: `Bearer ${rs.token}` },
      cpu: () => cpuMs(process.pid, process.pid),
    },
  };
  const runs: Record<Side, Run[]> = { plain: [], inApp: [], app: [], alone: [] };
  try {
    for (const side of SIDES) await load(sides[side].url, sides[side].sent, false, WARMUP_S);
    for (let round = 0; round < rounds; round++) {
      for (let i = 0; i < SIDES.length; i++) {
        const s = sides[SIDES[(i + round) % SIDES.length]];
        const cpu0 = s.cpu();
        const l: Run = await load(s.url, s.sent, false);
        const cpu1 = s.cpu();
        if (cpu0 !== undefined && cpu1 !== undefined)
          l.serverCpuUs = ((cpu1 - cpu0) * 1000) / (l.rps * DURATION_S);
        runs[SIDES[(i + round) % SIDES.length]].push(l);
      }
    }
  } finally {
    await plainServer.close();
  }
  const byRound = (a: Side, b: Side) => runs[a].map((r, i) => r.rps / runs[b][i].rps);
  const cpuRounds = runs.inApp.flatMap((r, i) => {
    const a = runs.app[i].serverCpuUs;
    return r.serverCpuUs !== undefined && a ? [r.serverCpuUs / a] : [];
  });
  return {
    ...op,
    bytes: body.length,
    runs: {
      plain: medianRun(runs.plain),
      inApp: medianRun(runs.inApp),
      app: medianRun(runs.app),
      alone: medianRun(runs.alone),
    },
    ratio: {
      appPlain: median(byRound("app", "plain")),
      appInApp: median(byRound("app", "inApp")),
      inAppPlain: median(byRound("inApp", "plain")),
      appAlone: median(byRound("app", "alone")),
      alonePlain: median(byRound("alone", "plain")),
    },
    perRound: byRound("app", "plain"),
    cpuInAppApp: cpuRounds.length ? median(cpuRounds) : undefined,
  };
}

const pct = (r: number) => `${(r * 100).toFixed(0)}%`;
const rps = (n: number) => Math.round(n).toLocaleString("en-US");
const cpu = (l: Run) => (l.serverCpuUs === undefined ? "–" : l.serverCpuUs.toFixed(0));
const cpuRatio = (r: AppOpResult) => (r.cpuInAppApp === undefined ? "–" : pct(r.cpuInAppApp));

/** One line of a result, for the console. */
export const appLine = (r: AppOpResult) =>
  `${r.name}: plain ${rps(r.runs.plain.rps)}, in the app's process ${rps(r.runs.inApp.rps)}, app ${rps(r.runs.app.rps)}, ` +
  `alone ${rps(r.runs.alone.rps)} rps; app/plain ${pct(r.ratio.appPlain)} (rounds ${r.perRound.map(pct).join(" ")}), ` +
  `app/in-app ${pct(r.ratio.appInApp)}, in-app/plain ${pct(r.ratio.inAppPlain)}, alone/plain ${pct(r.ratio.alonePlain)}; ` +
  `CPU µs an answer ${cpu(r.runs.plain)} / ${cpu(r.runs.inApp)} / ${cpu(r.runs.app)} / ${cpu(r.runs.alone)}, ` +
  `in-app/app by CPU ${cpuRatio(r)}`;

/** The table: each answer's four rps, the ratios, the answering thread's CPU an answer. */
export function appTable(rows: AppOpResult[]): string {
  const lines = [
    "| operation | body bytes | rps: plain / plain in the app's process / app / service alone | app / plain | app / plain in the app's process | plain in the app's process / plain | app / alone | alone / plain | CPU µs an answer (same order) | by CPU: plain in the app's process / app | target (app / plain) | met |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of rows) {
    const bad = r.runs.app.non2xx + r.runs.app.errors;
    const met = bad ? "no (errors)" : r.ratio.appPlain >= r.target ? "yes" : "no";
    const { plain, inApp, app, alone } = r.runs;
    lines.push(
      `| ${r.name} | ${r.bytes.toLocaleString("en-US")} | ${rps(plain.rps)} / ${rps(inApp.rps)} / ${rps(app.rps)} / ${rps(alone.rps)}` +
        ` | ${pct(r.ratio.appPlain)} | ${pct(r.ratio.appInApp)} | ${pct(r.ratio.inAppPlain)} | ${pct(r.ratio.appAlone)} | ${pct(r.ratio.alonePlain)}` +
        ` | ${cpu(plain)} / ${cpu(inApp)} / ${cpu(app)} / ${cpu(alone)} | ${cpuRatio(r)} | ≥ ${pct(r.target)} | ${met} |`,
    );
  }
  return lines.join("\n");
}

export const APP_SECTION_HEADING = "## The service through the app's port (`npm start`)";

/** BENCHMARKS.md's section (between its markers: bench/report.ts replaceSection). */
export function appSection(
  rows: AppOpResult[],
  info: { rounds: number; startMs: number; date: string; load: string },
) {
  return `${APP_SECTION_HEADING}
<!-- app-port:start (bench/app-answers.ts; \`npx tsx bench/small-answers.ts --app --write\` re-measures it alone) -->

- The built app as \`npm start\` runs it (the compiled \`server.ts\`, from a private copy of the build, a fresh
  data directory, \`WARM_UP=0\`, no page asked; ready in ${(info.startMs / 1000).toFixed(1)} s, loaded once its process was quiet: under 0.1 s of CPU in a second), its own client's token; /v1 on the
  app's port, through the front door to the embedded service: its thread behind a MessagePort, and the
  final answers the main thread keeps and sends itself (ARCHITECTURE.md, "Where the time goes").
- Beside it, in the same run, the same bytes and headers (the front door's security headers included):
  plain \`node:http\` in this process; the same plain \`node:http\` preloaded into the app's own process
  (\`bench/plain-in-app.mjs\`, its main thread, beside Next: the least an answer costs there); and the
  service alone in this process (as the table above loads it). autocannon ${CONNECTIONS} connections, each side
  warmed 1 s, then ${DURATION_S} s measured, ${info.rounds} rounds with the order turning; a ratio is the median of the
  rounds' ratios (each round's two runs a few seconds apart), the rps each side's median run.
  ${info.date}; 1-minute load average ${info.load} when it began: the machine's other work lands on any side.
- CPU an answer, from \`/proc\`: plain and alone, of this process's main thread (which answered); the
  app and plain in its process, of the app's whole process (its main thread, the service's thread
  when an answer crosses to it, the collector's threads). "By CPU": each round's CPU an answer of
  plain Node in the app's process over the app's, their median: the app's own cost against the least an
  answer costs on that thread. The machine's other work takes cores, which moves rps a lot and CPU time
  an answer little; the rps ratios (what the target is) move with it (one round to the next above).

${appTable(rows)}
<!-- app-port:end -->
`;
}
