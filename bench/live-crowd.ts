// A crowd holding one live match's stream on one instance (issue "Live at the ground", the bench): a
// match replayed as live (SDS_REPLAY's file), 1,000 to 20,000 viewers in processes of their own
// (bench/live-crowd-viewers.ts, up to 5,000 sockets each), held while the replay moves. Per crowd:
// viewers connected, every change delivered to every viewer, the spread from the first viewer to the
// last (p50, p99 over the changes), memory a viewer, the app's CPU, its event loop's longest wait, a
// page's p95 meanwhile, and the service's reads a beat (the app's calls by operation).
// `npx tsx bench/live-crowd.ts` on the existing build; LIVE_CROWDS (1000,5000,10000,20000),
// LIVE_CROWD_HOLD_S (30). Writes BENCHMARKS.md's "Live crowd" section.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeReplayFile } from "../lib/service/replay";
import { SCORE_CODES } from "../lib/charts/score-worm";
import { seedFromPreparedDump } from "../tests/helpers/prepared-dump";
import { clientToken } from "../tests/helpers/client-token";
import {
  crowdOf,
  mergeArrivals,
  pct,
  PER_PROCESS,
  scoresAllSaw,
  sum,
  type ScoreSeen,
} from "./live-viewer-procs";
import { pollingBench } from "./live-polling";
import { reconnectStorm } from "./live-storm";
import { operationName } from "./operation-names";
import { benchJson as json, runWhenMain, startApp, type App } from "./web-app";
import { writeSection } from "./write-section";
import { OP } from "@/lib/contract/operations";

const MATCH = 2024215;
const CROWDS = (process.env.LIVE_CROWDS ?? "1000,5000,10000,20000")
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const HOLD_S = Number(process.env.LIVE_CROWD_HOLD_S ?? 30);
const STORM = Number(process.env.LIVE_STORM ?? 10_000);
const POLLERS = Number(process.env.LIVE_POLLERS ?? 1000);
const BEAT_S = 5;
const PAGE = "/seasons/62/ladder";
/** What a match's feed reads each beat (lib/app-server/live/upstream-source.ts). */
const FEED_OPERATIONS: string[] = [OP.getMatch, OP.getMatchTransactions];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

async function crowd(app: App, n: number, scoresSeen: ScoreSeen[]) {
  const rss0 = app.rss()!.kb;
  const tStart = Date.now();
  const procs = crowdOf(app.base, MATCH, n);
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
  const minutes = (Date.now() - tStart) / 60_000;
  const connected = sum(reports, "connected");
  // Changes that came while the crowd held (every viewer connected): merged over the processes.
  const merged = mergeArrivals(reports, t0);
  const changes = [...merged.values()];
  scoresSeen.push(...scoresAllSaw(reports, merged, connected));
  const reads = Object.entries(calls1)
    .map(([op, c]) => [op, (c - (calls0[op] ?? 0)) / (heldS / BEAT_S)] as const)
    .filter(([, perBeat]) => perBeat > 0);
  return {
    n,
    connected,
    failures: sum(reports, "failures") + sum(reports, "refused"),
    reconnects: sum(reports, "reconnects"),
    connectP95Ms: pct(
      reports.flatMap((r) => r.connectMs),
      0.95,
    ),
    changes: changes.length,
    deliveredToAll: changes.filter((c) => c.n >= connected).length,
    gaps: sum(reports, "gaps"),
    spreadP50Ms: pct(
      changes.map((c) => c.last - c.first),
      0.5,
    ),
    spreadP99Ms: pct(
      changes.map((c) => c.last - c.first),
      0.99,
    ),
    kbPerViewer: (rss1 - rss0) / n,
    kibPerViewerMinute: sum(reports, "bytes") / 1024 / Math.max(1, connected) / minutes,
    cpuPct: ((cpu1 - cpu0) / (heldS * 1000)) * 100,
    loopMaxMs: loop.maxMs,
    pageP95Ms: pct(pageTimes, 0.95),
    readsPerBeat: reads.map(([op, r]) => `${operationName(op)} ${r.toFixed(2)}`).join(", "),
    // The feed's own reads (the page asked meanwhile reads others): for the comparison with polling.
    feedReadsPerMinute: reads
      .filter(([op]) => FEED_OPERATIONS.includes(op))
      .reduce((s, [, perBeat]) => s + perBeat * (60 / BEAT_S), 0),
  };
}

interface Scoring {
  code: string;
  period: number;
  periodSecs: number;
  homeScore: number;
  awayScore: number;
  officialClock: { utc: string };
}

/** The match's scoring transactions so far, asked of its service with the app's own client. */
async function scoringTransactions(app: App, dataDir: string): Promise<Scoring[]> {
  const token = await clientToken(app.base, dataDir);
  const res = await fetch(`${app.base}/v1/matches/${MATCH}/transactions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`the match's transactions answered ${res.status}`);
  const { transactions } = (await res.json()) as { transactions: Scoring[] };
  return transactions.filter((t) => (SCORE_CODES as readonly string[]).includes(t.code));
}

/**
 * When to start the replay: the run (about RUN_S from a minute on) covers the first quarter's busiest
 * stretch of scoring, so that scores change while the crowds hold. Asked of the service before the
 * replay, while the match is complete (never through the app's proxy, whose cache would keep it).
 */
async function replayStart(app: App, dataDir: string): Promise<number> {
  const RUN_S = 420;
  const times = (await scoringTransactions(app, dataDir))
    .filter((t) => t.period === 1)
    .map((t) => t.periodSecs);
  let best = 0;
  let most = -1;
  for (const from of times) {
    const n = times.filter((t) => t >= from && t < from + RUN_S).length;
    if (n > most) [best, most] = [from, n];
  }
  return Math.min(Date.now() - 5_000, Date.now() + 60_000 - best * 1000);
}

/**
 * From the service's change to the last viewer, for each change of score seen by every viewer: the
 * scoring transaction that made the score (the service shows it from its time, `officialClock.utc`,
 * on: the replay's clock), asked of the service directly with the app's own client.
 */
async function scoreDelays(app: App, dataDir: string, seen: ScoreSeen[]) {
  const scoring = await scoringTransactions(app, dataDir);
  return seen.flatMap((s) => {
    const t = scoring.find((x) => x.homeScore === s.score.home.points && x.awayScore === s.score.away.points);
    return t ? [(s.lastMs - Date.parse(t.officialClock.utc)) / 1000] : [];
  });
}

type Row = Awaited<ReturnType<typeof crowd>>;
type Storm = Awaited<ReturnType<typeof reconnectStorm>>["row"];
type Polling = Awaited<ReturnType<typeof pollingBench>>;

const row = (r: Row) =>
  `| ${r.n} | ${r.connected} | ${r.failures} / ${r.reconnects} | ${r.connectP95Ms.toFixed(0)} | ` +
  `${r.deliveredToAll} / ${r.changes} | ${r.gaps} | ${r.spreadP50Ms.toFixed(0)} / ${r.spreadP99Ms.toFixed(0)} | ` +
  `${r.kbPerViewer.toFixed(1)} | ${r.kibPerViewerMinute.toFixed(1)} | ${r.cpuPct.toFixed(0)}% | ${r.loopMaxMs.toFixed(0)} | ` +
  `${r.pageP95Ms.toFixed(0)} | ${r.readsPerBeat} |`;

const stormRow = (s: Storm) =>
  `| ${s.n} | ${s.connectedBefore} | ${s.stopS.toFixed(1)} | ${s.awayS.toFixed(1)} | ${s.back} | ` +
  `${s.backAfterReadyS.toFixed(1)} / ${s.backAfterStopS.toFixed(1)} | ${s.refused} / ${s.failures} | ${s.gaps} | ` +
  `${s.deliveredToAllAfter} / ${s.changesAfter} | ${s.spreadP99Ms.toFixed(0)} |`;

const pollingRows = (p: Polling, stream: Row | undefined) => [
  `| polling (no stream) | ${p.viewers} | ${p.rendersPerS.toFixed(0)} renders/s asked, ${p.asked.toFixed(0)} requests/s ` +
    `(${p.failed} failed, ${p.unanswered} unanswered at the end) | ${p.p50Ms.toFixed(0)} / ${p.p95Ms.toFixed(0)} | ${p.kibPerViewerMinute.toFixed(1)} | ` +
    `${p.cpuPct.toFixed(0)}% | ${p.loopMaxMs.toFixed(0)} | ${p.upstreamPerMinute.toFixed(1)} |`,
  ...(stream
    ? [
        `| stream | ${stream.n} | none: ${stream.deliveredToAll} changes to all in ${HOLD_S} s | spread ` +
          `${stream.spreadP50Ms.toFixed(0)} / ${stream.spreadP99Ms.toFixed(0)} | ${stream.kibPerViewerMinute.toFixed(1)} | ` +
          `${stream.cpuPct.toFixed(0)}% | ${stream.loopMaxMs.toFixed(0)} | ${stream.feedReadsPerMinute.toFixed(1)} |`,
      ]
    : []),
];

const section = (
  rows: string[],
  storm: Storm | null,
  polling: Polling | null,
  stream1000: Row | undefined,
  delays: number[],
) => `## Live crowd
<!-- live-crowd:start (bench/live-crowd.ts) -->

One instance (\`npm start\`, ${os.cpus().length} cores shared; load average ${os.loadavg()[0].toFixed(1)} at the end,
${new Date().toISOString().slice(0, 10)}), match ${MATCH} replayed as live. Each crowd connects from its own processes
(${PER_PROCESS.toLocaleString("en")} viewers each, every one its own socket, reconnecting as EventSource does), then holds
${HOLD_S} s while the replay moves; meanwhile \`${PAGE}\` is asked one request at a time. "Delivered to all":
changes of the window that reached every connected viewer; "gaps": a change a viewer missed within
one feed (none may be). "Spread": the first viewer to the last for one change (ms). Memory: the
server's resident memory after the crowd connected, less before, a viewer (a collection meanwhile moves the
heap by more than a crowd's sockets take, and can even make it negative); "sent": the bytes a viewer
received a minute (its snapshot included). CPU: the app's process group over the window (100% = one
core). Reads a beat: the app's calls to its service by operation, a 5 s beat.

| viewers | connected | failed / reconnects | connect p95 ms | delivered to all | gaps | spread p50 / p99 ms | KiB a viewer | KiB sent a viewer a minute | app CPU | event loop max ms | page p95 ms | service reads a beat |
|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|
${rows.join("\n")}

The process's open files are capped at 20,000 on these machines (\`ulimit -Hn\`, not raisable here): a crowd
near that size is refused sockets (EMFILE) by the server's process, not by the stream. Reads a beat of
the first crowd include the ladder page's first answers (its cache then serves it).

From the service's change to the last viewer: ${
  delays.length
    ? `${delays.length} change${delays.length === 1 ? "" : "s"} of score while a crowd held, each from the time the service shows its scoring
transaction (its \`officialClock.utc\`, the replay's clock) to the last viewer that had it: ` +
      `p50 ${pct(delays, 0.5).toFixed(1)} s, max ${Math.max(...delays).toFixed(1)} s (target: one ${BEAT_S} s beat plus 1 s).`
    : "no score changed while a crowd held in this run."
}
${
  storm
    ? `
**Reconnect storm.** ${storm.n.toLocaleString("en")} viewers hold the stream; the app is stopped (SIGTERM, as a deploy
does) and started again on the same port and data directory. Each viewer waits the \`retry\` its stream gave it
(2–10 s, spread by the server) before each attempt, as EventSource does, and comes back with its Last-Event-ID;
a restarted instance has a new feed, so each gets its snapshot (the match as it stands: nothing the restart hid
is missing), then the changes. "Back": viewers standing on the new feed, and when the last of them got its
first message there, counted from the app's readiness and from the stop. Refused: attempts while the app was
away. Then ${HOLD_S} s held.

| viewers | connected before | stop s | away s (stop to ready) | back | last back: after ready / after stop s | refused / failed attempts | gaps | changes after to all | spread p99 ms |
|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|
${stormRow(storm)}
`
    : ""
}${
  polling
    ? `
**Today's polling beside the stream.** A live page without a stream (a browser without EventSource: the
page's own fallback) renders itself again on the server every 10 s beat (an RSC request) and asks its answers
again on theirs. One real Chromium page was recorded for a minute (${polling.requestsPerMinute} requests, ${polling.rendersPerMinute} of them renders);
${polling.viewers.toLocaleString("en")} polling viewers then repeated what it asked, each shifted by up to 2 s (tabs' clocks and spread), for
${HOLD_S} s. Statuses: ${polling.statuses}; "failed": a connection refused, reset or timed out, or an error status;
"unanswered": asked and not answered when the window ended. Beside it, the stream's crowd of the same size from the table above.

| viewers get the live figures by | viewers | load on the app | request p50 / p95 ms | KiB a viewer a minute | app CPU | event loop max ms | service calls a minute (the stream: its feed's) |
|---|--:|---|--:|--:|--:|--:|--:|
${pollingRows(polling, stream1000).join("\n")}
`
    : ""
}<!-- live-crowd:end -->
`;

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-crowd-"));
  await seedFromPreparedDump(dataDir);
  const env = { LIVE_STREAMS_PER_ADDRESS: "100000" };
  let app = await startApp(process.cwd(), dataDir, 300_000, env);
  // The whole run inside the first quarter, where its scores come thickest.
  writeReplayFile(dataDir, new Map([[MATCH, await replayStart(app, dataDir)]]));
  await sleep(5000); // the service reads the replay file every 2 s
  const rows: Row[] = [];
  const seen: ScoreSeen[] = [];
  let storm: Storm | null = null;
  let polling: Polling | null = null;
  try {
    for (const n of CROWDS) {
      rows.push(await crowd(app, n, seen));
      console.log(row(rows.at(-1)!));
      await sleep(5000);
    }
    if (STORM > 0) {
      const s = await reconnectStorm(
        app,
        MATCH,
        STORM,
        (port) => startApp(process.cwd(), dataDir, 300_000, { ...env, PORT: port }),
        HOLD_S,
        seen,
      );
      app = s.app;
      storm = s.row;
      console.log(stormRow(storm));
    }
    if (POLLERS > 0) {
      polling = await pollingBench(
        app,
        `/matches/${MATCH}`,
        path.join(dataDir, "polling.json"),
        POLLERS,
        HOLD_S,
      );
      console.log(pollingRows(polling, undefined)[0]);
      await sleep(15_000); // what the pollers left queued, answered
    }
    const delays = await scoreDelays(app, dataDir, seen);
    console.log(`score delays: ${delays.map((d) => d.toFixed(1)).join(", ")}`);
    writeSection(
      "Live crowd",
      "live-crowd",
      section(
        rows.map(row),
        storm,
        polling,
        rows.find((r) => r.n === POLLERS),
        delays,
      ),
    );
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
