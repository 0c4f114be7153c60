import { requestOrigin } from "./safe-redirect";

/**
 * Whether a state-changing request came from one of our own pages (the CSRF check of the app's own
 * POST handlers; next-auth guards its own with a token). Browsers send Sec-Fetch-Site on every fetch
 * and Origin on every POST: another site's form or script is "cross-site" or names its own origin. A
 * request with neither is not a browser's, and is refused too: our pages always send them.
 */
export function isSameOrigin(h: Headers): boolean {
  const site = h.get("sec-fetch-site");
  if (site !== null && site !== "same-origin") return false;
  const origin = h.get("origin");
  if (origin === null) return site === "same-origin";
  return origin === requestOrigin(h);
}
