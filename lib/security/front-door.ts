import type { IncomingMessage, ServerResponse } from "node:http";
import { PROBLEM_CONTENT_TYPE, problemJson } from "@/lib/net/problem";
import { CLIENT_ADDRESS_HEADER, clientAddress } from "./client-address";
import { isHttps, securityHeaders } from "./security-headers";

export const MAX_URL_BYTES = 8192;
const METHODS = ["GET", "HEAD", "POST", "OPTIONS"];
const ALLOW = METHODS.join(", ");

type Listener = (req: IncomingMessage, res: ServerResponse) => void;
interface Refusal {
  status: number;
  title: string;
  detail: string;
  headers?: Record<string, string>;
}

/**
 * What no path of ours can answer, refused before any handler sees it (Next answers a TRACE or a
 * `/%ff` with a 500): methods we never serve, addresses over 8 KiB, broken percent-encoding.
 */
export function screenRequest(method: string | undefined, url: string): Refusal | null {
  if (!METHODS.includes(method ?? ""))
    return {
      status: 405,
      title: "Method Not Allowed",
      detail: `${String(method).slice(0, 20)} is not served here; use ${ALLOW}`,
      headers: { allow: ALLOW },
    };
  if (Buffer.byteLength(url) > MAX_URL_BYTES)
    return {
      status: 414,
      title: "URI Too Long",
      detail: `The request address is over ${MAX_URL_BYTES} bytes`,
    };
  try {
    decodeURIComponent(url);
  } catch {
    return {
      status: 400,
      title: "Bad Request",
      detail: "The address has broken percent-encoding (a % not followed by two hex digits, or not UTF-8)",
    };
  }
  return null;
}

/** The front server's listener: security headers on every answer, refusals, then `next`. */
export function withFrontDoor(next: Listener): Listener {
  return (req, res) => {
    for (const [k, v] of Object.entries(securityHeaders(isHttps(req)))) res.setHeader(k, v);
    const refusal = screenRequest(req.method, req.url ?? "/");
    if (refusal) {
      const body = problemJson(refusal);
      res.writeHead(refusal.status, {
        "content-type": PROBLEM_CONTENT_TYPE,
        "content-length": Buffer.byteLength(body),
        "cache-control": "no-store",
        // A body sent with the request is not read: close rather than leave it in the connection.
        ...(req.method === "GET" || req.method === "HEAD" ? {} : { connection: "close" }),
        ...refusal.headers,
      });
      return void res.end(req.method === "HEAD" ? undefined : body);
    }
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req);
    next(req, res);
  };
}
