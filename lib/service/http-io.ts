import type { IncomingMessage, ServerResponse } from "node:http";
import { encodeBodySoon } from "@/lib/net/compress";
import { frontHeaders } from "@/lib/security/front-door";
import { ServiceError } from "./errors";

// The service's own reading and writing of plain node:http messages (no framework: the hot path).

/**
 * An answer's headers as one flat list of names and values, built without copying objects: the hot
 * path of every answer (a small cached answer's own cost was mostly this and the lookups before it).
 * `first` goes first (the front door's security headers); a content-type in `headers` replaces the
 * default; `more` (the encoding's headers) is added last.
 */
export function answerHeaders(
  first: readonly string[],
  body: Uint8Array | string,
  headers: Readonly<Record<string, string>>,
  more?: Readonly<Record<string, string>>,
): string[] {
  const flat: string[] = [
    ...first,
    "content-type",
    headers["content-type"] ?? "application/json",
    "content-length",
    String(Buffer.byteLength(body)),
  ];
  for (const k in headers) if (k !== "content-type" && k !== "content-length") flat.push(k, headers[k]);
  if (more) for (const k in more) flat.push(k, more[k]);
  return flat;
}

export function send(
  res: ServerResponse,
  status: number,
  body: Uint8Array | string,
  headers: Readonly<Record<string, string>> = {},
  more?: Readonly<Record<string, string>>,
) {
  // Behind the app's front door on this thread (WORKER_THREADS=0, `npm run service`), its security
  // headers go first.
  res.writeHead(status, answerHeaders(frontHeaders(res), body, headers, more));
  res.end(body);
}

/**
 * An answer that may be large: brotli or gzip when the client asks, compressed once per body (a large
 * one off the event loop: then the promise of its sending).
 */
export function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
  headers: Readonly<Record<string, string>> = {},
) {
  const out = encodeBodySoon(body, req.headers["accept-encoding"]);
  if (out instanceof Promise) return out.then((o) => send(res, 200, o.body, headers, o.headers));
  send(res, 200, out.body, headers, out.headers);
}

/** The whole body as text; over `limit` bytes a 413 (the rest drained, the connection closed). */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > limit) {
        // Stop collecting but let the rest drain, so the 413 still reaches the client; the
        // connection closes after it.
        req.removeAllListeners("data");
        req.resume();
        reject(
          new ServiceError(413, "Payload Too Large", `The body is over ${limit} bytes`, undefined, {
            connection: "close",
          }),
        );
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
