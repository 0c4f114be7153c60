import type { OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { RequestStatus } from "./request-status";
import { stillBuilding } from "../warm-up/build-markers";
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
 * What a route's pages are drawn from (page-cache.ts): data service answers only (`settled`), no data
 * at all (`dataFree`: the build's own text), or the app's own stores as well (`store`: season builds,
 * the history, player indexes, which change only with the data, and whose pages say while they fill).
 */
export type PageKind = "settled" | "dataFree" | "store";

/**
 * How long a rendered page may be kept, from what its render recorded; 0: not at all. A render that
 * read no service answer is kept, for the cap, only where its route's pages may be drawn without one
 * (data-free and store pages); on a data route it is not what the page should be (a failure drawn
 * without data).
 */
export function keepForMs(ctx: RequestStatus, maxAgeMs: number, kind: PageKind = "settled"): number {
  if (ctx.incomplete || ctx.status) return 0;
  if (ctx.reads === 0) return kind === "settled" ? 0 : maxAgeMs;
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
  kind: PageKind = "settled",
): KeptPage | undefined {
  const forMs = keepForMs(ctx, maxAgeMs, kind);
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
  // A store's page while the store fills shows part of it and a progress bar: not the page to keep.
  if (kind === "store" && stillBuilding(body.toString("utf8"))) return undefined;
  const headers: OutgoingHttpHeaders = {};
  for (const [k, v] of Object.entries(res.getHeaders())) if (!PER_TRANSFER.has(k)) headers[k] = v;
  const t = now();
  return { headers, body, storedAt: t, freshUntil: t + forMs, tags: ctx.tags };
}
