// The parent's side of bench/live-crowd-viewers.ts: a process of viewers of one match's stream, asked
// for its status while it runs and for its report when it stops.
import { liveStreamHref } from "../lib/links";
import { crowdProcess } from "./crowd-process";

export interface ViewersReport {
  connected: number;
  connectMs: number[];
  failures: number;
  refused: number;
  reconnects: number;
  snapshots: number;
  gaps: number;
  bytes: number;
  scores: { id: string; at: number; score: Record<"home" | "away", { points: number }> }[];
  arrivals: { id: string; first: number; last: number; n: number }[];
}

export interface ViewersStatus {
  /** Viewers by the feed (epoch) of their last id, and when the last of them first heard from it. */
  byEpoch: Record<string, { n: number; lastSince: number }>;
  refused: number;
  failures: number;
}

export interface Viewers {
  status(): Promise<ViewersStatus>;
  stop(): Promise<ViewersReport>;
}

/** The p-quantile of `xs` (nearest rank below), NaN for none. */
export const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * p)] : NaN;

// Sockets a viewers' process holds at most (the processes' open-file cap is 20,000 here).
export const PER_PROCESS = 5000;

/** A crowd of `n` viewers of `matchId`'s stream, in as many processes as it takes. */
export const crowdOf = (base: string, matchId: number, n: number): Viewers[] =>
  Array.from({ length: Math.ceil(n / PER_PROCESS) }, (_, i) =>
    viewers(base, matchId, Math.min(PER_PROCESS, n - i * PER_PROCESS)),
  );

/** A change of score the first process's first viewer saw, and when the last viewer had it. */
export interface ScoreSeen {
  id: string;
  score: ViewersReport["scores"][number]["score"];
  lastMs: number;
}

/** The changes of score that reached all `n` viewers (of `merged`, the reports' arrivals merged). */
export function scoresAllSaw(reports: ViewersReport[], merged: ReturnType<typeof mergeArrivals>, n: number) {
  return reports[0].scores.flatMap((s): ScoreSeen[] => {
    const m = merged.get(s.id);
    return m && m.n >= n ? [{ id: s.id, score: s.score, lastMs: m.last }] : [];
  });
}

/** A process of `count` viewers of `matchId`'s stream on `base`, its own socket each. */
export function viewers(base: string, matchId: number, count: number): Viewers {
  const p = crowdProcess("live-crowd-viewers.ts", [base, liveStreamHref(matchId), String(count)]);
  return { status: () => p.ask<ViewersStatus>("status"), stop: () => p.stop<ViewersReport>() };
}

/** Per event id, over several processes' reports: the first and last arrival and how many got it. */
export function mergeArrivals(reports: ViewersReport[], since = 0) {
  const merged = new Map<string, { first: number; last: number; n: number }>();
  for (const r of reports)
    for (const a of r.arrivals) {
      if (a.first < since) continue;
      const m = merged.get(a.id);
      if (!m) merged.set(a.id, { first: a.first, last: a.last, n: a.n });
      else
        merged.set(a.id, { first: Math.min(m.first, a.first), last: Math.max(m.last, a.last), n: m.n + a.n });
    }
  return merged;
}

export const sum = (
  reports: ViewersReport[],
  k: "connected" | "failures" | "refused" | "reconnects" | "gaps" | "bytes",
) => reports.reduce((s, r) => s + r[k], 0);
