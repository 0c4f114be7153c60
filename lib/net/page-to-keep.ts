import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { RequestStatus } from "./request-status";
import type { KeptPage } from "./shared-pages";

// Below this a page's data is live: keeping it would save nothing a second later.
const MIN_KEEP_MS = 1_000;
// Headers that describe one transfer, not the page.
const PER_TRANSFER = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-footy-page-cache",
]);

/**
 * How long a rendered page may be kept, from what its render recorded; 0: not at all. A render that
 * read no data is kept only on a data-free route (`dataFree`: a page of the build's own text, the same
 * for every signed-out visitor), and then for the cap; on a data route it is not what the page should
 * be (a failure drawn without data).
 */
export function keepForMs(ctx: RequestStatus, maxAgeMs: number, dataFree = false): number {
  if (ctx.incomplete || ctx.status) return 0;
  if (ctx.reads === 0) return dataFree ? maxAgeMs : 0;
  const ms = Math.min(ctx.freshForMs, maxAgeMs);
  return ms >= MIN_KEEP_MS ? ms : 0;
}

function decoded(body: Buffer, encoding: string | undefined): Buffer | undefined {
  if (!encoding || encoding === "identity") return body;
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  return undefined;
}

/**
 * The page to keep of a render that has ended (what it sent, `chunks`), or undefined when it may not
 * be kept: its data not settled, not a 200 HTML page, a cookie set, or a body not as its header said.
 * The page's headers are those of the page, not of the transfer; its body is kept decoded.
 */
export function pageToKeep(
  res: ServerResponse,
  ctx: RequestStatus,
  chunks: Buffer[],
  maxAgeMs: number,
  now: () => number,
  dataFree = false,
): KeptPage | undefined {
  const forMs = keepForMs(ctx, maxAgeMs, dataFree);
  const type = String(res.getHeader("content-type") ?? "");
  if (forMs === 0 || res.statusCode !== 200 || !type.startsWith("text/html") || res.hasHeader("set-cookie"))
    return undefined;
  let body: Buffer | undefined;
  try {
    body = decoded(Buffer.concat(chunks), res.getHeader("content-encoding") as string | undefined);
  } catch {
    return undefined; // not what its header said: not kept
  }
  if (!body) return undefined;
  const headers: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(res.getHeaders())) if (!PER_TRANSFER.has(k)) headers[k] = v;
  const t = now();
  return { headers, body, storedAt: t, freshUntil: t + forMs, tags: ctx.tags };
}
