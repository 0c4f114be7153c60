import type { IncomingMessage } from "node:http";

const FORWARDED = Symbol.for("footy.forwarded-address");
type Forwarded = IncomingMessage & { [FORWARDED]?: string };

/**
 * The address a request came from, for throttling. The one the process's own front door worked out
 * when the request was passed on to the embedded service's thread (markForwardedAddress); otherwise
 * the socket's, unless TRUST_PROXY says a proxy sits in front: then the last X-Forwarded-For entry
 * (the one that proxy added; earlier ones are the client's to invent).
 */
export function clientAddress(req: IncomingMessage, trustProxy = Boolean(process.env.TRUST_PROXY)): string {
  const forwarded = (req as Forwarded)[FORWARDED];
  if (forwarded) return forwarded;
  if (trustProxy) {
    const xff = req.headers["x-forwarded-for"];
    const last = (Array.isArray(xff) ? xff.join(",") : xff)?.split(",").pop()?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? "unknown";
}

/** The header through which the front server tells Next's code the address (set, never passed on). */
export const CLIENT_ADDRESS_HEADER = "x-footy-client-address";

/**
 * For a request the app's main thread passed on to the embedded service's thread (over the port only
 * the two share: thread/port-server.ts): the address the front door worked out is the client's.
 * Without it every client of the service would throttle as the loopback address.
 */
export function markForwardedAddress(req: IncomingMessage, address: string): void {
  if (address) (req as Forwarded)[FORWARDED] = address;
}
