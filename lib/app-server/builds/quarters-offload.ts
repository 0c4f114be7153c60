import "server-only";
import { createWorkerPool, WorkerUnavailable } from "@/lib/net/worker-pool";
import type { MatchQuarters } from "@/lib/history/quarter-records";
import { fetchQuarterBatch, type QuarterBatch } from "./quarters-batch";

/**
 * The records' batches of quarter scores asked from a worker thread (quarters-worker.ts): with the
 * embedded service the app calls itself, and each call's client half (the HTTP request, reading,
 * checking and compacting the answer) cost the one event loop as much again as the service's half.
 * In a thread of its own it runs on the other core. Here when no worker can run.
 */
export function createQuartersOffload(warn?: (m: string) => void) {
  const pool = createWorkerPool<QuarterBatch, [number, MatchQuarters][]>({
    entry: "lib/app-server/builds/quarters-worker.ts",
    // contract-check.ts is fenced as server-only, as React's server bundle is.
    execArgv: ["--conditions=react-server"],
    warn,
    rebuildError: (e) => new Error((e as { message: string }).message),
  });
  const counts = { worker: 0, fellBack: 0 };
  return {
    counts,
    fetch: (batch: QuarterBatch) =>
      pool.run(batch).then(
        (out) => {
          counts.worker++;
          return out;
        },
        (err) => {
          if (!(err instanceof WorkerUnavailable)) throw err;
          counts.fellBack++;
          return fetchQuarterBatch(batch);
        },
      ),
    close: () => pool.close(),
  };
}
