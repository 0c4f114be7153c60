// Which of the worker's strategies (sw.ts) a request gets: pure, so it is tested without a worker.
import { OFFLINE_PATH, SERVICE_WORKER_PATH } from "./messages";

/**
 * - `static`: the build's hashed files, immutable: from the worker's copy, else the network (kept).
 * - `page`: a page opened (a navigation): the network, and the worker's copy only when it fails.
 * - `shell`: the manifest and icons: the network, else the copy made at install.
 * - `pass`: not the worker's business; the browser fetches it as if there were no worker.
 */
export type Strategy = "static" | "page" | "shell" | "pass";

/**
 * Never touched, whatever the method: the JSON routes (the proxy, sign-in's routes, the live stream
 * under /api/live), the data service's own paths, the sign-in page and the worker's own script.
 */
const NEVER = [/^\/api\//, /^\/v1\//, /^\/oauth\//, /^\/openapi\//, /^\/login(?:\/|$)/, /^\/admin(?:\/|$)/];
export const SHELL_FILES = [
  "/manifest.webmanifest",
  "/favicon.ico",
  "/icon.svg",
  "/icon-192.png",
  "/icon-512.png",
  "/icon-maskable-512.png",
];

export interface RequestLike {
  method: string;
  url: string;
  mode: string;
  headers: { get(name: string): string | null };
}

export function strategyFor(req: RequestLike, origin: string): Strategy {
  const url = new URL(req.url);
  if (url.origin !== origin || req.method !== "GET") return "pass";
  const path = url.pathname;
  if (path === SERVICE_WORKER_PATH || NEVER.some((r) => r.test(path))) return "pass";
  if (path.startsWith("/_next/static/")) return "static";
  // Next's client navigations and prefetches (RSC payloads) are not pages: a failed one makes Next
  // load the address as a page, which comes here as a navigation.
  if (req.mode === "navigate" && req.headers.get("rsc") === null) return "page";
  if (SHELL_FILES.includes(path) || path === OFFLINE_PATH) return "shell";
  return "pass";
}

/**
 * A request that changes who is signed in: the app's only server actions are signing in and out
 * (Next sends them as POSTs carrying `Next-Action`), and next-auth's own routes. Any of them drops
 * every kept page; dropping one too many costs only an offline copy.
 */
export function changesSession(req: RequestLike, origin: string): boolean {
  const url = new URL(req.url);
  if (url.origin !== origin || req.method === "GET" || req.method === "HEAD") return false;
  return req.headers.get("next-action") !== null || url.pathname.startsWith("/api/auth/");
}
