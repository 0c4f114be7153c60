import { parentPort, type Transferable } from "node:worker_threads";
import type { WorkerReply } from "./worker-pool";

/**
 * The worker's side of a pool (worker-pool.ts): answers each job with `work`'s result, or with what
 * it threw, turned into plain data by `describeError` (an Error's class does not cross threads).
 */
export function serveJobs<In, Out>(
  work: (input: In) => { out: Out; transfer?: Transferable[] },
  describeError: (err: unknown) => unknown = (err) => ({ message: String((err as Error)?.message ?? err) }),
) {
  const port = parentPort;
  if (!port) throw new Error("serveJobs runs in a worker thread");
  port.on("message", ({ id, input }: { id: number; input: In }) => {
    let reply: WorkerReply<Out>;
    let transfer: Transferable[] = [];
    try {
      const r = work(input);
      reply = { id, ok: true, out: r.out };
      transfer = r.transfer ?? [];
    } catch (err) {
      reply = { id, ok: false, error: describeError(err) };
    }
    port.postMessage(reply, transfer);
  });
}
