/** The pool cannot run the work (no worker could start, or it died): the caller does it itself. */
export class WorkerUnavailable extends Error {}

/** What a worker posts back: its answer, or what it threw (as plain data: errors do not cross). */
export type WorkerReply<Out> = { id: number; ok: true; out: Out } | { id: number; ok: false; error: unknown };

/**
 * The jobs a pool (worker-pool.ts) sent and not yet answered, by id: each settles once, with the
 * worker's reply or, when the worker is gone, as unavailable. `rebuildError` turns a job's error
 * (plain data) back into what the caller expects (default: the error as it came).
 */
export function createWorkerJobs<Out>(rebuildError?: (error: unknown) => unknown) {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (out: Out) => void; reject: (err: unknown) => void }>();
  return {
    get size() {
      return waiting.size;
    },
    /** Waits for a job's reply: the id to send the job with. */
    add(resolve: (out: Out) => void, reject: (err: unknown) => void): number {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      return id;
    },
    /** Settles the job a reply is for (a reply for no job waiting is dropped). */
    settle(reply: WorkerReply<Out>): void {
      const job = waiting.get(reply.id);
      if (!job) return;
      waiting.delete(reply.id);
      if (reply.ok) job.resolve(reply.out);
      else job.reject(rebuildError ? rebuildError(reply.error) : reply.error);
    },
    /** Fails every job waiting as unavailable (each with its own error), so their callers do the work. */
    failAll(why: string): void {
      for (const w of waiting.values()) w.reject(new WorkerUnavailable(why));
      waiting.clear();
    },
  };
}
