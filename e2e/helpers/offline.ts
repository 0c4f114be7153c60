import { expect, type Page } from "@playwright/test";
import { PAGES } from "../../lib/service-worker/caches";

/** Waits until the service worker controls the page (it registers after load and then takes over). */
export async function workerControls(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout: 30_000 });
}

/** The addresses (path and query) the worker keeps as pages, read from its store in the page. */
export function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async (store) => {
    const cache = await caches.open(store);
    return (await cache.keys()).map((r) => {
      const u = new URL(r.url);
      return u.pathname + u.search;
    });
  }, PAGES);
}

/**
 * Opens `path` once the worker controls the page, so that the worker answers it and keeps it (a
 * first visit is answered before the worker exists); resolves when it is kept.
 */
export async function openThroughWorker(page: Page, path: string): Promise<void> {
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker?.controller)))) {
    await page.goto(path);
    await workerControls(page);
  }
  await page.goto(path);
  await expect.poll(() => keptPages(page), { message: `${path} kept by the worker` }).toContain(path);
}

/**
 * The status name of `matchId`'s match as this device persisted it (lib/queries/persist, IndexedDB),
 * or null: what a page reopened offline can restore.
 */
export function persistedMatchStatus(
  page: Page,
  operationId: string,
  matchId: number,
): Promise<string | null> {
  return page.evaluate(
    ([op, id]) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open("footy-queries");
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("kept")) return resolve(null);
          const get = db.transaction("kept").objectStore("kept").get("queries");
          get.onsuccess = () => {
            type Kept = {
              queryKey: [string, { matchId?: number }];
              state: { data: { status: { name: string } } };
            };
            const kept = (get.result as { queries: Kept[] } | undefined)?.queries ?? [];
            const q = kept.find((k) => k.queryKey[0] === op && k.queryKey[1].matchId === id);
            db.close();
            resolve(q?.state.data.status.name ?? null);
          };
        };
      }),
    [operationId, matchId] as const,
  );
}
