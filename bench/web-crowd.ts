// The crowd benchmark of issue 11 (`npx tsx bench/web-crowd.ts` rewrites only the "Crowd" section of
// BENCHMARKS.md; `npm run bench` runs it too): 200 connections for 60 s over the public pages of settled
// data and a proxy path, the server's resident memory before and after, a finished season's ladder
// against a static page of the same bytes on the same server, and the upstream calls that 1,000
// anonymous requests for made-up ids cost. Starts the built app itself and stops it; loopback only.
import autocannon from "autocannon";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { ensureBuilt, ROOT, runWhenMain, snapshotBuild, startApp, type App, type Snapshot } from "./web-app";
import { benchGet, describeError } from "./bench-fetch";
import { upstreamStats } from "./web-load";
import { mulberry32 } from "../lib/service/demo/prng";
import { stillWarming } from "../lib/app-server/warm-up/build-markers";
import { crowdSection, crowdTables, withCrowdSection } from "./web-crowd-report";
import { CROWD, CROWD_PATHS, CROWD_TARGETS, RENDERED, type CrowdResults, type Pair } from "./web-crowd-spec";

const LADDER = "/seasons/62/ladder";
// The warm-up's last page with today's data (lib/app-server/warm-up/warm-up.ts: 2025's leaders, until their splits
// are kept).
const WARM_LAST = "/seasons/73/leaders";
const WORKERS_IDLE_MS = 35_000; // the worker pools' 30 s idle, and a little more
// The yardstick: the ladder's own HTML, saved once as a file of the app's public/ directory (in the
// bench's private copy of the build), which the same server answers as a static file.
const STATIC_NAME = "crowd-static-ladder.html";
// The per-visitor limit of new upstream calls is lifted: autocannon is one address (127.0.0.1), a crowd
// is many, and the limit would refuse its first views' calls (a cold page costs 16–22 calls; the
// default burst is 40) where a real crowd would not meet it. Cached pages and known-missing ids cost no
// call, so the limit does not touch what is measured; with it lifted, the made-up ids' calls are not
// hidden behind 429s either.
// The warm-up is on, as `npm start` has it (the serving benches turn it off): issue 25's memory targets
// are the app's after its start and warm-up, so the crowd meets the app with its builds kept.
const APP_ENV = { VISITOR_CALLS_BURST: "1000000", VISITOR_CALLS_PER_SEC: "1000000", WARM_UP: "1" };
const HEADERS = { accept: "text/html,application/xhtml+xml,application/json;q=0.9,*/*;q=0.8" };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const message = describeError;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Upstream calls by contract operation between two readings of /api/bench/stats. */
function opsDelta(a: Record<string, number> = {}, b: Record<string, number> = {}): Record<string, number> {
  const d: Record<string, number> = {};
  for (const [op, n] of Object.entries(b)) if (n - (a[op] ?? 0)) d[op] = n - (a[op] ?? 0);
  return d;
}

function count(into: Record<string, number>, key: string | number) {
  into[key] = (into[key] ?? 0) + 1;
}

/** The static yardstick: the project's public/ files linked into the snapshot's own public/, plus `html`. */
function addStaticPage(appDir: string, html: Buffer) {
  const pub = path.join(appDir, "public");
  if (lstatSync(pub).isSymbolicLink()) {
    rmSync(pub); // the link only, never what it points at
    mkdirSync(pub);
    for (const entry of readdirSync(path.join(ROOT, "public")))
      symlinkSync(path.join(ROOT, "public", entry), path.join(pub, entry));
  }
  writeFileSync(path.join(pub, STATIC_NAME), html);
}

/** Waits until the app makes no upstream call and uses under a fifth of a core for 3 s in a row. */
async function settle(app: App, maxS: number): Promise<{ s: number; settled: boolean }> {
  const t0 = Date.now();
  let quiet = 0;
  let calls = (await upstreamStats(app)).upstreamCalls;
  let cpu = app.cpuMs();
  while (Date.now() - t0 < maxS * 1000) {
    await sleep(1000);
    const c = (await upstreamStats(app)).upstreamCalls;
    const u = app.cpuMs();
    const busy = cpu === undefined || u === undefined ? 0 : (u - cpu) / 1000;
    quiet = c === calls && busy < 0.2 ? quiet + 1 : 0;
    calls = c;
    cpu = u;
    if (quiet >= 3) return { s: Math.round((Date.now() - t0) / 1000), settled: true };
  }
  return { s: maxS, settled: false };
}

/** Seconds until the warm-up's last page (the latest season's leaders) names no build running, or null. */
async function warmedUp(app: App, maxS: number): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 < maxS * 1000) {
    const page = await get(app.base + WARM_LAST);
    if (page.status === 200 && !stillWarming(page.body.toString("utf8")))
      return Math.round((Date.now() - t0) / 1000);
    await sleep(2000);
  }
  return null;
}

async function get(url: string) {
  const res = await benchGet(url, { headers: HEADERS, redirect: "manual" });
  const body = Buffer.from(await res.arrayBuffer());
  const cache = res.headers.get("x-footy-page-cache") ?? res.headers.get("x-sds-cache") ?? "none";
  return { status: res.status, body, cache };
}

interface Loaded {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  responses: number;
  non2xx: number;
}

function load(url: string, connections: number, durationS: number): Promise<Loaded> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const instance = autocannon({
    url,
    connections,
    duration: durationS,
    timeout: CROWD.timeoutS,
    headers: HEADERS,
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    latencies.push(ms);
    count(statuses, status);
  });
  return Promise.resolve(instance).then((r) => {
    const sorted = Float64Array.from(latencies).sort();
    return {
      rps: r.requests.mean,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.length ? sorted[sorted.length - 1] : 0,
      latencies,
      statuses,
      errors: r.errors - r.timeouts, // autocannon counts a timeout as an error too
      timeouts: r.timeouts,
      responses: latencies.length,
      non2xx: r.non2xx,
    };
  });
}

/**
 * A made-up id of 7 to 9 digits, away from the ranges real ids use: matches are YYYYnnn (1897–2024),
 * the history's seasons 100YYYY.
 */
function madeUpId(rand: () => number): number {
  for (;;) {
    const digits = 7 + Math.floor(rand() * 3);
    const id = 10 ** (digits - 1) + Math.floor(rand() * 9 * 10 ** (digits - 1));
    if (digits === 7 && (id < 1_010_000 || (id >= 1_850_000 && id < 2_100_000))) continue;
    return id;
  }
}

const MADE_UP_KINDS: { kind: string; url: (id: number) => string }[] = [
  { kind: "page /matches/<id>", url: (id) => `/matches/${id}` },
  { kind: "page /seasons/<id>/ladder", url: (id) => `/seasons/${id}/ladder` },
  { kind: "proxy /api/sds/matches/<id>/score", url: (id) => `/api/sds/matches/${id}/score` },
  { kind: "proxy /api/sds/seasons/<id>/fixture", url: (id) => `/api/sds/seasons/${id}/fixture` },
];

/**
 * What the index of known ids (lib/app-server/builds/known-ids.ts) reads, through the proxy (cache hits by now): the
 * leagues, levels and seasons, then each season's fixture and squads; the reads that are not 200.
 */
async function notIndexable(app: App): Promise<string[]> {
  const json = async (p: string) => {
    const res = await fetch(`${app.base}/api/sds${p}`);
    const text = await res.text();
    return { status: res.status, body: res.ok ? (JSON.parse(text) as Record<string, unknown>) : {}, text };
  };
  const idsOf = (x: unknown) => (Array.isArray(x) ? x.map((e) => (e as { id: number }).id) : []);
  const bad: string[] = [];
  for (const league of idsOf((await json("/leagues")).body.leagues))
    for (const level of idsOf((await json(`/leagues/${league}/levels`)).body.levels))
      for (const season of idsOf((await json(`/leagues/${league}/levels/${level}/seasons`)).body.seasons))
        for (const what of ["fixture", "squads"]) {
          const r = await json(`/seasons/${season}/${what}`);
          if (r.status !== 200)
            bad.push(
              `league ${league}, season ${season}: /seasons/${season}/${what} ${r.status} ${r.text.slice(0, 120)}`,
            );
        }
  return bad;
}

async function madeUpRequests(app: App, r: CrowdResults) {
  const rand = mulberry32(CROWD.seed);
  const jobs = Array.from({ length: CROWD.madeUp }, (_, i) => {
    const k = MADE_UP_KINDS[i % MADE_UP_KINDS.length];
    return { kind: k.kind, url: app.base + k.url(madeUpId(rand)) };
  });
  const byKind = new Map(MADE_UP_KINDS.map((k) => [k.kind, {} as Record<string, number>]));
  const s0 = await upstreamStats(app);
  const t0 = performance.now();
  let next = 0;
  // 20 at a time, each visitor signed out.
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const status = await fetch(job.url, { headers: HEADERS, redirect: "manual" }).then(
          async (res) => {
            await res.arrayBuffer();
            return String(res.status);
          },
          (e: unknown) => `error: ${message(e)}`,
        );
        count(byKind.get(job.kind)!, status);
      }
    }),
  );
  const ms = performance.now() - t0;
  await sleep(1000); // anything the requests set off in the background
  const s1 = await upstreamStats(app);
  const byOperation = opsDelta(s0.callsByOperation, s1.callsByOperation);
  r.madeUp = {
    requests: jobs.length,
    byKind: [...byKind].map(([kind, statuses]) => ({ kind, statuses })),
    upstreamCalls: s1.upstreamCalls - s0.upstreamCalls,
    byOperation,
    ms,
  };
}

/** The crowd benchmark on its own app (a private copy of the build, a fresh data directory). */
export async function runCrowdBench(opts: { log?: (m: string) => void } = {}): Promise<CrowdResults> {
  const log = opts.log ?? console.log;
  const t0 = Date.now();
  const r: CrowdResults = {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    loadAverage: os.loadavg(),
    cores: os.cpus().length,
    startMs: [],
    paths: [],
    pairs: [],
    errors: [],
    elapsedS: 0,
  };
  const part = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (e) {
      r.errors.push(`${name}: ${message(e)}`);
      log(`crowd: ${name} failed: ${message(e)}`);
    }
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "web-crowd-"));
  let app: App | undefined;
  let snapshot: Snapshot | undefined;
  try {
    snapshot = await snapshotBuild(log);
    // First start (imports the data), to save the ladder's HTML as the static yardstick; then a restart
    // on the same directory, whose public/ now holds it (Next lists public/ when it starts).
    app = await startApp(snapshot.dir, dataDir, 120_000, APP_ENV);
    r.startMs.push(app.startMs);
    const ladder = await get(app.base + LADDER);
    if (ladder.status !== 200) throw new Error(`${LADDER} answered ${ladder.status}`);
    await app.stop();
    app = undefined;
    addStaticPage(snapshot.dir, ladder.body);
    app = await startApp(snapshot.dir, dataDir, 120_000, APP_ENV);
    r.startMs.push(app.startMs);
    const a = app;
    log(`crowd: app started in ${r.startMs.join(" ms, then ")} ms at ${a.base}`);

    // Each path twice: the first fills the caches, the second should be a hit.
    const s0 = await upstreamStats(a);
    const warm: { path: string; bytes: number; cache: string }[] = [];
    for (const p of CROWD_PATHS) {
      const first = await get(a.base + p);
      const second = await get(a.base + p);
      if (first.status !== 200 || second.status !== 200)
        r.errors.push(`warm-up: ${p} answered ${first.status}, then ${second.status}`);
      warm.push({ path: p, bytes: second.body.length, cache: `${first.cache}, ${second.cache}` });
      log(
        `crowd: ${p}: ${second.status}, ${second.body.length} bytes, cache ${first.cache} then ${second.cache}`,
      );
    }
    // The warm-up's builds kept (about a minute on a first start): its last page, the latest season's
    // leaders, says nothing is still building behind it (its splits kept); then the app settles.
    r.warmedS = await warmedUp(a, 600);
    log(
      `crowd: the warm-up's builds ${r.warmedS === null ? "not kept in 600 s" : `kept after ${r.warmedS} s`}`,
    );
    if (r.warmedS === null) r.errors.push(`the warm-up's builds were not kept within 600 s (${WARM_LAST})`);
    // The builds' worker threads end after 30 s idle (lib/net/worker-pool.ts): resident memory is
    // read once they have, as the app stands between builds (fresh-install.ts waits the same).
    await sleep(WORKERS_IDLE_MS);
    const settled = await settle(a, 120);
    r.settleS = settled.s;
    r.settled = settled.settled;
    r.warmCalls = (await upstreamStats(a)).upstreamCalls - s0.upstreamCalls;
    r.rssBefore = a.rss();
    log(
      `crowd: settled after ${settled.s} s (${settled.settled ? "quiet" : "still busy"}); RSS ${r.rssBefore?.kb} KiB`,
    );

    await part("crowd", async () => {
      const n = CROWD_PATHS.length;
      const s1 = await upstreamStats(a);
      const cpu0 = a.cpuMs();
      const gen0 = process.cpuUsage();
      const w0 = performance.now();
      const runs = await Promise.all(
        CROWD_PATHS.map((p, i) => {
          const connections = Math.floor(CROWD.connections / n) + (i < CROWD.connections % n ? 1 : 0);
          return load(a.base + p, connections, CROWD.durationS).then((l) => ({ p, connections, l }));
        }),
      );
      const wallMs = performance.now() - w0;
      const cpu1 = a.cpuMs();
      const gen = process.cpuUsage(gen0);
      r.rssAfter = a.rss();
      r.loadAverageAfterCrowd = os.loadavg();
      const s2 = await upstreamStats(a);
      r.crowdUpstreamCalls = s2.upstreamCalls - s1.upstreamCalls;
      r.crowdCallsByOperation = opsDelta(s1.callsByOperation, s2.callsByOperation);
      r.appCpu = cpu0 === undefined || cpu1 === undefined ? undefined : (cpu1 - cpu0) / wallMs;
      r.generatorCpu = (gen.user + gen.system) / 1000 / wallMs;
      for (const { p, connections, l } of runs) {
        const w = warm.find((x) => x.path === p)!;
        const after = await get(a.base + p);
        r.paths.push({
          path: p,
          connections,
          bytes: w.bytes,
          cache: `${w.cache.split(", ")[1]}, ${after.cache}`,
          responses: l.responses,
          rps: l.rps,
          p50: l.p50,
          p99: l.p99,
          max: l.max,
          statuses: l.statuses,
          errors: l.errors,
          timeouts: l.timeouts,
        });
      }
      const all = Float64Array.from(runs.flatMap((x) => x.l.latencies)).sort();
      const seconds = CROWD.durationS;
      r.overall = {
        responses: all.length,
        seconds,
        rps: runs.reduce((s, x) => s + x.l.rps, 0),
        p50: percentile(all, 50),
        p99: percentile(all, 99),
        p999: percentile(all, 99.9),
        max: all.length ? all[all.length - 1] : 0,
        non2xx: runs.reduce((s, x) => s + x.l.non2xx, 0),
        errors: runs.reduce((s, x) => s + x.l.errors, 0),
        timeouts: runs.reduce((s, x) => s + x.l.timeouts, 0),
      };
      const o = r.overall;
      log(
        `crowd: ${o.responses} responses, ${Math.round(o.rps)} rps, p50 ${o.p50.toFixed(1)} ms, p99 ${o.p99.toFixed(1)} ms, ` +
          `max ${o.max.toFixed(0)} ms, non-2xx ${o.non2xx}, errors ${o.errors}, timeouts ${o.timeouts}; ` +
          `RSS ${r.rssBefore?.kb} -> ${r.rssAfter?.kb} KiB`,
      );
    });

    // The ladder against the same bytes as a static file, each alone, back to back, in both orders.
    await part("ladder against a static page", async () => {
      const staticPath = `/${STATIC_NAME}`;
      const st = await get(a.base + staticPath);
      if (st.status !== 200 || !st.body.equals(ladder.body))
        throw new Error(`${staticPath} answered ${st.status}, ${st.body.length} bytes: not the ladder's`);
      const lad = await get(a.base + LADDER);
      const pairs: Pair[] = [
        { path: staticPath, bytes: st.body.length, runs: [] },
        { path: LADDER, bytes: lad.body.length, runs: [] },
        { path: RENDERED, bytes: (await get(a.base + RENDERED)).body.length, runs: [] },
      ];
      for (const i of [0, 1, 1, 0, 2]) {
        const l = await load(a.base + pairs[i].path, CROWD.connections, CROWD.pairS);
        pairs[i].runs.push({
          rps: l.rps,
          p50: l.p50,
          p99: l.p99,
          non2xx: l.non2xx,
          errors: l.errors,
          timeouts: l.timeouts,
        });
        log(`crowd: ${pairs[i].path} alone: ${Math.round(l.rps)} rps, p99 ${l.p99.toFixed(0)} ms`);
      }
      r.pairs = pairs;
    });

    await part("made-up ids", async () => {
      await settle(a, 60);
      await madeUpRequests(a, r);
      log(`crowd: ${CROWD.madeUp} made-up ids: ${r.madeUp?.upstreamCalls} upstream calls`);
      if (r.madeUp && r.madeUp.upstreamCalls > CROWD_TARGETS.madeUpCalls) {
        r.madeUp.notIndexable = await notIndexable(a);
        log(`crowd: listed seasons the index cannot read: ${r.madeUp.notIndexable.join("; ") || "none"}`);
      }
    });
  } catch (e) {
    r.errors.push(message(e));
    log(`crowd: ${message(e)}${app ? `\n${app.output().slice(-1500)}` : ""}`);
  } finally {
    await app?.stop();
    snapshot?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
  r.elapsedS = Math.round((Date.now() - t0) / 1000);
  return r;
}

async function main() {
  await ensureBuilt(console.log); // not counted in the time limit
  setTimeout(() => {
    console.error("bench/web-crowd: gave up after 8 minutes");
    process.exit(2); // the app's process group is killed on exit (web-app.ts)
  }, 480_000).unref();
  const r = await runCrowdBench();
  const file = path.join(ROOT, "BENCHMARKS.md");
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  writeFileSync(file, withCrowdSection(before, crowdSection(r)));
  console.log(`\n${crowdTables(r)}\n\nwrote the "Crowd" section of BENCHMARKS.md`);
}

runWhenMain(import.meta.url, main);
