import type { IncomingMessage } from "node:http";

/**
 * The address a request came from, for throttling. The socket's, unless TRUST_PROXY says a proxy
 * sits in front: then the last X-Forwarded-For entry (the one that proxy added; earlier ones are the
 * client's to invent).
 */
export function clientAddress(req: IncomingMessage, trustProxy = Boolean(process.env.TRUST_PROXY)): string {
  if (trustProxy) {
    const xff = req.headers["x-forwarded-for"];
    const last = (Array.isArray(xff) ? xff.join(",") : xff)?.split(",").pop()?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** The header through which the front server tells Next's code the address (set, never passed on). */
export const CLIENT_ADDRESS_HEADER = "x-footy-client-address";
