import { parentPort, type Transferable } from "node:worker_threads";
import type { WorkerReply } from "./worker-pool";

/**
 * The worker's side of a pool (worker-pool.ts): answers each job with `work`'s result, or with what
 * it threw, turned into plain data by `describeError` (an Error's class does not cross threads).
 * `work` may answer later (a promise): jobs then run side by side, each answered when it settles.
 */
export function serveJobs<In, Out>(
  work: (input: In) => Served<Out> | Promise<Served<Out>>,
  describeError: (err: unknown) => unknown = (err) => ({ message: String((err as Error)?.message ?? err) }),
) {
  const port = parentPort;
  if (!port) throw new Error("serveJobs runs in a worker thread");
  const fail = (id: number, err: unknown) =>
    port.postMessage({ id, ok: false, error: describeError(err) } satisfies WorkerReply<Out>);
  port.on("message", ({ id, input }: { id: number; input: In }) => {
    let r: Served<Out> | Promise<Served<Out>>;
    try {
      r = work(input);
    } catch (err) {
      return fail(id, err);
    }
    const answer = (served: Served<Out>) =>
      port.postMessage({ id, ok: true, out: served.out } satisfies WorkerReply<Out>, served.transfer ?? []);
    if (r instanceof Promise) r.then(answer, (err) => fail(id, err));
    else answer(r);
  });
}

type Served<Out> = { out: Out; transfer?: Transferable[] };
