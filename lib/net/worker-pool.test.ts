import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, WorkerUnavailable, type WorkerPool } from "./worker-pool";

type Job = { op: "double" | "throw" | "exit" | "busy"; n: number };
let pool: WorkerPool<Job, number> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

const make = (opts: { entry?: string; idleMs?: number; warn?: (m: string) => void } = {}) =>
  (pool = createWorkerPool<Job, number>({
    entry: opts.entry ?? "lib/net/worker-pool-fixture.ts",
    idleMs: opts.idleMs,
    warn: opts.warn,
    rebuildError: (e) => new Error(`rebuilt: ${(e as { message: string }).message}`),
  }));

describe("worker pool", () => {
  it("answers jobs in a worker thread, many at once, each with its own answer", async () => {
    const p = make();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => p.run({ op: "double", n })));
    expect(answers).toEqual([2, 4, 6, 8, 10]);
    expect(p.pending).toBe(0);
  }, 30_000);

  it("a job's error comes back as the caller rebuilds it; the worker serves on", async () => {
    const p = make();
    await expect(p.run({ op: "throw", n: 7 })).rejects.toThrow("rebuilt: asked to throw at 7");
    expect(await p.run({ op: "double", n: 4 })).toBe(8);
  }, 30_000);

  it("a worker that dies fails its jobs as unavailable, and the next job starts a new one", async () => {
    const p = make();
    expect(await p.run({ op: "double", n: 1 })).toBe(2);
    const dying = p.run({ op: "exit", n: 0 });
    await expect(dying).rejects.toBeInstanceOf(WorkerUnavailable);
    expect(await p.run({ op: "double", n: 21 })).toBe(42);
  }, 30_000);

  it("without its module it refuses at once, so the caller does the work itself", async () => {
    const p = make({ entry: "lib/net/no-such-worker.ts" });
    await expect(p.run({ op: "double", n: 1 })).rejects.toBeInstanceOf(WorkerUnavailable);
  });

  it("a worker that never starts is given up after two tries, with one warning", async () => {
    const warnings: string[] = [];
    // The fixture exits on its first job, before any answer: as a module that fails to load would.
    const p = make({ warn: (m) => warnings.push(m) });
    await expect(p.run({ op: "exit", n: 0 })).rejects.toBeInstanceOf(WorkerUnavailable);
    await expect(p.run({ op: "exit", n: 0 })).rejects.toBeInstanceOf(WorkerUnavailable);
    await expect(p.run({ op: "double", n: 1 })).rejects.toThrow(/no worker thread/);
    expect(warnings).toEqual([expect.stringMatching(/did not start.*main thread/)]);
  }, 30_000);

  it("ends its thread when idle and starts another for the next job", async () => {
    const p = make({ idleMs: 50 });
    expect(await p.run({ op: "double", n: 2 })).toBe(4);
    expect(p.running).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(p.running).toBe(false);
    expect(await p.run({ op: "double", n: 3 })).toBe(6);
  }, 30_000);
});
