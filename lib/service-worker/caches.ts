// The worker's three stores in Cache Storage (sw.ts): kept pages, the build's files, the shell.

/** Pages a visitor has opened, as the server last answered them (bounded, oldest out first). */
export const PAGES = "footy-pages";
/** The build's hashed files (/_next/static): immutable, so a kept one is right for good. */
export const STATIC = "footy-static";
/** The offline page, the manifest and the icons, made at install: one store a version of the worker. */
export const SHELL_PREFIX = "footy-shell-";

export const MAX_PAGES = 60;
export const MAX_STATIC = 400;
/** The header a kept page carries, in the worker's store only: when it was kept (ms since the epoch). */
export const KEPT_AT = "x-footy-kept-at";

/** The key a page is kept under: its address without the fragment, whatever else the request said. */
export const pageKey = (url: string) => url.split("#")[0];

/** Drops the oldest entries of `cache` past `max` (Cache Storage lists entries in the order put). */
export async function trim(cache: Cache, max: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((k) => cache.delete(k)));
}

/** Keeps `res` as the page at `url`, stamped with the time it was kept; it moves to the newest end. */
export async function keepPage(url: string, res: Response, now = Date.now()): Promise<void> {
  const headers = new Headers(res.headers);
  headers.set(KEPT_AT, String(now));
  const copy = new Response(await res.arrayBuffer(), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
  const cache = await caches.open(PAGES);
  await cache.delete(pageKey(url));
  await cache.put(pageKey(url), copy);
  await trim(cache, MAX_PAGES);
}

/** The page kept at `url` and when it was kept, or undefined. */
export async function keptPage(url: string): Promise<{ response: Response; keptAt: number } | undefined> {
  const cache = await caches.open(PAGES);
  const response = await cache.match(pageKey(url), { ignoreVary: true });
  if (!response) return undefined;
  return { response, keptAt: Number(response.headers.get(KEPT_AT)) || 0 };
}

/** The build's file from the store, else from the network, kept after it is answered (`later`). */
export async function staticFile(req: Request, later: (p: Promise<unknown>) => void): Promise<Response> {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(req, { ignoreVary: true });
  if (hit) return hit;
  const res = await fetch(req);
  if (res.status === 200 && res.type === "basic") {
    const copy = res.clone();
    later(cache.put(req, copy).then(() => trim(cache, MAX_STATIC)));
  }
  return res;
}
