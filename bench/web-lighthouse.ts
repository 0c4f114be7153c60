// Lighthouse's CLI (the lighthouse package in bench/node_modules) on Debian's Chromium: performance and accessibility
// only, the JSON report read back for scores, metrics and failures. Scores move by several points from
// run to run on a shared machine, so a page is run several times and the median run reported, as
// Lighthouse's own documentation advises.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_MODULES, spawnTracked, stopTracked } from "./web-app";
import { CHROME_FLAGS, CHROMIUM } from "./web-pages";
import type { LighthouseRun } from "./web-types";

const RUN_TIMEOUT_MS = 90_000;
const METRICS = {
  fcp: "first-contentful-paint",
  lcp: "largest-contentful-paint",
  tbt: "total-blocking-time",
  cls: "cumulative-layout-shift",
  si: "speed-index",
} as const;

interface LhNode {
  selector?: string;
  snippet?: string;
  explanation?: string;
}
interface LhAudit {
  title: string;
  score: number | null;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: { node?: LhNode; score?: number }[] };
}
interface LhReport {
  runtimeError?: { message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, LhAudit>;
}

const clip = (s: string | undefined, n: number) => (s ?? "").replace(/\s+/g, " ").trim().slice(0, n);

function summarise(page: string, preset: LighthouseRun["preset"], r: LhReport): LighthouseRun {
  const score = (c: string) => {
    const s = r.categories[c]?.score;
    return s === null || s === undefined ? undefined : Math.round(s * 100);
  };
  const metric = (id: string) => r.audits[id]?.displayValue ?? "–";
  const failing = (r.categories.accessibility?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: r.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
    .map(({ id, audit }) => ({
      id,
      title: audit.title,
      nodes: (audit.details?.items ?? []).slice(0, 8).map((it) => ({
        selector: clip(it.node?.selector, 160),
        snippet: clip(it.node?.snippet, 160),
        explanation: clip(it.node?.explanation, 300),
      })),
    }));
  const shifts = (r.audits["layout-shifts"]?.details?.items ?? []).slice(0, 4).map((it) => ({
    selector: clip(it.node?.selector, 120),
    score: it.score ?? 0,
  }));
  return {
    page,
    preset,
    performance: score("performance"),
    accessibility: score("accessibility"),
    metrics: {
      fcp: metric(METRICS.fcp),
      lcp: metric(METRICS.lcp),
      tbt: metric(METRICS.tbt),
      cls: metric(METRICS.cls),
      si: metric(METRICS.si),
    },
    domElements: r.audits["dom-size"]?.numericValue,
    mainThread: r.audits["mainthread-work-breakdown"]?.displayValue,
    shifts,
    failing,
    warnings: [...(r.runWarnings ?? []), ...(r.runtimeError ? [r.runtimeError.message] : [])].map((w) =>
      clip(w, 200),
    ),
  };
}

export async function lighthouse(
  base: string,
  page: string,
  preset: LighthouseRun["preset"],
  deadline = Infinity,
): Promise<LighthouseRun> {
  const timeoutMs = Math.max(5000, Math.min(RUN_TIMEOUT_MS, deadline - Date.now()));
  const dir = mkdtempSync(path.join(os.tmpdir(), "lh-bench-"));
  const out = path.join(dir, "report.json");
  const args = [
    base + page,
    "--quiet",
    "--only-categories=performance,accessibility",
    "--output=json",
    `--output-path=${out}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  const env = { ...process.env, CHROME_PATH: CHROMIUM, TMPDIR: dir };
  try {
    const child = spawnTracked(path.join(BENCH_MODULES, ".bin/lighthouse"), args, env);
    let err = "";
    child.stderr!.on("data", (c: Buffer) => (err = (err + c.toString("utf8")).slice(-2000)));
    child.stdout!.resume();
    const timer = setTimeout(() => void stopTracked(child, 2000), timeoutMs);
    const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
    clearTimeout(timer);
    if (code !== 0) {
      const why = code === null ? `stopped after ${Math.round(timeoutMs / 1000)} s` : `exit ${code}`;
      return { page, preset, error: `${why}: ${clip(err.split("\n").slice(-4).join(" "), 300)}` };
    }
    return summarise(page, preset, JSON.parse(readFileSync(out, "utf8")) as LhReport);
  } catch (e) {
    return { page, preset, error: e instanceof Error ? e.message : String(e) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `times` runs of one page and preset (fewer when `deadline` comes first, each needing `runS` seconds);
 * the run with the median performance score, carrying every run's score.
 */
export async function lighthouseMedian(
  base: string,
  page: string,
  preset: LighthouseRun["preset"],
  opts: { times: number; runS: number; deadline: number },
): Promise<LighthouseRun> {
  const runs: LighthouseRun[] = [];
  for (let i = 0; i < opts.times && (i === 0 || Date.now() + opts.runS * 1000 < opts.deadline); i++)
    runs.push(await lighthouse(base, page, preset, opts.deadline));
  const scored = runs.filter((r) => r.performance !== undefined);
  if (!scored.length) return runs[0];
  scored.sort((a, b) => a.performance! - b.performance!);
  return { ...scored[Math.floor((scored.length - 1) / 2)], scores: runs.map((r) => r.performance ?? null) };
}
