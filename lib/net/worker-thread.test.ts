import type { Worker } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import type { WorkerReply } from "./worker-jobs";
import { startWorkerThread, workerFiles } from "./worker-thread";

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
  worker = undefined;
});

// The worker of worker-pool.test.ts: doubles a number, or exits when asked.
const FIXTURE = "lib/net/worker-pool-fixture.ts";

function start() {
  const replies: WorkerReply<number>[] = [];
  let gone!: (v: { why: string; answered: boolean }) => void;
  const goneOnce = new Promise<{ why: string; answered: boolean }>((r) => (gone = r));
  const firstReply = new Promise<void>((r) => {
    worker = startWorkerThread<number>(
      workerFiles(FIXTURE),
      {},
      {
        reply: (reply) => (replies.push(reply), r()),
        gone: (why, answered) => gone({ why, answered }),
      },
    );
  });
  return { w: worker!, replies, firstReply, goneOnce };
}

describe("workerFiles", () => {
  it("finds the boot script and the module from the working directory, or says they are not there", () => {
    const files = workerFiles(FIXTURE);
    expect(files.present).toBe(true);
    expect(files.entry).toBe(`${process.cwd()}/${FIXTURE}`);
    expect(workerFiles("lib/net/no-such-worker.ts").present).toBe(false);
  });
});

describe("startWorkerThread", () => {
  it("tells each reply, and once it exits, why and that it had answered", async () => {
    const t = start();
    t.w.postMessage({ id: 7, input: { op: "double", n: 21 } });
    await t.firstReply;
    expect(t.replies).toEqual([{ id: 7, ok: true, out: 42 }]);
    t.w.postMessage({ id: 8, input: { op: "exit", n: 0 } });
    expect(await t.goneOnce).toEqual({ why: "exited with code 3", answered: true });
  }, 30_000);

  it("a worker gone before any answer did not start", async () => {
    const t = start();
    t.w.postMessage({ id: 1, input: { op: "exit", n: 0 } });
    expect(await t.goneOnce).toEqual({ why: "exited with code 3", answered: false });
  }, 30_000);
});
