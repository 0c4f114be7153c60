import type { Store } from "@/lib/service/store/store";
import { createWorkerPool, WorkerUnavailable, type WorkerPool } from "@/lib/net/worker-pool";
import { answerBytes } from "../answer-bytes";
import type { HandlerBase, ServedRequest } from "../handlers";
import { clockAt } from "../resources/match-clock";
import { OFFLOAD_MIN_FILTERS, OFFLOADED, rebuildError, type StatsJob, type StatsOut } from "./job";
import { matchStoreParts } from "./match-store";
import { WORKER_ENTRIES } from "@/lib/net/server-bundle";

// A completed match's payload statistics are computed in a worker thread: the
// season build asks the player statistics POST with 25 filters a match, once ~200 ms (now ~60) of generating, counting and writing
// ~11 MB of JSON, which on the main thread held every other answer and page for as long
// (BENCHMARKS.md "Fresh install": a 357 ms event-loop block). The worker answers from the match's
// corner of the store with the same handlers, so the bytes are the same (stats-worker.test.ts).
// Live matches (a replay) and every other operation are answered on the main thread as before (job.ts).

export type AnswerBytes = (request: ServedRequest, base: HandlerBase) => Promise<Buffer> | Buffer;

/** An answer's bytes computed on this thread (every answer the worker does not take). */
export const answerInline: AnswerBytes = answerBytes;

/** Each store a number, so the worker keeps a match's store per data version (an import is a new one). */
const versions = new WeakMap<Store, number>();
let lastVersion = 0;
const versionOf = (store: Store) => {
  let v = versions.get(store);
  if (v === undefined) versions.set(store, (v = ++lastVersion));
  return v;
};

export function createStatsOffload(
  opts: { warn?: (m: string) => void; pool?: WorkerPool<StatsJob, StatsOut> } = {},
) {
  const pool =
    opts.pool ??
    createWorkerPool<StatsJob, StatsOut>({
      entry: WORKER_ENTRIES.stats,
      warn: opts.warn,
      rebuildError,
    });

  // Answers computed by the worker, and those it could not take (done here instead).
  const counts = { worker: 0, fellBack: 0 };
  const answer: AnswerBytes = (request, base) => {
    const matchId = (request.params as { matchId?: number }).matchId;
    const body = base.body as { playerMetricRequests?: unknown; squadMetricRequests?: unknown } | null;
    const filters = body?.playerMetricRequests ?? body?.squadMetricRequests;
    if (
      !OFFLOADED.has(request.id) ||
      matchId === undefined ||
      !Array.isArray(filters) ||
      filters.length < OFFLOAD_MIN_FILTERS
    )
      return answerInline(request, base);
    const { store, nowMs } = base.ctx;
    const m = store.matches.get(matchId);
    // Not found, not started or live: answered (or refused) on the main thread, as every answer was.
    if (!m || clockAt(m, nowMs).phase !== "complete" || !store.playerMatchesByMatch.get(matchId)?.length)
      return answerInline(request, base);
    const parts = matchStoreParts(store, matchId);
    if (!parts) return answerInline(request, base);
    const job: StatsJob = {
      request: { id: request.id, params: request.params, query: request.query } as StatsJob["request"],
      caller: base.caller,
      path: base.path,
      body: base.body,
      nowMs,
      version: versionOf(store),
      matchId,
      parts,
    };
    return pool.run(job).then(
      ({ bytes }) => {
        counts.worker++;
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      },
      (err) => {
        if (err instanceof WorkerUnavailable) {
          counts.fellBack++;
          return answerInline(request, base);
        }
        throw err;
      },
    );
  };
  return { answer, counts, close: () => pool.close() };
}

export type StatsOffload = ReturnType<typeof createStatsOffload>;
