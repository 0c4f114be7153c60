import type { IncomingMessage } from "node:http";

// next-auth's session cookie (plain and __Secure-, whole or in chunks).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;
// Next's client navigation and prefetch requests answer RSC payloads, not the page's HTML.
const RSC_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];

/**
 * The warm-up's views (warm-up.ts) are rendered, never answered from kept pages: a view is what starts
 * this process's builds and tells whether they are done, and a kept copy (another instance's, through
 * Redis, or one that still names its splits building) would say neither. A visitor who sends it only
 * gets a render, as one with a made-up query would.
 */
export const WARM_UP_HEADER = "x-footy-warm-up";

/** The path of a request's address, without its query. */
export function pathOf(req: IncomingMessage): string {
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

/** The cache key of a request whose page may be kept, or undefined when it must be rendered. */
export function pageKey(req: IncomingMessage, routes: RegExp[]): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const pathname = pathOf(req);
  if (!routes.some((r) => r.test(pathname))) return undefined;
  if (RSC_HEADERS.some((h) => req.headers[h] !== undefined)) return undefined;
  if (req.headers[WARM_UP_HEADER] !== undefined) return undefined;
  if (SESSION_COOKIE.test(req.headers.cookie ?? "")) return undefined;
  // What else a render reads of the request: the scheme (the policy upgrades requests over TLS, HSTS)
  // and the host (absolute addresses in link previews).
  const proto =
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim() || "http";
  return `${proto}://${req.headers["x-forwarded-host"] ?? req.headers.host ?? ""}${url}`;
}
