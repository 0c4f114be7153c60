// The Recharts charts' filter-change benchmark (issue: charts on Recharts and d3): in real Chromium,
// signed in as the demo coach, the time from a filter change to the chart repainted with the new
// figures, for the team comparison (the statistics view's period, the squad statistics asked again) and momentum (its
// metric, the time-coded statistics reshaped in the browser). Measured inside the page like the pitch's (bench/web-pitch.ts):
// a timestamp right before the change, then the first commit after which the chart's bars differ from
// before (a MutationObserver on the chart; a commit that only removes the chart while data loads does
// not count), and the start of the next animation frame. The select alternates between two values, so
// after the warm-up both answers are in the browser's query cache: what is timed is the app's own
// work (React, Recharts), not the network. `npx tsx bench/web-charts.ts` runs it alone and prints JSON.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ensureBuilt, runWhenMain, snapshotBuild, startApp } from "./web-app";
import { CHROME_FLAGS, CHROMIUM, signedInState } from "./web-pages";
import { stats } from "./web-stats";
import type { ChartBench, ChartRun } from "./web-types";

/** The target: filter change → repainted chart, median. */
export const CHART_TARGET_MS = 100;
const WARM_UP = 4;

interface Spec {
  name: string;
  path: string;
  chart: string; // the chart's data-testid
  select: string; // the select's name
  values: [string, string];
}

const specs = (matchId: number): Spec[] => [
  {
    name: "team comparison (period)",
    path: `/matches/${matchId}/stats`,
    chart: "team-comparison",
    select: "period",
    values: ["", "4"],
  },
  {
    name: "momentum (metric)",
    path: `/matches/${matchId}/stats`,
    chart: "momentum",
    select: "mmetric",
    values: ["", "INSIDE_50"],
  },
];

// The in-page side of one measurement, as source text (a function passed to page.evaluate would be
// transpiled by tsx, whose helpers do not exist in the page). The bars' geometry is the signature.
const MEASURE = `async ({ chart, select, value }) => {
  const el = document.querySelector('select[name="' + select + '"]');
  if (!el) throw new Error("no select " + select);
  const box = () => document.querySelector('[data-testid="' + chart + '"]');
  const signature = () => [...(box()?.querySelectorAll(".recharts-rectangle") ?? [])]
    .map((r) => r.getAttribute("d")).join("|");
  const before = signature();
  const root = box()?.closest("section") ?? document.body;
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the chart did not change within 10 s")), 10000);
    let t0 = 0;
    const mo = new MutationObserver(() => {
      const now = signature();
      if (now === "" || now === before) return;
      mo.disconnect();
      clearTimeout(timer);
      const paint = performance.now() - t0;
      const bars = box().querySelectorAll(".recharts-rectangle").length;
      requestAnimationFrame(() => resolve({ paint, frame: performance.now() - t0, bars }));
    });
    mo.observe(root, { attributes: true, childList: true, subtree: true });
    t0 = performance.now();
    el.value = value;
    el.dispatchEvent(new Event("change", { bubbles: true }));
  });
}`;

async function change(page: Page, spec: Spec, value: string) {
  const arg = JSON.stringify({ chart: spec.chart, select: spec.select, value });
  return (await page.evaluate(`(${MEASURE})(${arg})`)) as { paint: number; frame: number; bars: number };
}

async function run(page: Page, base: string, spec: Spec, reps: number): Promise<ChartRun> {
  await page.goto(base + spec.path);
  // The charts below the fold are drawn (and Recharts fetched) when they come near the screen.
  await page.locator(`[data-testid="${spec.chart}-figure"]`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-testid="${spec.chart}"] .recharts-rectangle`, { timeout: 60_000 });
  const paint: number[] = [];
  const frame: number[] = [];
  const bars = new Set<number>();
  for (let i = 0; i < WARM_UP + reps; i++) {
    const r = await change(page, spec, spec.values[(i + 1) % 2]);
    bars.add(r.bars);
    if (i < WARM_UP) continue;
    paint.push(r.paint);
    frame.push(r.frame);
  }
  return {
    name: spec.name,
    path: spec.path,
    bars: [...bars],
    changes: reps,
    toPaintMs: stats(paint),
    toFrameMs: stats(frame),
  };
}

/** Signs in as the demo coach at `baseUrl` (a started app) and times filter changes on each chart. */
export async function chartFilterBench(
  baseUrl: string,
  opts: { matchId?: number; reps?: number; log?: (m: string) => void } = {},
): Promise<ChartBench> {
  const matchId = opts.matchId ?? 2024216;
  const log = opts.log ?? (() => {});
  const out: ChartBench = { matchId, targetMs: CHART_TARGET_MS, runs: [], errors: [] };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, timeout: 30_000 });
  try {
    const storageState = await signedInState(browser, baseUrl, "coach@demo.local");
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 }, storageState });
    const page = await ctx.newPage();
    for (const spec of specs(matchId)) {
      try {
        const r = await run(page, baseUrl, spec, opts.reps ?? 20);
        out.runs.push(r);
        log(`web-charts: ${r.name}: median ${r.toPaintMs.median} ms to the repaint`);
      } catch (e) {
        out.errors.push(`${spec.name}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    await ctx.close();
  } finally {
    await browser.close();
  }
  return out;
}

async function main() {
  await ensureBuilt(console.error);
  const snapshot = await snapshotBuild(console.error);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "web-charts-"));
  const app = await startApp(snapshot.dir, dataDir);
  try {
    console.log(JSON.stringify(await chartFilterBench(app.base, { log: console.error }), null, 2));
  } finally {
    await app.stop();
    snapshot.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
