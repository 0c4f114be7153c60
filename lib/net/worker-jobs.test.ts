import { describe, expect, it } from "vitest";
import { createWorkerJobs, WorkerUnavailable } from "./worker-jobs";

// A job added to `jobs`, its outcome readable once settled.
function job(jobs: ReturnType<typeof createWorkerJobs<number>>) {
  let outcome: { out?: number; err?: unknown } | undefined;
  const id = jobs.add(
    (out) => (outcome = { out }),
    (err) => (outcome = { err }),
  );
  return { id, outcome: () => outcome };
}

describe("createWorkerJobs", () => {
  it("settles each job by its reply's id, once, each with its own answer", () => {
    const jobs = createWorkerJobs<number>();
    const [a, b] = [job(jobs), job(jobs)];
    expect(a.id).not.toBe(b.id);
    expect(jobs.size).toBe(2);
    jobs.settle({ id: b.id, ok: true, out: 4 });
    expect(b.outcome()).toEqual({ out: 4 });
    expect(a.outcome()).toBeUndefined();
    jobs.settle({ id: b.id, ok: true, out: 5 }); // answered already: dropped
    expect(b.outcome()).toEqual({ out: 4 });
    expect(jobs.size).toBe(1);
  });

  it("rejects a job's error as the caller rebuilds it, or as it came", () => {
    const rebuilt = createWorkerJobs<number>(
      (e) => new Error(`rebuilt: ${(e as { message: string }).message}`),
    );
    const r = job(rebuilt);
    rebuilt.settle({ id: r.id, ok: false, error: { message: "boom" } });
    expect((r.outcome()?.err as Error).message).toBe("rebuilt: boom");
    const plain = createWorkerJobs<number>();
    const p = job(plain);
    plain.settle({ id: p.id, ok: false, error: { message: "boom" } });
    expect(p.outcome()?.err).toEqual({ message: "boom" });
  });

  it("fails every waiting job as unavailable, saying why, and keeps none", () => {
    const jobs = createWorkerJobs<number>();
    const [a, b] = [job(jobs), job(jobs)];
    jobs.failAll("exited with code 3");
    for (const j of [a, b]) {
      expect(j.outcome()?.err).toBeInstanceOf(WorkerUnavailable);
      expect((j.outcome()?.err as Error).message).toBe("exited with code 3");
    }
    expect(jobs.size).toBe(0);
  });
});
