import "server-only";

export interface CachedResponse {
  status: number;
  body: Uint8Array;
  contentType: string;
  storedAt: number;
  freshUntil: number;
}

// Kept past freshness so that it can be served, marked stale, while the service is down or refusing.
const STALE_FOR_MS = 7 * 86_400_000;

/** Upstream responses as bytes, least recently used dropped first. */
export function createUpstreamCache(maxEntries = 5000) {
  const entries = new Map<string, CachedResponse>();
  return {
    get(key: string, now: number): CachedResponse | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (e.storedAt + STALE_FOR_MS < now) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, e); // most recently used last
      return e;
    },
    set(key: string, e: CachedResponse) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, e);
    },
    get size() {
      return entries.size;
    },
  };
}

export type UpstreamCache = ReturnType<typeof createUpstreamCache>;

/**
 * How long a response stays fresh: the service's own Cache-Control max-age when it sends one (the
 * embedded service marks completed matches final), else a short default; capped at a day.
 */
export function freshnessMs(cacheControl: string | null, fallbackMs: number): number {
  if (cacheControl && /no-store|no-cache/.test(cacheControl)) return 0;
  const m = cacheControl ? /max-age=(\d+)/.exec(cacheControl) : null;
  return Math.min(86_400_000, m ? Number(m[1]) * 1000 : fallbackMs);
}
