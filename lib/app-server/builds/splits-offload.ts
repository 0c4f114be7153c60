import "server-only";
import { createWorkerOffload } from "@/lib/net/worker-offload";
import { digestSplits, type Digested } from "./splits-digest";
import { fetchSplits, type FetchedSplits, type SplitsFetch } from "./splits-fetch";
import { WORKER_ENTRIES } from "@/lib/net/server-bundle";

export type DigestSplits = (path: string, matchId: number, bytes: Uint8Array) => Promise<Digested>;

/** A job of the splits' worker: an answer's bytes to digest, or a match to ask for and digest. */
export type SplitsJob = { path: string; matchId: number; bytes: Uint8Array } | { fetch: SplitsFetch };
export type SplitsOut = Digested | FetchedSplits;

const inline = (job: SplitsJob): SplitsOut | Promise<SplitsOut> =>
  "fetch" in job ? fetchSplits(job.fetch) : digestSplits(job.path, job.matchId, job.bytes);

/**
 * The season build's digest of each player statistics POST answer in a worker thread, so that parsing and checking
 * ~11 MB a match does not hold the pages' event loop; with the embedded service the worker asks for
 * the answer too (splits-fetch.ts). On this thread when no worker can run.
 */
export function createSplitsOffload(warn?: (m: string) => void): {
  digest: DigestSplits;
  fetch: (job: SplitsFetch) => Promise<FetchedSplits>;
  counts: { worker: number; fellBack: number };
  close(): Promise<void>;
} {
  const offload = createWorkerOffload<SplitsJob, SplitsOut>({
    entry: WORKER_ENTRIES.splits,
    // contract-check.ts and its neighbours are fenced as server-only, as React's server bundle is.
    execArgv: ["--conditions=react-server"],
    warn,
    inline,
  });
  return {
    counts: offload.counts,
    // The bytes are copied to the worker, not moved: if it dies, they are digested here.
    digest: (path, matchId, bytes) => offload.run({ path, matchId, bytes }) as Promise<Digested>,
    fetch: (job) => offload.run({ fetch: job }) as Promise<FetchedSplits>,
    close: offload.close,
  };
}
