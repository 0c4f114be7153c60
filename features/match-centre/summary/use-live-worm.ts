"use client";

import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { liveWormKey } from "@/lib/queries/live-streams";
import type { WormData } from "./score-worm-section";

/**
 * The score worm the summary draws: the server's (reduced from the transactions at each render of the page), kept in
 * TanStack Query's cache so that the match's live stream adds its new scores there (live-streams.ts)
 * and the worm and the win-probability line move without a page render. Null where the visitor is
 * not shown the worm. The entry is not an operation's, so it is never kept on the device.
 */
export function useLiveWorm(matchId: number, worm: WormData | null): WormData | null {
  const qc = useQueryClient();
  const cached = useQuery<WormData>({
    queryKey: liveWormKey(matchId),
    queryFn: skipToken,
    initialData: worm ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A new render of the page (its end, a fallback's refresh) brings the server's worm: it wins.
  useEffect(() => {
    if (worm) qc.setQueryData(liveWormKey(matchId), worm);
  }, [qc, matchId, worm]);
  return worm ? (cached.data ?? worm) : null;
}
