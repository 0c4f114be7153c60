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
 * Browser features no page of ours uses, denied to every origin (ours included, `()`), so a script that
 * ever got onto a page cannot ask for the camera, a location or a payment. `browsing-topics` is the
 * Topics API, the successor of FLoC's withdrawn `interest-cohort`. Only names Chromium recognises
 * (an unknown one costs a console warning on every page; the end-to-end test counts them).
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "gamepad",
  "geolocation",
  "gyroscope",
  "hid",
  "identity-credentials-get",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "otp-credentials",
  "payment",
  "picture-in-picture",
  "publickey-credentials-create",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "storage-access",
  "usb",
  "window-management",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(", ");

/**
 * Headers on every answer of the front server. Pages replace the CSP with their own (proxy.ts); the
 * rest (JSON, problem documents, static files) keep the one that allows nothing. `frameable`: an embed
 * (lib/security/framing.ts), without X-Frame-Options (its page policy says who may frame it).
 */
export function securityHeaders(https: boolean, frameable = false): Record<string, string> {
  return {
    "content-security-policy": NON_PAGE_CSP,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    ...(frameable ? {} : { "x-frame-options": "DENY" }),
    "permissions-policy": PERMISSIONS_POLICY,
    ...(https ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
