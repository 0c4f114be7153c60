import type { IncomingMessage, ServerResponse } from "node:http";
import { encodeBody } from "../../net/compress";
import type { KeptPage } from "./shared-pages";

/**
 * Answers the request with a kept page, encoded as the request accepts (`how`: the page cache's header,
 * "hit" or "shared"), its age from when it was kept to `t`.
 */
export function serveKeptPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: KeptPage,
  t: number,
  how = "hit",
): void {
  const { body, headers } = encodeBody(page.body, req.headers["accept-encoding"]);
  for (const [k, v] of Object.entries(page.headers)) if (v !== undefined) res.setHeader(k, v);
  for (const [k, v] of Object.entries(headers)) {
    // Vary keeps what Next's own said and names accept-encoding once.
    const prior = k === "vary" ? res.getHeader("vary") : undefined;
    if (!prior) res.setHeader(k, v);
    else if (!/accept-encoding/i.test(String(prior))) res.setHeader(k, `${String(prior)}, ${v}`);
  }
  res.setHeader("age", String(Math.floor((t - page.storedAt) / 1000)));
  res.setHeader("x-footy-page-cache", how);
  res.setHeader("content-length", String(body.byteLength));
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}
