import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";

/**
 * A page that cannot get its data answers with an honest status (429 with Retry-After when the data
 * service or the visitor's limit refuses, 503/504 when it is down or hung) rather than Next's 500 for
 * any error a page throws. Next gives pages no way to set a status, so server.ts runs each request in
 * this context and the page's data layer records the failure here; server.ts then writes that status.
 * One store per process, on globalThis, because Next bundles its own copy of this module.
 */
export interface RequestStatus {
  status?: number;
  retryAfterSecs?: number;
  /**
   * What the page read from the data service, for the rendered-page cache (page-cache.ts): how many
   * answers, the shortest time any of them stays fresh, each answer's address (the page's tags), and
   * whether any read failed or came from a saved copy (such a page is not kept).
   */
  reads: number;
  freshForMs: number;
  tags: Set<string>;
  incomplete: boolean;
}

const KEY = Symbol.for("footy.request-status");
const g = globalThis as { [KEY]?: AsyncLocalStorage<RequestStatus> };
const store = (g[KEY] ??= new AsyncLocalStorage<RequestStatus>());

/** Records why the page being rendered failed (ignored outside server.ts's requests). */
export function recordPageFailure(status: number, retryAfterSecs?: number) {
  const s = store.getStore();
  if (!s) return;
  s.incomplete = true;
  if (s.status) return;
  s.status = status;
  s.retryAfterSecs = retryAfterSecs;
}

/**
 * Records one answer the page being rendered used: its address and how long it stays fresh (0 for a
 * saved copy served because the service failed). A page is kept no longer than its stalest answer.
 */
export function recordPageRead(tag: string, freshForMs: number) {
  const s = store.getStore();
  if (!s) return;
  s.reads++;
  s.tags.add(tag);
  if (freshForMs < s.freshForMs) s.freshForMs = freshForMs;
}

/** The page did without something it asked for (an optional part that failed): it is not kept. */
export function recordIncompletePage() {
  const s = store.getStore();
  if (s) s.incomplete = true;
}

export const newRequestStatus = (): RequestStatus => ({
  reads: 0,
  freshForMs: Infinity,
  tags: new Set(),
  incomplete: false,
});

/** Runs `handle` with a status context and lets a recorded failure replace the 500 Next would send. */
export function withRequestStatus(
  res: ServerResponse,
  handle: () => unknown,
  ctx: RequestStatus = newRequestStatus(),
) {
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
  const honest = () => {
    if (ctx.status && res.statusCode === 500) {
      res.statusCode = ctx.status;
      if (ctx.retryAfterSecs) res.setHeader("retry-after", String(ctx.retryAfterSecs));
    }
  };
  res.writeHead = ((...args: unknown[]) => {
    if (args[0] === 500 && ctx.status) {
      args[0] = ctx.status;
      if (ctx.retryAfterSecs) res.setHeader("retry-after", String(ctx.retryAfterSecs));
    }
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
  const write = res.write.bind(res) as (...a: unknown[]) => boolean;
  res.write = ((...args: unknown[]) => {
    if (!res.headersSent) honest();
    return write(...args);
  }) as ServerResponse["write"];
  const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    if (!res.headersSent) honest();
    return end(...args);
  }) as ServerResponse["end"];
  return store.run(ctx, handle);
}
