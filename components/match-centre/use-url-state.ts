"use client";

import { useCallback } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { hrefWith, type UrlUpdates } from "@/components/ui/href-with";

export type { UrlUpdates };

/**
 * A view's state in its address. Each change is a new history entry (Back undoes a filter) made with
 * the browser's own pushState, which Next's router observes: useSearchParams updates at once and no
 * server round trip is made (the event views filter data already in the browser).
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
    (updates: UrlUpdates) => {
      const next = href(updates);
      // The same address again (a filter set to what it was) is not a step to go Back over.
      if (next !== window.location.pathname + window.location.search)
        window.history.pushState(null, "", next);
    },
    [href],
  );
  return [params, set, href];
}
