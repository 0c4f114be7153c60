// The entry of every worker thread the app starts (lib/net/worker-pool.ts): the worker's module is
// TypeScript, and the loader tsx registered in the main thread does not reach worker threads on
// Node 20, so it is registered here, in the worker, before the module is imported.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
