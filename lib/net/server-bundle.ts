// The built app's own server code, compiled by `npm run build` (scripts/build-server.ts): server.ts and
// every worker thread's module, bundled into .next/app-server, which `npm start` runs with plain Node.
// Why: run from the sources, tsx compiled each module at every start, and its loader thread (one more V8
// isolate for each thread that registered it, every module's source and output passed through it)
// stayed for the process's life: ~150 MB more resident at serving (ARCHITECTURE.md, "The built app
// runs compiled server code"). `npm run dev` and most tests run the sources with tsx.

import path from "node:path";

/** Where the bundle is written, from the project root, and the server's own file in it. */
export const SERVER_BUNDLE_DIR = ".next/app-server";
export const SERVER_BUNDLE_ENTRY = `${SERVER_BUNDLE_DIR}/server.mjs`;

/**
 * Node's arguments for the compiled server of the project at `root`, as `npm start` gives them
 * (server.ts collects its start's garbage before it serves: --expose-gc).
 */
export const serverNodeArgs = (root: string) => ["--expose-gc", path.join(root, SERVER_BUNDLE_ENTRY)];

/**
 * Set by the bundle itself as it starts (the directory it runs from): worker threads are then
 * started from their compiled modules, whoever starts them (server.ts's own code, or Next's bundle of
 * the pages' code in the same process).
 */
export const SERVER_BUNDLE_ENV = "APP_SERVER_BUNDLE";

/** Every worker thread's module, from the project root: each is compiled beside server.ts. */
export const WORKER_ENTRIES = {
  serviceThread: "lib/service/thread/service-thread-worker.ts",
  eventsAhead: "lib/service/events-ahead/worker.ts",
  stats: "lib/service/stats-worker/worker.ts",
  splits: "lib/app-server/builds/splits-worker.ts",
  quarters: "lib/app-server/builds/quarters-worker.ts",
} as const;

/** A module's compiled file name in the bundle (its path, flattened): `lib.net.x.mjs`. */
export const compiledName = (entry: string) => `${entry.replace(/\.tsx?$/, "").replaceAll("/", ".")}.mjs`;
