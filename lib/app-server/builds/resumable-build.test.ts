import { describe, expect, it } from "vitest";
import { createResumableBuild, RESUME_MS } from "./resumable-build";

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe("createResumableBuild", () => {
  it("runs one build at a time, and asks whether one is due only when it could start", async () => {
    const runs = createResumableBuild(() => 0);
    const d = deferred();
    let builds = 0;
    let asked = 0;
    const due = () => (asked++, true);
    runs.start(due, () => (builds++, d.promise));
    expect(runs.running).toBe(true);
    runs.start(due, () => (builds++, d.promise)); // a visit during the build starts nothing
    expect([builds, asked]).toEqual([1, 1]);
    d.resolve();
    await runs.settled();
    expect(runs.running).toBe(false);
    runs.start(
      () => false,
      async () => void builds++,
    ); // nothing due: no build
    expect(builds).toBe(1);
  });

  it("keeps a failure's message and starts again no sooner than RESUME_MS after it, clearing it", async () => {
    let t = 1_000;
    const runs = createResumableBuild(() => t);
    runs.start(
      () => true,
      async () => {
        throw new Error("service down");
      },
    );
    await runs.settled();
    expect(runs.error).toBe("service down");
    let builds = 0;
    const d = deferred();
    t += RESUME_MS - 1;
    runs.start(
      () => true,
      () => (builds++, d.promise),
    );
    expect(builds).toBe(0);
    t += 1;
    runs.start(
      () => true,
      () => (builds++, d.promise),
    );
    expect(builds).toBe(1);
    expect(runs.error).toBeNull(); // a new start clears the last failure
    d.reject("refused"); // not an Error: its text
    await runs.settled();
    expect(runs.error).toBe("refused");
  });
});
