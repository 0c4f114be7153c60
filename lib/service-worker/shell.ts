// The shell the worker makes at install (sw.ts): the offline page, the build's files it needs, the
// manifest and the icons. Fetched without cookies: a member's header must not be in a page kept for
// anyone on the device.
import { STATIC } from "./caches";
import { OFFLINE_PATH } from "./messages";
import { SHELL_FILES } from "./routes";

/** The build's files a page's HTML names (its scripts, styles and the chunks in its flight data). */
export function buildFilesIn(html: string): string[] {
  return [...new Set(html.match(/\/_next\/static\/[^"'\s)\\<>]+/g) ?? [])];
}

export async function makeShell(shellCache: string): Promise<void> {
  const get = (path: string) => fetch(path, { credentials: "omit", cache: "no-store" });
  const offline = await get(OFFLINE_PATH);
  if (!offline.ok) throw new Error(`${OFFLINE_PATH} answered ${offline.status}`);
  const html = await offline.clone().text();
  const shell = await caches.open(shellCache);
  await shell.put(OFFLINE_PATH, offline);
  await Promise.all(
    SHELL_FILES.map(async (path) => {
      const res = await get(path);
      if (res.ok) await shell.put(path, res);
    }),
  );
  const statics = await caches.open(STATIC);
  await Promise.all(
    buildFilesIn(html).map(async (path) => {
      if (await statics.match(path)) return;
      const res = await get(path);
      if (res.ok) await statics.put(path, res);
    }),
  );
}
