// The web app's benchmarks (`npm run bench` runs them after the service's; `npx tsx bench/web.ts` runs
// them alone and rewrites only the "Web app" section of BENCHMARKS.md): the proxy's cache hits against
// the same bytes from a Next handler and from plain Node, upstream calls per page view, first-load
// JavaScript, and Lighthouse. Starts the built app itself and stops it; loopback only.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  BENCH_MODULES,
  ensureBuilt,
  ROOT,
  runWhenMain,
  snapshotBuild,
  startApp,
  type App,
  type Snapshot,
} from "./web-app";
import { lighthouseMedian } from "./web-lighthouse";
import { liveBench } from "./web-live";
import { chartFilterBench } from "./web-charts";
import { pitchFilterBench } from "./web-pitch";
import { compare, LOAD } from "./web-load";
import { CHROMIUM, firstLoadJs, matchViewsJs, view } from "./web-pages";
import { LIGHTHOUSE_TIMES, webSection, webTables } from "./web-report";
import type { LighthouseRun, WebResults } from "./web-types";

const PAGES = ["/", "/seasons/62/ladder", "/seasons/62/fixture", "/seasons/62/squads/40", "/matches/2024216"];
// The analyst's workbench (issue 55): their first-load scripts beside the pages above.
const WORKBENCH_PAGES = [
  "/players/compare?players=1574,1184&season=62",
  "/seasons/62/teams",
  "/seasons/62/explore",
];
// The two Next paths take turns at going first, so that neither always meets the machine's state first.
const LOADED = [
  { name: "ladder", path: "/seasons/62/ladder", order: "handler first" },
  { name: "match", path: "/matches/2024216", order: "proxy first" },
] as const;
// The issue's pages (ladder, fixture) in both presets first; the match page last, if time allows.
const LIGHTHOUSE_RUNS: [string, LighthouseRun["preset"]][] = [
  ["/seasons/62/ladder", "mobile"],
  ["/seasons/62/fixture", "mobile"],
  ["/seasons/62/ladder", "desktop"],
  ["/seasons/62/fixture", "desktop"],
  // The fixture opens on the current round; the whole season (~3,800 elements) is measured too.
  ["/seasons/62/fixture?round=all", "mobile"],
  ["/matches/2024216", "mobile"],
  ["/matches/2024216", "desktop"],
];
const LIGHTHOUSE_RUN_S = 25; // a run takes 15–20 s here; none is started with less than this left
const RESTART_S = 20; // a warm restart and one view take 5–10 s here
const LIVE_S = 330; // 1 + 50 + 10 viewers, each opened over 15 s, settled and watched for 60 s
const PITCH_S = 90; // three maps, 24 filter changes each
const MATCH_JS_S = 60; // eight match views in fresh browser contexts
const CHARTS_S = 60; // two charts, 24 filter changes each

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

function chromiumVersion(): string {
  const r = spawnSync(CHROMIUM, ["--version"], { timeout: 10_000 });
  return /\d+(\.\d+)+/.exec(r.stdout?.toString() ?? "")?.[0] ?? "(version unknown)";
}

/**
 * Runs every web benchmark it has time for before `deadline` (ms since the epoch). `buildS` or
 * `buildError`: the caller has already run ensureBuilt.
 */
export async function runWebBench(opts: {
  deadline: number;
  buildS?: number;
  buildError?: string;
  log?: (m: string) => void;
}): Promise<WebResults> {
  const log = opts.log ?? console.log;
  const t0 = Date.now();
  const w: WebResults = {
    date: new Date().toISOString().slice(0, 16).replace("T", " ") + " UTC",
    buildS: 0,
    restartMs: [],
    views: [],
    ops: [],
    js: [],
    lighthouse: [],
    matchJs: [],
    load: LOAD,
    chromium: chromiumVersion(),
    lighthouseVersion: (
      JSON.parse(readFileSync(path.join(BENCH_MODULES, "lighthouse/package.json"), "utf8")) as {
        version: string;
      }
    ).version,
    elapsedS: 0,
    loadAverage: os.loadavg()[0],
    errors: [],
  };
  const part = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (e) {
      w.errors.push(`${name}: ${message(e)}`);
      log(`web: ${name} failed: ${message(e)}`);
    }
  };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), "web-bench-"));
  let app: App | undefined;
  let snapshot: Snapshot | undefined;
  try {
    if (opts.buildError) throw new Error(opts.buildError);
    // Again, even when the caller built: a build may have gone (another build under way) meanwhile.
    w.buildS = (opts.buildS ?? 0) + (await ensureBuilt(log));
    snapshot = await snapshotBuild(log);
    const appDir = snapshot.dir;
    app = await startApp(appDir, dataDir);
    w.firstStartMs = app.startMs;
    log(`web: app started in ${app.startMs} ms at ${app.base}`);
    const first = app;
    const timeLeft = (s: number) => opts.deadline - Date.now() >= s * 1000;

    // Most wanted first: when the machine is slow, the optional runs at the end are the ones skipped.
    await part("upstream calls per page view", async () => {
      for (const [i, page] of PAGES.entries()) {
        const sequence = await view(first, page);
        const warm = await view(first, page);
        w.views.push({ page, sequence, warm, ...(i === 0 ? { alone: sequence } : {}) });
        log(`web: ${page}: ${sequence.upstreamCalls} upstream calls, then ${warm.upstreamCalls}`);
      }
    });

    await part("proxy throughput", async () => {
      for (const op of LOADED) {
        const r = await compare(first, op.name, op.path, op.order);
        w.ops.push(r);
        log(
          `web: ${op.name}: plain ${Math.round(r.plain.rps)} rps, Next handler ${Math.round(r.handler.rps)}, ` +
            `proxy hit ${Math.round(r.proxy.rps)} (${((r.proxy.rps / r.handler.rps) * 100).toFixed(1)}% of the handler)`,
        );
      }
    });

    const lighthouseRuns = async (base: string, runs: typeof LIGHTHOUSE_RUNS) => {
      for (const [page, preset] of runs) {
        if (!timeLeft(LIGHTHOUSE_RUN_S)) {
          w.lighthouse.push({ page, preset, error: "skipped: the run's time budget was used up" });
          continue;
        }
        const r = await lighthouseMedian(base, page, preset, {
          times: LIGHTHOUSE_TIMES,
          runS: LIGHTHOUSE_RUN_S,
          deadline: opts.deadline,
        });
        w.lighthouse.push(r);
        log(
          `web: Lighthouse ${preset} ${page}: ` +
            (r.error ??
              `performance ${r.performance} (runs: ${r.scores?.join(", ")}), accessibility ${r.accessibility}`),
        );
      }
    };
    const isMatch = ([page]: (typeof LIGHTHOUSE_RUNS)[number]) => page.startsWith("/matches/");
    const [issuePages, matchPage] = [
      LIGHTHOUSE_RUNS.filter((r) => !isMatch(r)),
      LIGHTHOUSE_RUNS.filter(isMatch),
    ];
    await part("Lighthouse", () => lighthouseRuns(first.base, issuePages));

    await part("first-load JavaScript", async () => {
      w.js = await firstLoadJs(first.base, [...PAGES, ...WORKBENCH_PAGES]);
      for (const p of w.js)
        log(`web: ${p.page}: ${p.scripts} scripts, ${(p.jsTransfer / 1024).toFixed(1)} KiB`);
    });

    // Cold views of the other pages, each on an app started for it: pages share data (the season's
    // lookup), so a first view after another page's is not cold. The last app (the match page's) stays
    // up for the match page's Lighthouse runs.
    await part("cold views on restarted apps", async () => {
      for (const v of w.views.slice(1)) {
        await app?.stop();
        app = undefined;
        if (!timeLeft(RESTART_S)) break;
        app = await startApp(appDir, dataDir);
        w.restartMs.push(app.startMs);
        v.alone = await view(app, v.page);
        log(`web: ${v.page} alone: ${v.alone.upstreamCalls} upstream calls`);
      }
    });
    const last = app;
    if (last && w.views.at(-1)?.alone && w.views.at(-1)?.page === matchPage[0][0]) {
      await part("Lighthouse", () => lighthouseRuns(last.base, matchPage));
    } else {
      for (const [page, preset] of matchPage)
        w.lighthouse.push({ page, preset, error: "skipped: the run's time budget was used up" });
    }

    // The match centre's benchmarks, on whichever app is up (the live match, 2024215, is asked for by
    // nothing above, so its proxy cache starts empty).
    const current = app;
    const skip = (name: string) => w.errors.push(`${name}: skipped, the run's time budget was used up`);
    if (!current) throw new Error("no app is running for the match centre's benchmarks");
    if (timeLeft(LIVE_S))
      await part("live viewers", async () => {
        w.live = await liveBench(current, dataDir, { log });
      });
    else skip("live viewers");
    if (timeLeft(PITCH_S))
      await part("filter change to pitch", async () => {
        w.pitch = await pitchFilterBench(current.base, { log });
        w.errors.push(...w.pitch.errors.map((e) => `filter change to pitch: ${e}`));
      });
    else skip("filter change to pitch");
    if (timeLeft(CHARTS_S))
      await part("filter change to chart", async () => {
        w.charts = await chartFilterBench(current.base, { log });
        w.errors.push(...w.charts.errors.map((e) => `filter change to chart: ${e}`));
      });
    else skip("filter change to chart");
    if (timeLeft(MATCH_JS_S))
      await part("first-load JavaScript of the match views", async () => {
        w.matchJs = await matchViewsJs(current.base);
      });
    else skip("first-load JavaScript of the match views");
  } catch (e) {
    w.errors.push(message(e));
    log(`web: ${message(e)}`);
  } finally {
    await app?.stop();
    snapshot?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
  w.elapsedS = Math.round((Date.now() - t0) / 1000);
  return w;
}

/**
 * BENCHMARKS.md with its "Web app" section replaced (or added at the end); the sections after it (the
 * predictions') are kept.
 */
export function withWebSection(markdown: string, section: string): string {
  const at = markdown.indexOf("\n## Web app");
  if (at < 0) return `${markdown.trimEnd()}\n\n${section}`;
  const next = markdown.indexOf("\n## ", at + 1);
  return markdown.slice(0, at + 1) + section + (next >= 0 ? `\n${markdown.slice(next + 1)}` : "");
}

async function main() {
  let buildS = 0;
  let buildError: string | undefined;
  try {
    buildS = await ensureBuilt(console.log); // not counted in the time limit
  } catch (e) {
    buildError = message(e);
  }
  const deadline = Date.now() + 1_200_000;
  setTimeout(() => {
    console.error("bench/web: gave up after 20.5 minutes");
    process.exit(2); // the app's process group is killed on exit (web-app.ts)
  }, 1_230_000).unref();
  const w = await runWebBench({ deadline, buildS, buildError });
  const file = path.join(ROOT, "BENCHMARKS.md");
  const before = existsSync(file) ? readFileSync(file, "utf8") : "# Benchmarks\n";
  writeFileSync(file, withWebSection(before, webSection(w)));
  console.log(`\n${webTables(w)}\n\nwrote the "Web app" section of BENCHMARKS.md`);
}

runWhenMain(import.meta.url, main);
