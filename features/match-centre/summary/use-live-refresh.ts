"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { onlineManager } from "@tanstack/react-query";
import { LIVE_EVENTS_REFRESH_MS } from "@/lib/queries/live";
import { msToNextBeat } from "@/lib/queries/live-clock";
import { isStreamed, liveStreamStatus, onLiveFinal } from "@/lib/queries/live-streams";

/**
 * While the match's stream delivers, the only part of the summary it does not carry (the box score,
 * and the Brownlow votes made from it) is asked for again this often, and only when the stream brought
 * something since: a page render a viewer every two minutes at most instead of one every 10 s beat.
 */
export const STREAMED_REFRESH_MS = 120_000;

// One timer for the whole page however many sections ask (the worm and the box score): a second timer
// would re-render the page twice a beat for the same data.
let users = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let stop: (() => void) | undefined;

/** What the beat does: a render of the page, or nothing (the stream carries the match's changes). */
export function refreshDue(
  streamed: boolean,
  lastRefresh: number,
  lastMessage: number | null,
  now: number,
): boolean {
  if (!streamed) return true;
  return lastMessage !== null && lastMessage > lastRefresh && now - lastRefresh >= STREAMED_REFRESH_MS;
}

/**
 * While `live`, keeps the sections the server reduced from event data (the player statistics' box score; the transactions' worm
 * where the stream cannot bring it) current without shipping the data to the browser:
 * - the match's stream delivering (lib/queries/live-streams.ts), the page is asked for again every
 *   two minutes at most (STREAMED_REFRESH_MS) and once when the match ends;
 * - else (no stream, a buffering proxy, reconnecting), on every 10 s beat of the clock, as before the
 *   stream: the proxy's 5-second cache makes that one upstream call an interval for all viewers;
 * - at once when the browser comes back online.
 */
export function useLiveRefresh(live: boolean, matchId: number): void {
  const router = useRouter();
  useEffect(() => {
    if (!live) return;
    users++;
    if (users === 1) {
      let lastRefresh = Date.now();
      const refresh = () => {
        lastRefresh = Date.now();
        router.refresh();
      };
      const next = () =>
        (timer = setTimeout(() => {
          // Offline, a refresh would fail and Next would then reload the page: wait for the network.
          const due = refreshDue(isStreamed(matchId), lastRefresh, liveStreamStatus(matchId).at, Date.now());
          if (onlineManager.isOnline() && due) refresh();
          next();
        }, msToNextBeat(LIVE_EVENTS_REFRESH_MS)));
      next();
      const stopFinal = onLiveFinal((id) => id === matchId && refresh());
      window.addEventListener("online", refresh);
      stop = () => {
        stopFinal();
        window.removeEventListener("online", refresh);
      };
    }
    return () => {
      users--;
      if (users > 0) return;
      clearTimeout(timer);
      stop?.();
    };
  }, [live, matchId, router]);
}
