// The pitch maps' filter-change benchmark: in real Chromium, signed in as the demo coach, the time from
// a filter change (the Team select) to the repainted pitch: the canvas map of every transaction of a
// match (~1,900 marks with a place on the field), the same map padded to ≥ 2,500 marks, and the SVG
// shot map (a few dozen marks) for comparison. Measured inside the page: a timestamp right before the
// change, then the canvas's `data-drawn-at` (end of the paint) or, for SVG, the commit that changes
// the marks (a MutationObserver), and the start of the next animation frame (when it is on screen).
// `npx tsx bench/web-pitch.ts` runs it alone against a started build and prints JSON.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { DEMO_PASSWORD, ensureBuilt, runWhenMain, snapshotBuild, startApp } from "./web-app";
import { CHROME_FLAGS, CHROMIUM } from "./web-pages";
import { stats } from "./web-stats";
import type { PitchBench, PitchRun } from "./web-types";

export interface PitchBenchOptions {
  matchId?: number; // default 2024216, the 2024 Grand Final
  reps?: number; // measured changes a run (default 20), after 4 of warm-up
  padTo?: number; // marks of the padded run (default 2,500; 0 skips it)
  email?: string;
  password?: string; // the app's DEMO_PASSWORD (default: the one startApp gives it)
  log?: (m: string) => void;
}

const WARM_UP = 4;

async function signIn(page: Page, base: string, email: string, password: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 30_000 });
}

/**
 * The transactions, padded with copies of their own transactions (new ids, moved up to 2 m) until `target` have a place on the
 * field: the real map's work at the mark count the issue names, which no single match reaches.
 */
async function padTransactions(page: Page, matchId: number, target: number) {
  await page.route(`**/api/sds/matches/${matchId}/transactions*`, async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as {
      transactions: { id: number; code: string; location: P; locationRotated: P }[];
    };
    type P = { x: number; y: number; xStd: number; yStd: number };
    const real = body.transactions;
    const located = real.filter((t) => t.code !== "INTERCHANGE");
    let next = Math.max(...real.map((t) => t.id)) + 1;
    const extra = [];
    for (let i = 0; located.length + extra.length < target; i++) {
      const t = located[i % located.length];
      const dx = ((i * 7919) % 400) / 100 - 2;
      const dy = ((i * 104729) % 400) / 100 - 2;
      const move = (p: P, s: number) => ({ ...p, x: p.x + s * dx, y: p.y + s * dy });
      extra.push({
        ...t,
        id: next++,
        location: move(t.location, 1),
        locationRotated: move(t.locationRotated, 1),
      });
    }
    await route.fulfill({ response: res, json: { ...body, transactions: [...real, ...extra] } });
  });
}

// The in-page side of one measurement, as source text: a function passed to page.evaluate would be
// transpiled by tsx, whose helpers (__name) do not exist in the page.
const MEASURE = `async ({ name, value, renderer }) => {
  const select = document.querySelector('select[name="' + name + '"]');
  if (!select) throw new Error("no select " + name);
  const canvasOf = () => document.querySelector("[data-testid=trx-canvas]");
  const root = renderer === "canvas" ? canvasOf() : document.querySelector("[data-testid=shot-marks]");
  if (!root) throw new Error("no " + renderer + " map on the page");
  const before = canvasOf()?.dataset.drawnAt;
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the map did not change within 10 s")), 10000);
    let t0 = 0;
    const mo = new MutationObserver(() => {
      const c = canvasOf();
      if (renderer === "canvas" && (!c || c.dataset.drawnAt === before)) return;
      mo.disconnect();
      clearTimeout(timer);
      const paint = (renderer === "canvas" ? Number(c.dataset.drawnAt) : performance.now()) - t0;
      const marks = renderer === "canvas"
        ? Number(c.dataset.marks)
        : document.querySelectorAll("[data-testid=shot-mark]").length;
      const paintOnly = renderer === "canvas" ? Number(c.dataset.paintMs) : undefined;
      requestAnimationFrame(() => resolve({ paint, frame: performance.now() - t0, marks, paintOnly }));
    });
    mo.observe(root, { attributes: true, childList: true, subtree: true });
    t0 = performance.now();
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
}`;

/** One filter change measured in the page: select `value` in the select named `name`. */
async function change(page: Page, name: string, value: string, renderer: "canvas" | "svg") {
  const arg = JSON.stringify({ name, value, renderer });
  return (await page.evaluate(`(${MEASURE})(${arg})`)) as {
    paint: number;
    frame: number;
    marks: number;
    paintOnly?: number;
  };
}

type Spec = Pick<PitchRun, "name" | "path" | "renderer" | "padded">;

async function run(
  page: Page,
  base: string,
  spec: Spec,
  values: [string, string],
  reps: number,
): Promise<PitchRun> {
  await page.goto(base + spec.path);
  const ready =
    spec.renderer === "canvas" ? "[data-testid=trx-canvas][data-marks]" : "[data-testid=shot-mark]";
  await page.waitForSelector(ready, { timeout: 60_000 });
  const paint: number[] = [];
  const frame: number[] = [];
  const paintOnly: number[] = [];
  const marks = new Set<number>();
  for (let i = 0; i < WARM_UP + reps; i++) {
    const r = await change(page, "team", values[(i + 1) % 2], spec.renderer);
    marks.add(r.marks);
    if (i < WARM_UP) continue;
    paint.push(r.paint);
    frame.push(r.frame);
    if (r.paintOnly !== undefined) paintOnly.push(r.paintOnly);
  }
  return {
    ...spec,
    marks: [...marks],
    changes: reps,
    toPaintMs: stats(paint),
    toFrameMs: stats(frame),
    ...(paintOnly.length ? { canvasPaintMs: stats(paintOnly) } : {}),
  };
}

/**
 * Signs in as the demo coach at `baseUrl` (a started app), then measures filter changes on the canvas
 * map of every transaction (real, and padded to `padTo` marks) and on the SVG shot map. The Team select
 * alternates between both teams and the away team, which keeps the canvas map over its threshold.
 */
export async function pitchFilterBench(baseUrl: string, opts: PitchBenchOptions = {}): Promise<PitchBench> {
  const matchId = opts.matchId ?? 2024216;
  const reps = opts.reps ?? 20;
  const padTo = opts.padTo ?? 2500;
  const log = opts.log ?? (() => {});
  const out: PitchBench = { matchId, runs: [], errors: [] };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, timeout: 30_000 });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await ctx.newPage();
    await signIn(page, baseUrl, opts.email ?? "coach@demo.local", opts.password ?? DEMO_PASSWORD);
    const match = (await page.evaluate(
      async (id) => (await fetch(`/api/sds/matches/${id}`)).json(),
      matchId,
    )) as { away: { id: number } };
    const teams: [string, string] = ["", String(match.away.id)];
    const specs: Spec[] = [
      {
        name: "every transaction (canvas)",
        path: `/matches/${matchId}/chains?map=all`,
        renderer: "canvas",
        padded: false,
      },
      ...(padTo > 0
        ? [
            <Spec>{
              name: `every transaction, padded to ${padTo} (canvas)`,
              path: `/matches/${matchId}/chains?map=all`,
              renderer: "canvas",
              padded: true,
            },
          ]
        : []),
      {
        name: "shot map, half oval (SVG)",
        path: `/matches/${matchId}/shots`,
        renderer: "svg",
        padded: false,
      },
    ];
    for (const spec of specs) {
      try {
        if (spec.padded) await padTransactions(page, matchId, padTo);
        const r = await run(page, baseUrl, spec, teams, reps);
        out.runs.push(r);
        log(`web-pitch: ${r.name}: ${r.marks.join("/")} marks, median ${r.toFrameMs.median} ms to the frame`);
      } catch (e) {
        out.errors.push(`${spec.name}: ${e instanceof Error ? e.message : String(e)}`);
      } finally {
        if (spec.padded) await page.unrouteAll();
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
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "web-pitch-"));
  const app = await startApp(snapshot.dir, dataDir);
  try {
    console.log(JSON.stringify(await pitchFilterBench(app.base, { log: console.error }), null, 2));
  } finally {
    await app.stop();
    snapshot.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
