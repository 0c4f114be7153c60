// The data loaders' costs, as ratios against a yardstick measured in the same run (the shared machine
// makes absolute times drift): the real AFL import against merely reading and splitting its CSV files,
// and the demo league's 20 seasons against 20 times one season (how far from linear it grows).
// These replaced wall-clock asserts in the unit tests. `npx tsx bench/data-load.ts` runs it alone.
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadAflDataset } from "@/lib/service/afl/load-afl-dataset";
import { generateDemoLeague } from "@/lib/service/demo/generate-demo-league";

const DIR = path.resolve(import.meta.dirname, "../data/afl");
const FILES = ["venues.csv", "players.csv", "matches.csv", "player_stats.csv"];
const NOW = new Date("2025-05-17T09:12:34.567Z");
const RUNS = 5;

export interface DataLoadResult {
  loadMs: number;
  splitMs: number;
  demo1Ms: number;
  demo20Ms: number;
}

/** Median of RUNS timings of fn, after one warm-up run. */
function median(fn: () => unknown): number {
  fn();
  const t: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    fn();
    t.push(performance.now() - t0);
  }
  return t.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

export function benchDataLoad(): DataLoadResult {
  const split = () =>
    FILES.map((f) =>
      readFileSync(path.join(DIR, f), "utf8")
        .split("\n")
        .map((l) => l.split(",")),
    );
  return {
    loadMs: median(() => loadAflDataset(DIR)),
    splitMs: median(split),
    demo1Ms: median(() => generateDemoLeague({ seed: 1, seasons: 1, now: NOW })),
    demo20Ms: median(() => generateDemoLeague({ seed: 1, seasons: 20, now: NOW })),
  };
}

export function dataLoadSection(r: DataLoadResult): string {
  const ms = (n: number) => `${Math.round(n)} ms`;
  return `## Data loading

Median of ${RUNS} runs after a warm-up, in one process (\`bench/data-load.ts\`).

| what | time | yardstick | ratio |
|---|---:|---:|---:|
| real AFL import (\`loadAflDataset\`, 4 CSVs, 29,808 player rows) | ${ms(r.loadMs)} | read + split the same files: ${ms(r.splitMs)} | ${(r.loadMs / r.splitMs).toFixed(1)}× |
| demo league, 20 seasons (\`generateDemoLeague\`) | ${ms(r.demo20Ms)} | 20 × one season: ${ms(20 * r.demo1Ms)} | ${(r.demo20Ms / (20 * r.demo1Ms)).toFixed(2)}× |
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(dataLoadSection(benchDataLoad()));
}
