// `npm run build`'s second step, after `next build`: server.ts and every worker thread's module
// compiled into .next/app-server for `npm start` (lib/net/server-bundle.ts says why), and the browser's
// service worker into .next/service-worker (scripts/service-worker-build.ts).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SERVER_BUNDLE_DIR, WORKER_ENTRIES } from "../lib/net/server-bundle";
import { SERVICE_WORKER_FILE } from "../lib/app-server/static/service-worker-script";
import { bundleServer } from "./server-bundle-build";
import { buildServiceWorker } from "./service-worker-build";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const entries = ["server.ts", ...Object.values(WORKER_ENTRIES)];
const started = Date.now();
await bundleServer(root, entries, path.join(root, SERVER_BUNDLE_DIR));
console.log(
  `build-server: ${entries.length} entries into ${SERVER_BUNDLE_DIR} in ${Date.now() - started} ms`,
);
const bytes = await buildServiceWorker(root);
console.log(`build-server: the service worker into ${SERVICE_WORKER_FILE} (${bytes} bytes)`);
