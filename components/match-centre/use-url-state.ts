"use client";

import { useCallback } from "react";
import { usePathname, useSearchParams } from "next/navigation";

export type UrlUpdates = Record<string, string | number | undefined | null>;

/** The address with `updates` applied to its search parameters (empty values remove a parameter). */
export function hrefWith(pathname: string, current: URLSearchParams, updates: UrlUpdates): string {
  const next = new URLSearchParams(current.toString());
  for (const [k, v] of Object.entries(updates)) {
    if (v === undefined || v === null || v === "") next.delete(k);
    else next.set(k, String(v));
  }
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/**
 * A view's state in its address. Changes replace the history entry with the browser's own
 * replaceState, which Next's router observes: useSearchParams updates at once and no server round trip
 * is made (the event views filter data already in the browser).
 */
export function useUrlState(): [
  URLSearchParams,
  (updates: UrlUpdates) => void,
  (updates: UrlUpdates) => string,
] {
  const pathname = usePathname();
  const search = useSearchParams();
  const params = new URLSearchParams(search.toString());
  const href = useCallback(
    (updates: UrlUpdates) => hrefWith(pathname, new URLSearchParams(search.toString()), updates),
    [pathname, search],
  );
  const set = useCallback(
    (updates: UrlUpdates) => window.history.replaceState(null, "", href(updates)),
    [href],
  );
  return [params, set, href];
}
