import { createWorkerPool, WorkerUnavailable } from "./worker-pool";

/**
 * Work sent to a worker thread of its own (worker-pool.ts) and done on this thread instead when no
 * worker can run: `inline` is the same work, so the answer is the same either way. A job's own error
 * (not the thread's) is passed on as an Error with its message. Counts where each job was done.
 */
export function createWorkerOffload<In, Out>(opts: {
  /** The worker's module, relative to the project root (worker-pool.ts). */
  entry: string;
  inline: (input: In) => Out | Promise<Out>;
  execArgv?: string[];
  warn?: (m: string) => void;
}) {
  const pool = createWorkerPool<In, Out>({
    entry: opts.entry,
    execArgv: opts.execArgv,
    warn: opts.warn,
    rebuildError: (e) => new Error((e as { message: string }).message),
  });
  const counts = { worker: 0, fellBack: 0 };
  return {
    counts,
    run: (input: In): Promise<Out> =>
      pool.run(input).then(
        (out) => {
          counts.worker++;
          return out;
        },
        (err) => {
          if (!(err instanceof WorkerUnavailable)) throw err;
          counts.fellBack++;
          return opts.inline(input);
        },
      ),
    close: () => pool.close(),
  };
}
