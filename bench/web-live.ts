// Live viewers: many people watching one live match's page at once, each in a real Chromium page
// (its own browser context, like a separate person), and the calls the app's proxy makes to the data
// service for them meanwhile. The issue: "however many people watch, the server asks the data service
// once per refresh interval". `npx tsx bench/web-live.ts` runs it alone on the existing build.
import { chromium, type BrowserContext } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LIVE_REFRESH_MS } from "../lib/queries/fixture";
import { LIVE_EVENTS_REFRESH_MS } from "../lib/queries/live";
import { runWhenMain, snapshotBuild, startApp, type App } from "./web-app";
import { replayLive } from "./web-live-replay";
import { upstreamStats } from "./web-load";
import { CHROME_FLAGS, CHROMIUM, matchViewsJs, signedInState } from "./web-pages";
import type { LiveBenchResults, LiveViewersRun } from "./web-types";
import { OP } from "@/lib/contract/operations";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Every viewer is looking at their page: Chromium must not throttle the timers of pages it thinks are
// in the background (all but one tab would be, in one headless window).
const VIEWER_FLAGS = [
  ...CHROME_FLAGS,
  "--disable-background-timer-throttling",
  "--disable-renderer-backgrounding",
  "--disable-backgrounding-occluded-windows",
];

/** How often a page asks again for an operation while the match is live (lib/queries). */
export function refreshSOf(operation: string): number {
  // Match details and scores (and the fixture) follow the score; the rest are event data, which the
  // event views refetch, and the summary re-renders on the server (router.refresh), at the faster rate.
  return (
    (([OP.getMatch, OP.getMatchScore, OP.getFixture] as string[]).includes(operation)
      ? LIVE_REFRESH_MS
      : LIVE_EVENTS_REFRESH_MS) / 1000
  );
}

export interface LiveViewersOptions {
  view?: string; // "" (the summary) or an event view such as "/stats"
  viewers?: number;
  windowS?: number;
  signedInAs?: string; // a demo account; anonymous when absent
}

/**
 * What a page's request is, for counting: the proxied operation's path, a server render of a page
 * (router.refresh), a link prefetch (Next prefetches the links in view), or something else.
 */
function requestKey(url: string, headers: Record<string, string>): string {
  const u = new URL(url);
  if (u.pathname.startsWith("/api/sds/")) return u.pathname + u.search;
  if (headers["next-router-prefetch"]) return "link prefetches";
  return headers["rsc"] === "1" ? `server render ${u.pathname}` : "other";
}

/**
 * `viewers` pages open `/matches/{matchId}{view}` (the match must be live), their openings spread
 * evenly over one refresh interval so that their polls are too: the hardest case for the proxy's cache.
 * Then for `windowS` seconds the pages' requests and the proxy's upstream calls are counted.
 */
export async function liveViewersBench(
  app: App,
  matchId: number,
  opts: LiveViewersOptions = {},
): Promise<LiveViewersRun> {
  const { view = "", viewers = 50, windowS = 60, signedInAs } = opts;
  const page = `/matches/${matchId}${view}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: VIEWER_FLAGS, timeout: 30_000 });
  try {
    const storageState = signedInAs ? await signedInState(browser, app.base, signedInAs) : undefined;
    let counting = false;
    const byPath: Record<string, number> = {};
    const contexts: BrowserContext[] = [];
    const t0 = Date.now();
    const spreadMs = LIVE_REFRESH_MS / viewers;
    const tabs = await Promise.all(
      Array.from({ length: viewers }, async (_, i) => {
        await sleep(i * spreadMs);
        const ctx = await browser.newContext({ storageState });
        contexts.push(ctx);
        ctx.on("request", (r) => {
          if (!counting || !r.url().startsWith(app.base)) return;
          const key = requestKey(r.url(), r.headers());
          byPath[key] = (byPath[key] ?? 0) + 1;
        });
        const tab = await ctx.newPage();
        await tab.goto(app.base + page, { waitUntil: "load", timeout: 60_000 });
        return tab;
      }),
    );
    const openS = (Date.now() - t0) / 1000;
    // Settle for one interval: the first prefetches of the links in view come after the load.
    await sleep(LIVE_REFRESH_MS);

    const s0 = await upstreamStats(app);
    const cpu0 = app.cpuMs();
    const w0 = Date.now();
    counting = true;
    await sleep(windowS * 1000);
    counting = false;
    const cpu1 = app.cpuMs();
    const s1 = await upstreamStats(app);
    const wallMs = Date.now() - w0;

    const states = await Promise.all(
      tabs.map((t) =>
        t.evaluate(() => ({
          visible: document.visibilityState === "visible",
          live: /\blive ·/i.test(document.body.innerText), // the badge is upper-cased by CSS
        })),
      ),
    );
    const upstreamByOperation: LiveViewersRun["upstreamByOperation"] = {};
    for (const [op, n] of Object.entries(s1.callsByOperation ?? {})) {
      const calls = n - (s0.callsByOperation?.[op] ?? 0);
      if (calls === 0) continue;
      const refreshS = refreshSOf(op);
      upstreamByOperation[op] = { calls, refreshS, perInterval: calls / (windowS / refreshS) };
    }
    await Promise.all(contexts.map((c) => c.close()));
    return {
      page,
      viewers,
      signedInAs: signedInAs ?? null,
      windowS,
      openS,
      visiblePages: states.filter((s) => s.visible).length,
      livePages: states.filter((s) => s.live).length,
      browserRequests: Object.values(byPath).reduce((a, b) => a + b, 0),
      browserRequestsByPath: byPath,
      upstreamCalls: s1.upstreamCalls - s0.upstreamCalls,
      upstreamByOperation,
      ...(cpu0 !== undefined && cpu1 !== undefined ? { appCpuShare: (cpu1 - cpu0) / wallMs } : {}),
    };
  } finally {
    await browser.close();
  }
}

/** A completed 2024 match no other benchmark asks for, so the proxy has nothing cached for it. */
export const LIVE_MATCH = 2024215;

/**
 * The live-viewer runs on a started app (its data directory given, for the replay file): one anonymous
 * viewer of the summary as the yardstick, then `viewers` of them, then signed-in coaches on the
 * statistics view (the player and squad statistics every 10 s) if `coaches` > 0. The replay is undone at the end.
 */
export async function liveBench(
  app: App,
  dataDir: string,
  opts: { viewers?: number; windowS?: number; coaches?: number; log?: (m: string) => void } = {},
): Promise<LiveBenchResults> {
  const { viewers = 50, windowS = 60, coaches = 10, log = console.log } = opts;
  const minutesIn = 30;
  const replay = await replayLive(app, dataDir, LIVE_MATCH, minutesIn);
  const runs: LiveViewersRun[] = [];
  const run = async (o: LiveViewersOptions) => {
    const r = await liveViewersBench(app, LIVE_MATCH, o);
    runs.push(r);
    const ops = Object.entries(r.upstreamByOperation)
      .map(([op, x]) => `${op} ${x.calls} (${x.perInterval.toFixed(2)}/interval)`)
      .join(", ");
    log(`web: ${r.viewers} viewer(s) of ${r.page}, ${r.windowS} s: ${r.browserRequests} requests, ${ops}`);
  };
  try {
    await run({ viewers: 1, windowS });
    await run({ viewers, windowS });
    if (coaches > 0) await run({ view: "/stats", viewers: coaches, windowS, signedInAs: "coach@demo.local" });
  } finally {
    await replay.restore();
  }
  return { matchId: LIVE_MATCH, minutesIn, maxAgeS: replay.maxAgeS, runs };
}

async function main() {
  const snapshot = await snapshotBuild(console.log); // builds nothing: the existing .next, copied
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "web-live-"));
  let app: App | undefined;
  try {
    app = await startApp(snapshot.dir, dataDir);
    // LIVE_VIEWERS, LIVE_WINDOW_S, LIVE_COACHES: a quicker run while working on it.
    const env = (k: string) => (process.env[k] ? Number(process.env[k]) : undefined);
    const live = await liveBench(app, dataDir, {
      viewers: env("LIVE_VIEWERS"),
      windowS: env("LIVE_WINDOW_S"),
      coaches: env("LIVE_COACHES"),
    });
    const js = await matchViewsJs(app.base);
    console.log(JSON.stringify({ live, matchViewsJs: js }, null, 2));
  } catch (e) {
    if (app) console.error(`the app's last output:\n${app.output()}`);
    throw e;
  } finally {
    await app?.stop();
    snapshot.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runWhenMain(import.meta.url, main);
