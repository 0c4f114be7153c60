import type { IncomingMessage } from "node:http";

/**
 * The header in which server.ts hands Next the address of the visitor (Next's route handlers and
 * pages cannot see the socket). Whatever a client sends under this name is overwritten.
 */
export const CLIENT_ADDRESS_HEADER = "x-footy-client-address";

/**
 * The visitor's address: the socket's peer, or, behind a load balancer named trusted by
 * `TRUST_PROXY=1`, the last address that balancer appended to X-Forwarded-For (earlier entries are
 * the client's own words and could be anything).
 */
export function clientAddress(req: IncomingMessage, trustProxy = process.env.TRUST_PROXY === "1"): string {
  const peer = req.socket.remoteAddress ?? "unknown";
  if (!trustProxy) return peer;
  const fwd = req.headers["x-forwarded-for"];
  const list = (Array.isArray(fwd) ? fwd.join(",") : (fwd ?? "")).split(",").map((s) => s.trim());
  return list.filter(Boolean).at(-1) ?? peer;
}
