import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { NON_PAGE_CSP } from "./csp";

/**
 * Over HTTPS: TLS here, or a proxy in front saying so. Trusting the header is harmless: browsers
 * ignore HSTS received over plain HTTP.
 */
export function isHttps(req: IncomingMessage): boolean {
  const proto = req.headers["x-forwarded-proto"];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(",")[0].trim().toLowerCase();
  return first === "https" || Boolean((req.socket as TLSSocket).encrypted);
}

/**
 * Headers on every answer of the front server. Pages replace the CSP with their own (proxy.ts); the
 * rest (JSON, problem documents, static files) keep the one that allows nothing.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    "content-security-policy": NON_PAGE_CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
