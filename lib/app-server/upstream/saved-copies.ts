import "server-only";
import { NEGATIVE_FRESH_MS, type UpstreamResult } from "./upstream-result";
import type { HttpAnswer } from "@/lib/net/http-exchange";
import { freshnessMs, type CachedResponse, type UpstreamCache } from "./upstream-cache";
import type { UpstreamCounters } from "./upstream-counters";

const DEFAULT_FRESH_MS = 30_000;

/**
 * The byte cache as the upstream uses it: a fresh copy answers as a hit; an answer that arrives is
 * kept for its freshness (200s, and 400s and 404s briefly, so that made-up addresses asked again cost
 * nothing); a copy past its freshness stays as the saved copy, served marked stale when the service
 * fails, hangs, refuses or is not to be asked.
 */
export function createSavedCopies(deps: {
  cache: UpstreamCache;
  now: () => number;
  counters: UpstreamCounters;
}) {
  const { cache, now, counters } = deps;
  return {
    /** A copy still fresh at `t`, as a hit (counted). */
    hit(e: CachedResponse, t: number): UpstreamResult {
      counters.add("hits");
      return {
        ...e,
        source: "hit",
        ageSecs: Math.round((t - e.storedAt) / 1000),
        freshForMs: e.freshUntil - t,
      };
    },
    /** A saved copy served in place of an answer the service did not give (counted). */
    stale(e: CachedResponse): UpstreamResult {
      counters.add("stale");
      return { ...e, source: "stale", ageSecs: Math.round((now() - e.storedAt) / 1000), freshForMs: 0 };
    },
    /**
     * Keeps an answer that arrived, if it is one worth keeping: 200s even when not fresh (the saved
     * copy for when the service fails); 400s and 404s for a minute. Returns the entry kept, if any.
     */
    keep(
      key: string,
      res: Pick<HttpAnswer, "status" | "headers">,
      body: Uint8Array,
      contentType: string,
    ): CachedResponse | undefined {
      const negative = res.status === 404 || res.status === 400;
      if (res.status !== 200 && !negative) return undefined;
      const t = now();
      const freshMs = negative
        ? NEGATIVE_FRESH_MS
        : freshnessMs(res.headers.get("cache-control"), DEFAULT_FRESH_MS);
      const entry = { status: res.status, body, contentType, storedAt: t, freshUntil: t + freshMs };
      cache.set(key, entry);
      return entry;
    },
  };
}

export type SavedCopies = ReturnType<typeof createSavedCopies>;
