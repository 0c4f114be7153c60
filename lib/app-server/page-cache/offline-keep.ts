import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

/**
 * What a page says when every visitor may keep it: browsers' service workers keep only pages marked
 * so (lib/service-worker/keep-rules.ts). `no-cache`: any cache must ask again before each use, so a
 * kept copy is only ever shown when the network fails. `Vary: Cookie`: the page is the one rendered
 * without a session.
 */
export const KEEPABLE_CACHE_CONTROL = "public, no-cache";

function headerOf(headers: unknown, name: string): [key: string, value: unknown] | undefined {
  if (!headers || typeof headers !== "object" || Array.isArray(headers)) return undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : [key, (headers as OutgoingHttpHeaders)[key]];
}

/**
 * Marks the answer about to be written as a page every visitor may keep, if it is one: a 200 HTML
 * page setting no cookie. Next marks every page it renders `private, no-store`; the caller calls this
 * only for a request without a session cookie on a route whose pages are the same for every visitor
 * (the page cache's routes, lib/app-server/page-cache/page-key.ts), so the member's pages keep Next's mark.
 */
export function markKeepablePage(res: ServerResponse): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : this.statusCode;
    const given = args.find((a, i) => i > 0 && a !== null && typeof a === "object");
    const type = String(headerOf(given, "content-type")?.[1] ?? this.getHeader("content-type") ?? "");
    const cookie = headerOf(given, "set-cookie") ?? this.getHeader("set-cookie");
    if (status === 200 && type.startsWith("text/html") && cookie === undefined && !Array.isArray(given)) {
      const cc = headerOf(given, "cache-control");
      if (cc) delete (given as OutgoingHttpHeaders)[cc[0]];
      this.setHeader("cache-control", KEEPABLE_CACHE_CONTROL);
      const vary = String(this.getHeader("vary") ?? "");
      if (!/\bcookie\b/i.test(vary)) this.setHeader("vary", vary ? `${vary}, Cookie` : "Cookie");
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
