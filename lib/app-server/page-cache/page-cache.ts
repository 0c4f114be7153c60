import type { IncomingMessage, ServerResponse } from "node:http";
import { createKeptPages } from "./kept-pages";
import { freshPage } from "./fresh-page";
import { pageKey, pathOf } from "./page-key";
import { createPageFill, type Render } from "./page-fill";
import type { PageKind } from "./page-to-keep";
import { newRequestStatus } from "./request-status";
import { serveKeptPage } from "./serve-kept-page";
import type { SharedPages } from "./shared-pages";
import { PAGE_KEEP_MS } from "@/lib/queries/hydrated-fresh";

export { pageKey } from "./page-key";
export { keepForMs } from "./page-to-keep";

/**
 * Rendered pages, kept for signed-out visitors (server.ts). Next renders every page on every request
 * (each carries a fresh CSP nonce), so a crowd on a finished season's ladder cost a full render a
 * view. Here a page is kept as long as the stalest answer it was rendered from stays fresh (a live
 * match's: 5 s, one refresh interval), at most 20 s (`PAGE_KEEP_MS`: the data a page hydrates must
 * still be fresh in the browser), and only when nothing it asked for failed; a page that read no
 * answer is kept for the 20 s only where its route may be drawn without one (data-free and store
 * pages, below), and a store's page only once complete. A crowd costs a render a page every 20 s
 * instead of one a view. Kept pages are compressed once, not once a request.
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
  /^\/seasons\/\d{1,10}\/squads\/\d{1,10}$/, // a squad's players (the squad's persons and the season)
  /^\/players$/, // the search by name: every season's lists, read whole before it renders
  /^\/matches\/\d{1,10}$/,
];

/**
 * Pages drawn from no data at all: the build's own text, the same for every signed-out visitor. Next
 * renders them on every request too (the nonce), so a crowd on one (a link shared) cost a render a
 * view: `/about` answered 114 a second at 200 connections, 86 of them past 10 s, where a kept page
 * answered 16,681 (BENCHMARKS.md "Crowd"). Kept for the cap, as a settled page is.
 */
export const DATA_FREE_PAGE_ROUTES = [/^\/about$/, /^\/offline$/];

/**
 * Pages drawn from the app's own stores as well (season builds, the history, the records' quarters):
 * kept once complete, i.e. when their HTML shows no build in progress (build-markers.ts), for the
 * freshness of the service answers they read, at most the cap. Their stores change only with the
 * data, as the service's answers do. Rendered every request, a season's leaders answered 39 a second
 * at 100 connections (p99 9 s, 20 past 10 s) and the records 30 (33 past 10 s).
 */
export const STORE_PAGE_ROUTES = [
  /^\/seasons\/\d{1,10}\/(?:leaders|predictor|brownlow|teams|explore)$/,
  /^\/seasons\/\d{1,10}\/squads\/\d{1,10}\/stats$/, // a team's season
  /^\/players\/\d{1,10}$/,
  /^\/clubs(?:\/\d{1,10})?$/,
  /^\/head-to-head$/,
  /^\/records$/,
];

// A page whose render was not kept is rendered for each visitor, without waiting on another's render,
// for this long after (then one render is waited for again, and may be kept).
const UNKEPT_MS = 5_000;
const UNKEPT_MAX = 1_000;

export interface PageCacheOptions {
  /** Paths (without the query) whose pages may be kept. */
  routes: RegExp[];
  /** Paths whose pages read no data (DATA_FREE_PAGE_ROUTES): kept though their render read nothing. */
  dataFreeRoutes?: RegExp[];
  /** Paths whose pages are drawn from the app's stores (STORE_PAGE_ROUTES): kept once complete. */
  storeRoutes?: RegExp[];
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

export function createPageCache(opts: PageCacheOptions) {
  const now = opts.now ?? Date.now;
  const maxAgeMs = Math.min(opts.maxAgeMs ?? PAGE_KEEP_MS, PAGE_KEEP_MS);
  const pages = createKeptPages({ maxBytes: opts.maxBytes, now });
  // One render a page at a time: a crowd arriving together waits for the first render.
  const rendering = new Map<string, Promise<void>>();
  // Pages whose last render was not kept, and when (bounded: emptied when full).
  const unkept = new Map<string, number>();
  const wasUnkept = (key: string) => now() - (unkept.get(key) ?? -Infinity) < UNKEPT_MS;
  const noteKept = (key: string, kept: boolean) => {
    if (kept) return void unkept.delete(key);
    if (unkept.size >= UNKEPT_MAX) unkept.clear();
    unkept.set(key, now());
  };
  const counts = { hits: 0, misses: 0, kept: 0, bypassed: 0, sharedHits: 0 };

  const kinds: [PageKind, RegExp[]][] = [
    ["settled", opts.routes],
    ["dataFree", opts.dataFreeRoutes ?? []],
    ["store", opts.storeRoutes ?? []],
  ];
  const routes = kinds.flatMap(([, r]) => r);
  const kindOf = (req: IncomingMessage): PageKind => {
    const pathname = pathOf(req);
    return kinds.find(([, r]) => r.some((x) => x.test(pathname)))?.[0] ?? "settled";
  };
  const fill = createPageFill({ pages, shared: opts.shared, maxAgeMs, now, counts, kindOf });

  return {
    counts,
    /**
     * Answers the request from a kept page, or renders it with `render` (which must run the request
     * with the given status context) and keeps the result when it may be kept.
     */
    async handle(req: IncomingMessage, res: ServerResponse, render: Render): Promise<void> {
      const key = pageKey(req, routes);
      if (key === undefined) {
        counts.bypassed++;
        await render(newRequestStatus());
        return;
      }
      let fresh = freshPage(key, pages.get, now);
      // Wait once for a render in progress; if it was not kept (a failure, live data), render too. Not
      // for a page whose last render was not kept (one still building, live): this one would not be
      // either, and its visitors waited for it and then for their own.
      const pending = fresh || wasUnkept(key) ? undefined : rendering.get(key);
      if (pending) {
        await pending;
        fresh = freshPage(key, pages.get, now);
      }
      if (fresh) {
        counts.hits++;
        return serveKeptPage(req, res, fresh.page, fresh.t);
      }
      // A HEAD is answered from a kept page but never fills one (its render may have no body).
      if (rendering.has(key) || req.method === "HEAD") {
        counts.misses++;
        return void (await render(newRequestStatus()));
      }
      const p = fill(key, req, res, render).finally(() => {
        rendering.delete(key);
        noteKept(key, freshPage(key, pages.get, now) !== undefined);
      });
      rendering.set(key, p);
      await p;
    },
    /** Drops every kept page rendered from an answer whose address `stale` picks. */
    invalidate: pages.invalidate,
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.bytes;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
