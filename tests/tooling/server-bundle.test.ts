// The compiled server (scripts/server-bundle-build.ts, lib/net/server-bundle.ts), on a bundle of two
// small entries made here: a module keeps its source's address, every file names its bundle in the
// environment, and worker threads are then started from their compiled modules. And `npm start` runs
// the compiled server with plain Node, not the sources through tsx.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Worker } from "node:worker_threads";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { compiledName, SERVER_BUNDLE_ENTRY, SERVER_BUNDLE_ENV } from "@/lib/net/server-bundle";
import type { WorkerReply } from "@/lib/net/worker-jobs";
import { startWorkerThread, workerFiles } from "@/lib/net/worker-thread";
import { bundleServer } from "@/scripts/server-bundle-build";

const root = path.resolve(import.meta.dirname, "../..");
const OWN_ADDRESS = "tests/tooling/fixtures/own-address.ts";
const WORKER = "lib/net/worker-pool-fixture.ts"; // doubles a number (worker-pool.test.ts's)
const outdir = mkdtempSync(path.join(tmpdir(), "server-bundle-"));
let worker: Worker | undefined;

beforeAll(() => bundleServer(root, [OWN_ADDRESS, WORKER], outdir), 60_000);
afterEach(async () => {
  delete process.env[SERVER_BUNDLE_ENV];
  await worker?.terminate();
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe("the compiled server", () => {
  it("keeps each module's own address, and names its bundle as it starts", () => {
    const env = { ...process.env };
    delete env[SERVER_BUNDLE_ENV];
    const out = execFileSync(process.execPath, [path.join(outdir, compiledName(OWN_ADDRESS))], {
      env,
      encoding: "utf8",
    });
    expect(JSON.parse(out)).toEqual({ file: path.join(root, OWN_ADDRESS), bundle: `${outdir}${path.sep}` });
  });

  it("starts worker threads from their compiled modules once the bundle is named", async () => {
    expect(workerFiles(WORKER).entry, "the sources, with no bundle named").toBe(path.join(root, WORKER));
    process.env[SERVER_BUNDLE_ENV] = outdir;
    const files = workerFiles(WORKER);
    expect(files).toEqual({
      boot: path.join(outdir, compiledName(WORKER)),
      entry: files.boot,
      present: true,
    });
    // A module the bundle lacks is still run from its source.
    expect(workerFiles("lib/net/worker-thread-none.ts").entry).toBe(
      path.join(root, "lib/net/worker-thread-none.ts"),
    );
    const reply = await new Promise<WorkerReply<number>>((resolve, reject) => {
      worker = startWorkerThread<number>(
        files,
        {},
        { reply: resolve, gone: (why) => reject(new Error(why)) },
      );
      worker.postMessage({ id: 1, input: { op: "double", n: 21 } });
    });
    expect(reply).toEqual({ id: 1, ok: true, out: 42 });
  }, 30_000);

  it("is what `npm start` runs, with plain Node", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start.endsWith(` node --expose-gc ${SERVER_BUNDLE_ENTRY}`), scripts.start).toBe(true);
    expect(scripts.start).not.toMatch(/\btsx\b/);
    expect(scripts.build).toMatch(/^next build && tsx scripts\/build-server\.ts$/);
  });
});
