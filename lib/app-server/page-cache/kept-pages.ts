import { LRUCache } from "lru-cache";
import type { KeptPage } from "./shared-pages";

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
// The changes remembered, to judge pages other instances kept: more than a page outlives (20 s).
const CHANGES_KEPT = 32;

/**
 * The pages an instance keeps (least recently used out past `maxBytes`), and what changed since:
 * `invalidate` drops the pages rendered from a changed answer, bumps the generation (a render begun
 * before may hold the old answers) and remembers when, so that a page another instance kept before a
 * change it touched is not taken (`changedSince`).
 */
export function createKeptPages(opts: { maxBytes?: number; now: () => number }) {
  const pages = new LRUCache<string, KeptPage>({
    maxSize: opts.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (p, key) => p.body.byteLength + key.length * 2 + 1024,
  });
  let generation = 0;
  const changes: { stale: (tag: string) => boolean; at: number }[] = [];

  return {
    get: (key: string) => pages.get(key),
    set: (key: string, page: KeptPage) => void pages.set(key, page),
    generation: () => generation,
    changedSince: (page: KeptPage) =>
      changes.some((c) => page.storedAt <= c.at && [...page.tags].some(c.stale)),
    /** Drops every kept page rendered from an answer whose address `stale` picks. */
    invalidate(stale: (tag: string) => boolean): number {
      generation++;
      changes.push({ stale, at: opts.now() });
      if (changes.length > CHANGES_KEPT) changes.shift();
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

export type KeptPages = ReturnType<typeof createKeptPages>;
