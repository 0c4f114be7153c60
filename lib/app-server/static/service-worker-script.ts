import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { WORKER_CSP } from "@/lib/security/csp";

/** Where `npm run build` writes the compiled service worker (scripts/service-worker-build.ts). */
export const SERVICE_WORKER_FILE = ".next/service-worker/sw.js";

/**
 * Serves the compiled service worker at /sw.js, read once. A script's own headers rule a worker: a
 * JavaScript type (browsers refuse any other), `no-cache` (browsers check for a new worker on every
 * visit; each build is a new one), and a policy of its own, since the front door's allows nothing and
 * would refuse the worker's every fetch. Its scope, the whole origin, is its own directory's, so it
 * needs no Service-Worker-Allowed. Without a build (`npm run dev`) there is none: undefined.
 */
export function serviceWorkerScript(file: string) {
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    return undefined;
  }
  return (req: IncomingMessage, res: ServerResponse): void => {
    res.writeHead(200, {
      "content-type": "text/javascript; charset=utf-8",
      "cache-control": "no-cache",
      "content-security-policy": WORKER_CSP,
      "content-length": body.byteLength,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
