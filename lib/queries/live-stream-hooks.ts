"use client";

// The React side of live-streams.ts: the components that show live matches open their streams, and
// re-render when a stream's status changes (their queries then poll, or stop polling).
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import {
  IDLE,
  liveStreamStatus,
  liveStreamsVersion,
  openLiveStream,
  subscribeLiveStreams,
  type LiveStreamStatus,
} from "./live-streams";

/** The match's stream status, re-rendering the component as it changes. */
export function useLiveStreamStatus(matchId: number): LiveStreamStatus {
  return useSyncExternalStore(
    subscribeLiveStreams,
    () => liveStreamStatus(matchId),
    () => IDLE,
  );
}

/**
 * Keeps the streams of `matchIds` open while the component is shown (one each, shared by the page),
 * and re-renders it whenever a stream's status changes: its queries' polling (useMatch, useFixture)
 * reads whether each match is streamed at every render.
 */
export function useLiveStreams(matchIds: readonly number[]): void {
  const qc = useQueryClient();
  useSyncExternalStore(subscribeLiveStreams, liveStreamsVersion, () => 0);
  const ids = [...new Set(matchIds)].sort((a, b) => a - b).join(",");
  useEffect(() => {
    if (!ids) return;
    const releases = ids.split(",").map((id) => openLiveStream(qc, Number(id)));
    return () => releases.forEach((r) => r());
  }, [qc, ids]);
}
