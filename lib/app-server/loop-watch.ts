import { monitorEventLoopDelay, type IntervalHistogram } from "node:perf_hooks";

// The process's event loop as the benchmarks read it (BENCH_MODE=1: server.ts starts the watch,
// `/api/bench/loop` reads it): how long anything waited for the loop, the longest first. On globalThis,
// since Next may load this module in several bundles beside server.ts's own copy.
const KEY = Symbol.for("footy.loop-watch");
type Holder = { [KEY]?: IntervalHistogram };

/** Starts watching the loop (once a process; sampled every 10 ms). */
export function watchLoop(): void {
  const g = globalThis as Holder;
  if (g[KEY]) return;
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  g[KEY] = h;
}

/**
 * The longest wait for the loop and the 99th percentile since the last read (ms; the sampling's own
 * 10 ms included), and starts over; undefined when nothing watches.
 */
export function readLoop(): { maxMs: number; p99Ms: number } | undefined {
  const h = (globalThis as Holder)[KEY];
  if (!h) return undefined;
  const out = { maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6 };
  h.reset();
  return out;
}
