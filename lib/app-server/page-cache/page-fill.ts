import type { IncomingMessage, ServerResponse } from "node:http";
import type { KeptPages } from "./kept-pages";
import { pageToKeep, type PageKind } from "./page-to-keep";
import { renderCopying } from "./render-copying";
import type { RequestStatus } from "./request-status";
import { serveKeptPage } from "./serve-kept-page";
import type { SharedPages } from "./shared-pages";

export type Render = (ctx: RequestStatus) => unknown;

export interface PageFillDeps {
  pages: KeptPages;
  shared: SharedPages | undefined;
  maxAgeMs: number;
  now: () => number;
  counts: { misses: number; kept: number; sharedHits: number };
  /** What a request's page is drawn from (its route's kind: keepForMs, pageToKeep). */
  kindOf: (req: IncomingMessage) => PageKind;
}

/**
 * Fills a page this instance does not have fresh: from the copy another instance kept (when still
 * fresh and untouched by a change here), or by rendering it while copying what it sends, then
 * keeping it (here and shared) when it may be kept.
 */
export function createPageFill(deps: PageFillDeps) {
  const { pages, counts, now } = deps;

  function renderAndKeep(key: string, res: ServerResponse, render: Render, kind: PageKind): Promise<void> {
    const startedIn = pages.generation();
    return renderCopying(res, render, (ctx, chunks) => {
      // A render that began before an invalidation may hold the old answers: not kept.
      if (startedIn !== pages.generation()) return;
      const page = pageToKeep(res, ctx, chunks, deps.maxAgeMs, now, kind);
      if (!page) return;
      pages.set(key, page);
      deps.shared?.set(key, page, page.storedAt);
      counts.kept++;
    });
  }

  return async function fill(key: string, req: IncomingMessage, res: ServerResponse, render: Render) {
    const other = await deps.shared?.get(key);
    const t = now();
    if (other && other.freshUntil > t && !pages.changedSince(other)) {
      pages.set(key, other);
      counts.sharedHits++;
      return serveKeptPage(req, res, other, t, "shared");
    }
    counts.misses++;
    await renderAndKeep(key, res, render, deps.kindOf(req));
  };
}
