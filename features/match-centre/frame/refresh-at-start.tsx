"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { onlineManager } from "@tanstack/react-query";
import { LIVE_EVENTS_REFRESH_MS } from "@/lib/queries/live";

// A page's wait is capped: setTimeout's delay is a 32-bit number of milliseconds (~24.8 days).
const MAX_WAIT_MS = 2 ** 31 - 1;

/** How long to wait before asking for the page again: until the start, then a beat at a time. */
export const refreshWait = (startMs: number, nowMs: number) =>
  Math.min(Math.max(startMs - nowMs, LIVE_EVENTS_REFRESH_MS), MAX_WAIT_MS);

/**
 * A page shown before a match starts is asked for again when the match is due, then on the live beat
 * until the server has its events (the page it then renders has no RefreshAtStart): a viewer who
 * opened the shots before the bounce sees them come without reloading.
 */
export function RefreshAtStart({ startUtc }: { startUtc: string }) {
  const router = useRouter();
  useEffect(() => {
    const start = Date.parse(startUtc);
    if (Number.isNaN(start)) return;
    let timer: ReturnType<typeof setTimeout>;
    const next = () => {
      timer = setTimeout(
        () => {
          // Offline, a refresh would fail and Next would then reload the page: the next beat asks.
          if (onlineManager.isOnline()) router.refresh();
          next();
        },
        refreshWait(start, Date.now()),
      );
    };
    next();
    return () => clearTimeout(timer);
  }, [startUtc, router]);
  return null;
}
