import type { Transferable, Worker } from "node:worker_threads";
import { createIdleTimer } from "./idle-timer";
import { createWorkerJobs, WorkerUnavailable } from "./worker-jobs";
import { startWorkerThread, workerFiles, type WorkerThreadOptions } from "./worker-thread";

// Work that would hold the event loop for a long time (a season build's ~11 MB statistics answers:
// ~200 ms to compute, ~100 ms to parse and check) goes to one worker thread, so pages and small
// answers keep being served meanwhile (ARCHITECTURE.md, "Off the main thread"). One thread a pool:
// the machine this runs on has two cores, and the main thread needs one. The thread starts on first
// use and ends after a while idle, so its memory goes back when no build runs.

export { WorkerUnavailable, type WorkerReply } from "./worker-jobs";

export interface WorkerPool<In, Out> {
  /** Runs a job. The worker's thread runs its jobs one after another, in the order sent. */
  run(input: In, transfer?: Transferable[]): Promise<Out>;
  /** Jobs sent and not yet answered. */
  readonly pending: number;
  /** Whether a worker thread is running now. */
  readonly running: boolean;
  close(): Promise<void>;
}

/** The thread's options (its heap limit, its Node options: worker-thread.ts), and the pool's. */
export interface WorkerPoolOptions extends WorkerThreadOptions {
  /** The worker's module, relative to the project root (the app's working directory). */
  entry: string;
  /** Ends the thread after this long without work (default 30 s). */
  idleMs?: number;
  /** Told once when the pool gives up on its worker (the work is then done on the main thread). */
  warn?: (message: string) => void;
  /** The rejection a job's error becomes (default: the error as it came). */
  rebuildError?: (error: unknown) => unknown;
}

// Starts that failed in a row before the pool stops trying (the work is done inline from then on).
const MAX_FAILED_STARTS = 2;

/**
 * The pool: jobs posted to its one thread at once (worker-jobs.ts keeps them until answered), the
 * thread started on first use (worker-thread.ts) and ended when idle (idle-timer.ts). A thread that
 * dies fails its jobs as unavailable; one that dies before answering anything, twice in a row, is
 * given up, and the pool refuses from then on, so that its callers do the work themselves.
 */
export function createWorkerPool<In, Out>(opts: WorkerPoolOptions): WorkerPool<In, Out> {
  const files = workerFiles(opts.entry);
  let worker: Worker | null = null;
  let disabled = !files.present;
  let failedStarts = 0;
  const jobs = createWorkerJobs<Out>(opts.rebuildError);
  const idle = createIdleTimer(opts.idleMs ?? 30_000, () => {
    if (jobs.size === 0 && worker) {
      const w = worker;
      worker = null;
      void w.terminate();
    }
  });

  function start(): Worker {
    const w: Worker = startWorkerThread<Out>(files, opts, {
      reply: (reply) => {
        failedStarts = 0;
        jobs.settle(reply);
        if (jobs.size === 0) idle.arm();
      },
      gone: (why, answered) => {
        if (worker !== w) return; // told already (an error is followed by an exit), or ended idle
        worker = null;
        if (!answered && ++failedStarts >= MAX_FAILED_STARTS) {
          disabled = true;
          opts.warn?.(
            `${opts.entry}: the worker thread did not start (${why}); its work runs on the main thread`,
          );
        }
        jobs.failAll(why);
      },
    });
    return w;
  }

  return {
    get pending() {
      return jobs.size;
    },
    get running() {
      return worker !== null;
    },
    run(input, transfer = []) {
      if (disabled) return Promise.reject(new WorkerUnavailable(`${opts.entry}: no worker thread`));
      idle.cancel();
      return new Promise<Out>((resolve, reject) => {
        const id = jobs.add(resolve, reject);
        worker ??= start();
        worker.postMessage({ id, input }, transfer);
      });
    },
    async close() {
      disabled = true;
      idle.cancel();
      const w = worker;
      worker = null;
      jobs.failAll("the pool was closed");
      if (w) await w.terminate();
    },
  };
}
