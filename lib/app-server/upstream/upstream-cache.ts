import "server-only";
import { LRUCache } from "lru-cache";

export interface CachedResponse {
  status: number;
  body: Uint8Array;
  contentType: string;
  storedAt: number;
  freshUntil: number;
}

// Kept past freshness so that it can be served, marked stale, while the service is down or refusing.
const STALE_FOR_MS = 7 * 86_400_000;
// What an entry costs beyond its body: the key, the object and the map's own bookkeeping.
const ENTRY_OVERHEAD = 256;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Upstream responses as bytes, bounded by their size (one match's transactions are ~1.7 MB, a ladder
 * a few KB, so a count of entries says nothing about memory), least recently used dropped first.
 */
export function createUpstreamCache(maxBytes = DEFAULT_MAX_BYTES) {
  const entries = new LRUCache<string, CachedResponse>({
    maxSize: maxBytes,
    sizeCalculation: (e, key) => e.body.byteLength + key.length * 2 + ENTRY_OVERHEAD,
  });
  return {
    get(key: string, now: number): CachedResponse | undefined {
      const e = entries.get(key);
      if (e && e.storedAt + STALE_FOR_MS < now) {
        entries.delete(key);
        return undefined;
      }
      return e;
    },
    set(key: string, e: CachedResponse) {
      // An answer larger than the whole cache is passed on but not kept.
      if (e.body.byteLength + ENTRY_OVERHEAD < maxBytes) entries.set(key, e);
    },
    /** Marks the answers `stale` picks as no longer fresh; they stay as saved copies for outages. */
    expire(stale: (key: string) => boolean, now: number): number {
      let n = 0;
      for (const [key, e] of entries.entries())
        if (e.freshUntil > now && stale(key)) {
          entries.set(key, { ...e, freshUntil: now });
          n++;
        }
      return n;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return entries.calculatedSize;
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
