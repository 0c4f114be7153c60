"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { onlineManager } from "@tanstack/react-query";
import { LIVE_EVENTS_REFRESH_MS } from "@/lib/queries/live";
import { msToNextBeat } from "@/lib/queries/live-clock";

// One timer for the whole page however many sections ask (the worm and the box score): a second timer
// would re-render the page twice a beat for the same data.
let users = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let onOnline: (() => void) | undefined;

/**
 * While `live`, asks the server for the page again on every 10 s beat of the clock (router.refresh),
 * and at once when the browser comes back online:
 * sections the server reduced from event data (E8, E15) stay current without shipping the data to the
 * browser, and the proxy's 5-second cache makes that one upstream call an interval for all viewers.
 */
export function useLiveRefresh(live: boolean): void {
  const router = useRouter();
  useEffect(() => {
    if (!live) return;
    users++;
    if (users === 1) {
      const next = () =>
        (timer = setTimeout(() => {
          // Offline, a refresh would fail and Next would then reload the page: wait for the network.
          if (onlineManager.isOnline()) router.refresh();
          next();
        }, msToNextBeat(LIVE_EVENTS_REFRESH_MS)));
      next();
      onOnline = () => router.refresh();
      window.addEventListener("online", onOnline);
    }
    return () => {
      users--;
      if (users > 0) return;
      clearTimeout(timer);
      if (onOnline) window.removeEventListener("online", onOnline);
    };
  }, [live, router]);
}
