"use client";

import type { Route } from "next";
import { useCallback, useSyncExternalStore } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { hrefWith, type UrlUpdates } from "@/components/ui/href-with";

export type { UrlUpdates };

// Said after each change of the address made here. Next's router also observes pushState, but only
// once it has patched it, after hydration: a click while the page was still hydrating changed the
// address and nothing else. The address itself is the state, so it is read from the address.
const CHANGED = "footy:url-state";

function subscribe(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}
const currentSearch = () => window.location.search;

/**
 * A view's state in its address. Each change is a new history entry (Back undoes a filter) made with
 * the browser's own pushState: the view re-renders from the address at once, and no server round
 * trip is made (the event views filter data already in the browser). On the server, and while
 * hydrating, the request's search parameters are the state.
 */
export function useUrlState(): [
  URLSearchParams,
  (updates: UrlUpdates) => void,
  (updates: UrlUpdates) => Route,
] {
  const pathname = usePathname();
  const fromRouter = useSearchParams().toString();
  // Read on every render (and on the events above): Next's own navigations to another search of the
  // same page re-render through useSearchParams, and the address is already theirs by then.
  const search = useSyncExternalStore(subscribe, currentSearch, () => `?${fromRouter}`).replace(/^\?/, "");
  const href = useCallback(
    (updates: UrlUpdates) => hrefWith(pathname, new URLSearchParams(search), updates),
    [pathname, search],
  );
  const set = useCallback(
    (updates: UrlUpdates) => {
      const next = href(updates);
      // The same address again (a filter set to what it was) is not a step to go Back over.
      if (next !== window.location.pathname + window.location.search) {
        window.history.pushState(null, "", next);
        window.dispatchEvent(new Event(CHANGED));
      }
    },
    [href],
  );
  return [new URLSearchParams(search), set, href];
}
