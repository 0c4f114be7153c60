import type { KeptPage } from "./shared-pages";

/** The kept page of `key` when it is fresh now, with the time it was judged at. */
export function freshPage(
  key: string,
  get: (key: string) => KeptPage | undefined,
  now: () => number,
): { page: KeptPage; t: number } | undefined {
  const t = now();
  const page = get(key);
  return page && page.freshUntil > t ? { page, t } : undefined;
}
