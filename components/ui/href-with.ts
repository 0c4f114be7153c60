import type { Route } from "next";

export type UrlUpdates = Record<string, string | number | undefined | null>;

/**
 * The address with `updates` applied to its search parameters (empty values remove a parameter).
 * `pathname` is the page's own (usePathname): a route of ours by construction, hence the Route.
 */
export function hrefWith(pathname: string, current: URLSearchParams, updates: UrlUpdates): Route {
  const next = new URLSearchParams(current.toString());
  for (const [k, v] of Object.entries(updates)) {
    if (v === undefined || v === null || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  const qs = next.toString();
  return (qs ? `${pathname}?${qs}` : pathname) as Route;
}
