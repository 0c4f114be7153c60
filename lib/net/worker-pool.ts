import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker, type Transferable } from "node:worker_threads";

// Work that would hold the event loop for a long time (a season build's ~11 MB statistics answers:
// ~200 ms to compute, ~100 ms to parse and check) goes to one worker thread, so pages and small
// answers keep being served meanwhile (ARCHITECTURE.md, "Off the main thread"). One thread a pool:
// the machine this runs on has two cores, and the main thread needs one. The thread starts on first
// use and ends after a while idle, so its memory goes back when no build runs.

/** The pool cannot run the work (no worker could start, or it died): the caller does it itself. */
export class WorkerUnavailable extends Error {}

/** What a worker posts back: its answer, or what it threw (as plain data: errors do not cross). */
export type WorkerReply<Out> = { id: number; ok: true; out: Out } | { id: number; ok: false; error: unknown };

export interface WorkerPool<In, Out> {
  /** Runs a job. The worker's thread runs its jobs one after another, in the order sent. */
  run(input: In, transfer?: Transferable[]): Promise<Out>;
  /** Jobs sent and not yet answered. */
  readonly pending: number;
  /** Whether a worker thread is running now. */
  readonly running: boolean;
  close(): Promise<void>;
}

export interface WorkerPoolOptions {
  /** The worker's module, relative to the project root (the app's working directory). */
  entry: string;
  /** Ends the thread after this long without work (default 30 s). */
  idleMs?: number;
  /** The worker's own heap limit (MB): a runaway job ends the worker, not the process. */
  maxOldGenerationSizeMb?: number;
  /** Node options of the worker (`--conditions=react-server` for modules fenced as server-only). */
  execArgv?: string[];
  /** Told once when the pool gives up on its worker (the work is then done on the main thread). */
  warn?: (message: string) => void;
  /** The rejection a job's error becomes (default: the error as it came). */
  rebuildError?: (error: unknown) => unknown;
}

const BOOT = "lib/net/worker-boot.mjs";
// Starts that failed in a row before the pool stops trying (the work is done inline from then on).
const MAX_FAILED_STARTS = 2;

export function createWorkerPool<In, Out>(opts: WorkerPoolOptions): WorkerPool<In, Out> {
  // Paths from the working directory, not from this module: the app's server code runs from Next's
  // bundle, and the bundler is told to leave these alone (the worker loads the sources with tsx).
  const root = process.cwd();
  const boot = path.join(/*turbopackIgnore: true*/ root, BOOT);
  const entry = path.join(/*turbopackIgnore: true*/ root, opts.entry);
  const idleMs = opts.idleMs ?? 30_000;
  let worker: Worker | null = null;
  let disabled = !existsSync(boot) || !existsSync(entry);
  let failedStarts = 0;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | null = null;
  const waiting = new Map<number, { resolve: (out: Out) => void; reject: (err: unknown) => void }>();

  const failAll = (why: string) => {
    for (const w of waiting.values()) w.reject(new WorkerUnavailable(why));
    waiting.clear();
  };

  function start(): Worker {
    const w = new Worker(/*turbopackIgnore: true*/ boot, {
      workerData: { entry: pathToFileURL(entry).href },
      execArgv: opts.execArgv ?? [],
      resourceLimits: {
        maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? 512,
        // A job's objects live only as long as the job (an answer's ~100,000 statistics): a young
        // generation that holds them all lets most die there, uncopied (a season build's CPU time
        // 150–175 s → 140 s, measured once on two cores).
        maxYoungGenerationSizeMb: 96,
      },
    });
    w.unref();
    let answered = false;
    w.on("message", (reply: WorkerReply<Out>) => {
      answered = true;
      failedStarts = 0;
      const job = waiting.get(reply.id);
      if (job) {
        waiting.delete(reply.id);
        if (reply.ok) job.resolve(reply.out);
        else job.reject(opts.rebuildError ? opts.rebuildError(reply.error) : reply.error);
      }
      if (waiting.size === 0) idle();
    });
    const gone = (why: string) => {
      if (worker !== w) return;
      worker = null;
      if (!answered && ++failedStarts >= MAX_FAILED_STARTS) {
        disabled = true;
        opts.warn?.(
          `${opts.entry}: the worker thread did not start (${why}); its work runs on the main thread`,
        );
      }
      failAll(why);
    };
    w.on("error", (err) => gone(err.message));
    w.on("exit", (code) => gone(`exited with code ${code}`));
    return w;
  }

  function idle() {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (waiting.size === 0 && worker) {
        const w = worker;
        worker = null;
        void w.terminate();
      }
    }, idleMs);
    idleTimer.unref();
  }

  return {
    get pending() {
      return waiting.size;
    },
    get running() {
      return worker !== null;
    },
    run(input, transfer = []) {
      if (disabled) return Promise.reject(new WorkerUnavailable(`${opts.entry}: no worker thread`));
      if (idleTimer) clearTimeout(idleTimer);
      idleTimer = null;
      const id = nextId++;
      return new Promise<Out>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker ??= start();
        worker.postMessage({ id, input }, transfer);
      });
    },
    async close() {
      disabled = true;
      if (idleTimer) clearTimeout(idleTimer);
      const w = worker;
      worker = null;
      failAll("the pool was closed");
      if (w) await w.terminate();
    },
  };
}
