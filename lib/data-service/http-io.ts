import type { IncomingMessage, ServerResponse } from "node:http";
import { encodeBodySoon } from "@/lib/net/compress";
import { ServiceError } from "./errors";

// The service's own reading and writing of plain node:http messages (no framework: the hot path).

export function send(
  res: ServerResponse,
  status: number,
  body: Uint8Array | string,
  headers: Record<string, string> = {},
  more?: Record<string, string>,
) {
  // One flat list of names and values, built without copying objects: the hot path of every answer
  // (a small cached answer's own cost was mostly this and the lookups before it). A content-type in
  // `headers` replaces the default; `more` (the encoding's headers) is added last.
  const flat: string[] = [
    "content-type",
    headers["content-type"] ?? "application/json",
    "content-length",
    String(Buffer.byteLength(body)),
  ];
  for (const k in headers) if (k !== "content-type" && k !== "content-length") flat.push(k, headers[k]);
  if (more) for (const k in more) flat.push(k, more[k]);
  res.writeHead(status, flat);
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
  headers: Record<string, string> = {},
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
