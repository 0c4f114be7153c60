// How the service worker (lib/service-worker/sw.ts) is compiled (scripts/build-server.ts runs it for
// `npm run build`, after `next build`): one script that server.ts serves at /sw.js. Its version is the
// build's id, so each build's worker is a new one to browsers. Why not Serwist:
// docs/decisions/installable-and-offline.md.
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { SERVICE_WORKER_FILE } from "../lib/app-server/static/service-worker-script";

/** Compiles the worker into SERVICE_WORKER_FILE under `root`; returns its size in bytes. */
export async function buildServiceWorker(root: string): Promise<number> {
  const buildId = readFileSync(path.join(root, ".next/BUILD_ID"), "utf8").trim();
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
  return Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
}
