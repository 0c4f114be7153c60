import { afterEach, describe, expect, it } from "vitest";
import { createWorkerOffload } from "./worker-offload";

type Job = { op: "double" | "later" | "throw" | "exit" | "busy"; n: number };
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0)) await c();
});

function offload(entry = "lib/net/worker-pool-fixture.ts") {
  const inlineCalls: Job[] = [];
  const o = createWorkerOffload<Job, number>({
    entry,
    inline: (job) => (inlineCalls.push(job), job.n * 2),
    warn: () => {},
  });
  closers.push(o.close);
  return { ...o, inlineCalls };
}

describe("createWorkerOffload", () => {
  it("does the work in its thread, answers given later included, and counts it", async () => {
    const o = offload();
    expect(await Promise.all([o.run({ op: "double", n: 2 }), o.run({ op: "later", n: 5 })])).toEqual([4, 10]);
    expect(o.counts).toEqual({ worker: 2, fellBack: 0 });
    expect(o.inlineCalls).toEqual([]);
  });

  it("a job's own error is passed on with its message, not done again here", async () => {
    const o = offload();
    await expect(o.run({ op: "throw", n: 7 })).rejects.toThrow("asked to throw at 7");
    expect(o.inlineCalls).toEqual([]);
  });

  it("does the work here when no worker can run (its module missing, or its thread gone)", async () => {
    const missing = offload("lib/net/no-such-worker.ts");
    expect(await missing.run({ op: "double", n: 3 })).toBe(6);
    expect(missing.counts).toEqual({ worker: 0, fellBack: 1 });
    const dying = offload();
    expect(await dying.run({ op: "exit", n: 4 })).toBe(8);
    expect(dying.counts.fellBack).toBe(1);
    expect(dying.inlineCalls).toEqual([{ op: "exit", n: 4 }]);
  });
});
