import "server-only";
import { createWorkerOffload } from "@/lib/net/worker-offload";
import { digestSplits, type Digested } from "./splits-digest";

export type DigestSplits = (path: string, matchId: number, bytes: Uint8Array) => Promise<Digested>;

/**
 * The season build's digest of each E16 answer in a worker thread, so that parsing and checking
 * ~11 MB a match does not hold the pages' event loop; on this thread when no worker can run.
 */
export function createSplitsOffload(warn?: (m: string) => void): {
  digest: DigestSplits;
  counts: { worker: number; fellBack: number };
  close(): Promise<void>;
} {
  const offload = createWorkerOffload({
    entry: "lib/app-server/builds/splits-worker.ts",
    // contract-check.ts and its neighbours are fenced as server-only, as React's server bundle is.
    execArgv: ["--conditions=react-server"],
    warn,
    inline: ({ path, matchId, bytes }: { path: string; matchId: number; bytes: Uint8Array }) =>
      digestSplits(path, matchId, bytes),
  });
  return {
    counts: offload.counts,
    // The bytes are copied to the worker, not moved: if it dies, they are digested here.
    digest: (path, matchId, bytes) => offload.run({ path, matchId, bytes }),
    close: offload.close,
  };
}
