// Today's polling beside the stream (the live crowd bench): what a live match's summary asks of the
// app when it has no stream (a browser without EventSource, the page's own fallback): the live beat
// renders the page again on the server (an RSC request) and its answers are asked again on theirs.
// One real Chromium page is recorded for a period; then `viewers` polling viewers repeat what it asked,
// from processes of their own (bench/live-pollers.ts), while the app's CPU and its reads are measured.
import { chromium } from "@playwright/test";
import { writeFileSync } from "node:fs";
import { crowdProcess } from "./crowd-process";
import { pct } from "./live-viewer-procs";
import { CHROME_FLAGS, CHROMIUM } from "./web-pages";
import { benchJson as json, type App } from "./web-app";

// The longest of the page's intervals (lib/queries: the live beat of 10 s, the answers' 15 s) twice:
// each request comes as often in a recorded period as it does in any other.
const PERIOD_MS = 60_000;
// Tabs poll a fixed share of 1.5 s after the beat (live-clock.ts), and their clocks differ a little.
const SPREAD_MS = 2_000;
const PER_PROCESS = 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Recorded {
  periodMs: number;
  requests: { atMs: number; path: string; headers: Record<string, string> }[];
}

/** One anonymous page of the match without EventSource: what it asks of the app in one period. */
export async function recordPolling(app: App, page: string, file: string): Promise<Recorded> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, timeout: 30_000 });
  try {
    const ctx = await browser.newContext();
    const tab = await ctx.newPage();
    await tab.addInitScript(() => delete (window as unknown as { EventSource?: unknown }).EventSource);
    await tab.goto(app.base + page, { waitUntil: "load", timeout: 60_000 });
    await sleep(15_000); // the first prefetches and the first beat after the load
    const requests: Recorded["requests"] = [];
    tab.on("request", (r) => {
      if (!r.url().startsWith(app.base)) return;
      const headers = Object.fromEntries(
        Object.entries(r.headers()).filter(([k]) => !["cookie", "host", "connection"].includes(k)),
      );
      requests.push({ atMs: Date.now() % PERIOD_MS, path: r.url().slice(app.base.length), headers });
    });
    await sleep(PERIOD_MS);
    const recorded = { periodMs: PERIOD_MS, requests };
    writeFileSync(file, JSON.stringify(recorded));
    return recorded;
  } finally {
    await browser.close();
  }
}

interface PollersReport {
  answered: number;
  failed: number;
  pending: number;
  bytes: number;
  ms: number[];
  statuses: Record<string, number>;
  seconds: number;
}

const pollers = (base: string, file: string, count: number) =>
  crowdProcess("live-pollers.ts", [base, file, String(count), String(SPREAD_MS)]);

type Stats = { callsByOperation: Record<string, number> };

/** `viewers` polling viewers for `holdS` seconds: what they cost the app and what they got. */
export async function pollingBench(app: App, page: string, file: string, viewers: number, holdS: number) {
  const recorded = await recordPolling(app, page, file);
  const isRender = (r: Recorded["requests"][number]) => r.headers.rsc === "1";
  const procs = Array.from({ length: Math.ceil(viewers / PER_PROCESS) }, (_, i) =>
    pollers(app.base, file, Math.min(PER_PROCESS, viewers - i * PER_PROCESS)),
  );
  await sleep(PERIOD_MS / 6); // every viewer under way
  await json(app, "/api/bench/loop");
  const calls0 = (await json<Stats>(app, "/api/bench/stats")).callsByOperation;
  const cpu0 = app.cpuMs()!;
  const t0 = Date.now();
  await sleep(holdS * 1000);
  const heldS = (Date.now() - t0) / 1000;
  const cpu1 = app.cpuMs()!;
  const loop = await json<{ maxMs: number }>(app, "/api/bench/loop");
  const calls1 = (await json<Stats>(app, "/api/bench/stats")).callsByOperation;
  const reports = await Promise.all(procs.map((p) => p.stop<PollersReport>()));
  const total = (k: "answered" | "failed" | "bytes") => reports.reduce((s, r) => s + r[k], 0);
  const seconds = Math.max(...reports.map((r) => r.seconds));
  const perViewerPeriod = recorded.requests.length;
  const upstream = Object.entries(calls1).reduce((s, [op, c]) => s + c - (calls0[op] ?? 0), 0);
  return {
    viewers,
    requestsPerMinute: (perViewerPeriod * 60_000) / PERIOD_MS,
    rendersPerMinute: (recorded.requests.filter(isRender).length * 60_000) / PERIOD_MS,
    asked: (total("answered") + total("failed")) / seconds,
    rendersPerS: (viewers * recorded.requests.filter(isRender).length) / (PERIOD_MS / 1000),
    failed: total("failed"),
    unanswered: reports.reduce((s, r) => s + r.pending, 0),
    statuses: Object.entries(
      reports.reduce<Record<string, number>>((s, r) => {
        for (const [k, v] of Object.entries(r.statuses)) s[k] = (s[k] ?? 0) + v;
        return s;
      }, {}),
    )
      .map(([k, v]) => `${k}: ${v}`)
      .join(", "),
    p50Ms: pct(
      reports.flatMap((r) => r.ms),
      0.5,
    ),
    p95Ms: pct(
      reports.flatMap((r) => r.ms),
      0.95,
    ),
    kibPerViewerMinute: total("bytes") / 1024 / viewers / (seconds / 60),
    cpuPct: ((cpu1 - cpu0) / (heldS * 1000)) * 100,
    loopMaxMs: loop.maxMs,
    upstreamPerMinute: upstream / (heldS / 60),
  };
}
