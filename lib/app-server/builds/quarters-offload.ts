import "server-only";
import { createWorkerOffload } from "@/lib/net/worker-offload";
import { fetchQuarterBatch, type QuarterBatch } from "./quarters-batch";
import { WORKER_ENTRIES } from "@/lib/net/server-bundle";

/**
 * The records' batches of quarter scores asked from a worker thread (quarters-worker.ts): with the
 * embedded service the app calls itself, and each call's client half (the HTTP request, reading,
 * checking and compacting the answer) cost the one event loop as much again as the service's half.
 * In a thread of its own it runs on the other core. Here when no worker can run.
 */
export function createQuartersOffload(warn?: (m: string) => void) {
  const offload = createWorkerOffload({
    entry: WORKER_ENTRIES.quarters,
    // contract-check.ts is fenced as server-only, as React's server bundle is.
    execArgv: ["--conditions=react-server"],
    warn,
    inline: (batch: QuarterBatch) => fetchQuarterBatch(batch),
  });
  return { counts: offload.counts, fetch: offload.run, close: offload.close };
}
