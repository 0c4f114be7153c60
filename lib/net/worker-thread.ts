import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { compiledName, SERVER_BUNDLE_ENV } from "./server-bundle";
import type { WorkerReply } from "./worker-jobs";

const BOOT = "lib/net/worker-boot.mjs";

/** A worker's files: the boot script every worker starts with, and the worker's own module. */
export interface WorkerFiles {
  boot: string;
  entry: string;
  /** Both are there (a build without the sources has neither: the work is then done inline). */
  present: boolean;
}

/**
 * A worker's files from its module's path, relative to the project root (the app's working directory).
 * In the built app (its compiled server: lib/net/server-bundle.ts) the worker is its compiled module,
 * started as it is; else the boot script loads the module's source with tsx.
 */
export function workerFiles(entry: string): WorkerFiles {
  const bundle = process.env[SERVER_BUNDLE_ENV];
  if (bundle) {
    const compiled = path.join(/*turbopackIgnore: true*/ bundle, compiledName(entry));
    if (existsSync(compiled)) return { boot: compiled, entry: compiled, present: true };
  }
  // Paths from the working directory, not from this module: the app's server code runs from Next's
  // bundle, and the bundler is told to leave these alone (the worker loads the sources with tsx).
  const root = process.cwd();
  const boot = path.join(/*turbopackIgnore: true*/ root, BOOT);
  const file = path.join(/*turbopackIgnore: true*/ root, entry);
  return { boot, entry: file, present: existsSync(boot) && existsSync(file) };
}

export interface WorkerThreadOptions {
  /** The worker's own heap limit (MB, default 512): a runaway job ends the worker, not the process. */
  maxOldGenerationSizeMb?: number;
  /** Node options of the worker (`--conditions=react-server` for modules fenced as server-only). */
  execArgv?: string[];
}

/**
 * Starts a worker thread that does not hold the process open, telling `reply` each reply it posts
 * and `gone` once when it errs or exits, with why and whether it had answered anything (a worker
 * that never answered did not start).
 */
export function startWorkerThread<Out>(
  files: WorkerFiles,
  opts: WorkerThreadOptions,
  on: { reply: (reply: WorkerReply<Out>) => void; gone: (why: string, answered: boolean) => void },
): Worker {
  const w = new Worker(/*turbopackIgnore: true*/ files.boot, {
    workerData: { entry: pathToFileURL(files.entry).href },
    execArgv: opts.execArgv ?? [],
    resourceLimits: {
      maxOldGenerationSizeMb: opts.maxOldGenerationSizeMb ?? 512,
      // A job's objects live only as long as the job (an answer's ~100,000 statistics): a young
      // generation that holds them all lets most die there, uncopied (a season build's CPU time
      // 150–175 s → 140 s, measured once on two cores).
      maxYoungGenerationSizeMb: 96,
    },
  });
  w.unref();
  let answered = false;
  w.on("message", (reply: WorkerReply<Out>) => {
    answered = true;
    on.reply(reply);
  });
  w.on("error", (err) => on.gone(err.message, answered));
  w.on("exit", (code) => on.gone(`exited with code ${code}`, answered));
  return w;
}
