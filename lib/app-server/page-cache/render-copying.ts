import type { ServerResponse } from "node:http";
import { newRequestStatus, type RequestStatus } from "./request-status";

/** A chunk as `res.write` or `res.end` was given it, as bytes; nothing for none (or a callback). */
function asBuffer(chunk: unknown, encoding?: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === "function") return undefined;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}

/**
 * Renders the page with `render` (a miss of the page cache) while copying what it sends; `ended` is
 * given the render's status context and the body as sent once the response ends. Settles when the
 * response ends or its connection closes first.
 */
export function renderCopying(
  res: ServerResponse,
  render: (ctx: RequestStatus) => unknown,
  ended: (ctx: RequestStatus, chunks: Buffer[]) => void,
): Promise<void> {
  const ctx = newRequestStatus();
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
  const copy = (chunk: unknown, encoding?: unknown) => {
    const bytes = asBuffer(chunk, encoding);
    if (bytes) chunks.push(bytes);
  };
  res.setHeader("x-footy-page-cache", "miss");
  res.write = ((...args: unknown[]) => {
    copy(args[0], args[1]);
    return write(...args);
  }) as ServerResponse["write"];
  return new Promise<void>((resolve) => {
    res.end = ((...args: unknown[]) => {
      copy(args[0], args[1]);
      const out = end(...args);
      ended(ctx, chunks);
      resolve();
      return out;
    }) as ServerResponse["end"];
    res.on("close", () => resolve());
    void render(ctx);
  });
}
