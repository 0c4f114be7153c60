import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { encodeBody } from "./compress";
import { newRequestStatus, type RequestStatus } from "./request-status";
import type { KeptPage, SharedPages } from "./shared-pages";
import { PAGE_KEEP_MS } from "@/lib/queries/hydrated-fresh";

/**
 * Rendered pages of settled data, kept for signed-out visitors (server.ts). Next renders every page
 * on every request (each carries a fresh CSP nonce), so a crowd on a finished season's ladder cost a
 * full render a view. Here a page is kept as long as the stalest answer it was rendered from stays
 * fresh (a live match's: 5 s, one refresh interval), at most 20 s (`PAGE_KEEP_MS`: the data a page
 * hydrates must still be fresh in the browser), and only when nothing it asked for failed. A crowd
 * costs a render a page every 20 s instead of one a view. Kept pages are compressed once, not once a request.
 *
 * What may differ between visitors is kept out: a request that carries a session is rendered for its
 * user (the header's account menu, role-gated panels), a page that sets a cookie or answers anything
 * but 200 HTML is not kept, and Next's client navigations (RSC payloads) are not cached here.
 * A kept page reuses the nonce it was rendered with: the page's content is fixed when the nonce is
 * made, so nothing injected later can carry it (ARCHITECTURE.md, "Rendered pages from cache").
 */

/**
 * The pages that may be kept: each is drawn only from data service answers read through the page data
 * layer (which records them), so their freshness says how long the page is right. Pages drawn from the
 * app's own stores (season builds, the history, player indexes) say "building…" while those fill, and
 * are not listed; nor are the event views (signed-in only) and the sign-in page.
 */
export const SETTLED_PAGE_ROUTES = [
  /^\/$/,
  /^\/glossary$/,
  /^\/seasons\/\d{1,10}\/(?:ladder|fixture|squads|availability)$/,
  /^\/seasons\/\d{1,10}\/squads\/\d{1,10}$/, // a squad's players (E35 and the season)
  /^\/matches\/\d{1,10}$/,
];

export interface PageCacheOptions {
  /** Paths (without the query) whose pages may be kept. */
  routes: RegExp[];
  /**
   * The longest a page is kept, whatever its data says: at most `PAGE_KEEP_MS` (20 s), so that the
   * data a kept page hydrates is still fresh in the browser and costs no request on load.
   */
  maxAgeMs?: number;
  /** Bytes of kept pages (identity bodies; their encodings add about a third). */
  maxBytes?: number;
  now?: () => number;
  /** Pages other instances rendered (Redis), asked before rendering. */
  shared?: SharedPages;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
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
// next-auth's session cookie (plain and __Secure-, whole or in chunks).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?authjs\.session-token(?:\.\d+)?=/;
// Next's client navigation and prefetch requests answer RSC payloads, not the page's HTML.
const RSC_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-action"];

/** The cache key of a request whose page may be kept, or undefined when it must be rendered. */
export function pageKey(req: IncomingMessage, routes: RegExp[]): string | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q < 0 ? url : url.slice(0, q);
  if (!routes.some((r) => r.test(pathname))) return undefined;
  if (RSC_HEADERS.some((h) => req.headers[h] !== undefined)) return undefined;
  if (SESSION_COOKIE.test(req.headers.cookie ?? "")) return undefined;
  // What else a render reads of the request: the scheme (the policy upgrades requests over TLS, HSTS)
  // and the host (absolute addresses in link previews).
  const proto =
    String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      .trim() || "http";
  return `${proto}://${req.headers["x-forwarded-host"] ?? req.headers.host ?? ""}${url}`;
}

/** How long a rendered page may be kept, from what its render recorded; 0: not at all. */
export function keepForMs(ctx: RequestStatus, maxAgeMs: number): number {
  if (ctx.incomplete || ctx.status || ctx.reads === 0) return 0;
  const ms = Math.min(ctx.freshForMs, maxAgeMs);
  return ms >= MIN_KEEP_MS ? ms : 0;
}

function decoded(body: Buffer, encoding: string | undefined): Buffer | undefined {
  if (!encoding || encoding === "identity") return body;
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  return undefined;
}

export function createPageCache(opts: PageCacheOptions) {
  const now = opts.now ?? Date.now;
  const maxAgeMs = Math.min(opts.maxAgeMs ?? PAGE_KEEP_MS, PAGE_KEEP_MS);
  const pages = new LRUCache<string, KeptPage>({
    maxSize: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (p, key) => p.body.byteLength + key.length * 2 + 1024,
  });
  // One render a page at a time: a crowd arriving together waits for the first render.
  const rendering = new Map<string, Promise<void>>();
  const counts = { hits: 0, misses: 0, kept: 0, bypassed: 0, sharedHits: 0 };
  // Bumped by each invalidation: a render that began before one may hold the old answers.
  let generation = 0;
  // What changed, and when: a page another instance kept before a change it touched is not taken.
  const changes: { stale: (tag: string) => boolean; at: number }[] = [];
  const changedSince = (page: KeptPage) =>
    changes.some((c) => page.storedAt <= c.at && [...page.tags].some(c.stale));

  function serve(req: IncomingMessage, res: ServerResponse, page: KeptPage, t: number, how = "hit") {
    const { body, headers } = encodeBody(page.body, req.headers["accept-encoding"]);
    for (const [k, v] of Object.entries(page.headers)) if (v !== undefined) res.setHeader(k, v);
    for (const [k, v] of Object.entries(headers)) {
      // Vary keeps what Next's own said and names accept-encoding once.
      const prior = k === "vary" ? res.getHeader("vary") : undefined;
      if (!prior) res.setHeader(k, v);
      else if (!/accept-encoding/i.test(String(prior))) res.setHeader(k, `${String(prior)}, ${v}`);
    }
    res.setHeader("age", String(Math.floor((t - page.storedAt) / 1000)));
    res.setHeader("x-footy-page-cache", how);
    res.setHeader("content-length", String(body.byteLength));
    res.statusCode = 200;
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** Renders the page with `render` while copying what it sends, then keeps it when it may be kept. */
  function renderAndKeep(
    key: string,
    res: ServerResponse,
    render: (ctx: RequestStatus) => unknown,
  ): Promise<void> {
    const ctx = newRequestStatus();
    const startedIn = generation;
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    const copy = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk)
            : Buffer.from(
                String(chunk),
                typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8",
              ),
      );
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
        if (startedIn === generation) keep(key, res, ctx, chunks);
        resolve();
        return out;
      }) as ServerResponse["end"];
      res.on("close", () => resolve());
      void render(ctx);
    });
  }

  function keep(key: string, res: ServerResponse, ctx: RequestStatus, chunks: Buffer[]) {
    const forMs = keepForMs(ctx, maxAgeMs);
    const type = String(res.getHeader("content-type") ?? "");
    if (forMs === 0 || res.statusCode !== 200 || !type.startsWith("text/html") || res.hasHeader("set-cookie"))
      return;
    let body: Buffer | undefined;
    try {
      body = decoded(Buffer.concat(chunks), res.getHeader("content-encoding") as string | undefined);
    } catch {
      return; // not what its header said: not kept
    }
    if (!body) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(res.getHeaders())) if (!PER_TRANSFER.has(k)) headers[k] = v;
    const t = now();
    const page = { headers, body, storedAt: t, freshUntil: t + forMs, tags: ctx.tags };
    pages.set(key, page);
    opts.shared?.set(key, page, t);
    counts.kept++;
  }

  return {
    counts,
    /**
     * Answers the request from a kept page, or renders it with `render` (which must run the request
     * with the given status context) and keeps the result when it may be kept.
     */
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      render: (ctx: RequestStatus) => unknown,
    ): Promise<void> {
      const key = pageKey(req, opts.routes);
      if (key === undefined) {
        counts.bypassed++;
        await render(newRequestStatus());
        return;
      }
      for (let waited = false; ; waited = true) {
        const t = now();
        const page = pages.get(key);
        if (page && page.freshUntil > t) {
          counts.hits++;
          return serve(req, res, page, t);
        }
        const pending = rendering.get(key);
        // Wait once for a render in progress; if it was not kept (a failure, live data), render too.
        if (pending && !waited) {
          await pending;
          continue;
        }
        break;
      }
      // A HEAD is answered from a kept page but never fills one (its render may have no body).
      if (rendering.has(key) || req.method === "HEAD") {
        counts.misses++;
        return void (await render(newRequestStatus()));
      }
      const p = (async () => {
        const other = await opts.shared?.get(key);
        const t = now();
        if (other && other.freshUntil > t && !changedSince(other)) {
          pages.set(key, other);
          counts.sharedHits++;
          return serve(req, res, other, t, "shared");
        }
        counts.misses++;
        await renderAndKeep(key, res, render);
      })().finally(() => rendering.delete(key));
      rendering.set(key, p);
      await p;
    },
    /** Drops every kept page rendered from an answer whose address `stale` picks. */
    invalidate(stale: (tag: string) => boolean): number {
      generation++;
      changes.push({ stale, at: now() });
      if (changes.length > 32) changes.shift();
      let dropped = 0;
      for (const [key, page] of pages.entries())
        if ([...page.tags].some(stale)) {
          pages.delete(key);
          dropped++;
        }
      return dropped;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
