import type { Page } from "@playwright/test";

/**
 * The requests from now on that mean the page was rendered again (Next's RSC payloads, as
 * router.refresh asks) or an answer asked for again through the proxy: path, and " (RSC)" for those.
 */
export function watchRefetches(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    const rsc = u.searchParams.has("_rsc") || r.headers()["rsc"] !== undefined;
    if (rsc || u.pathname.startsWith("/api/sds/")) seen.push(u.pathname + (rsc ? " (RSC)" : ""));
  });
  return seen;
}
