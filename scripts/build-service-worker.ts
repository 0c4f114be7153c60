// `npm run build`'s last step: the service worker (lib/service-worker/sw.ts) compiled with esbuild into
// one script that server.ts serves at /sw.js. Its version is the build's id, so each build's worker is
// a new one to browsers. Why not Serwist: docs/decisions/installable-and-offline.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { SERVICE_WORKER_FILE } from "../lib/net/service-worker-script";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildId = readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim();
const started = Date.now();
const result = await build({
  entryPoints: [path.join(root, "lib/service-worker/sw.ts")],
  outfile: path.join(root, SERVICE_WORKER_FILE),
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  platform: "browser",
  define: { FOOTY_SW_VERSION: JSON.stringify(buildId) },
  metafile: true,
  logLevel: "warning",
});
const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
console.log(`build-service-worker: ${SERVICE_WORKER_FILE} (${bytes} bytes) in ${Date.now() - started} ms`);
