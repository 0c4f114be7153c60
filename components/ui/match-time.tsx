"use client";

import { useSyncExternalStore } from "react";
import { formatVenueTime, formatViewerTime } from "@/lib/format/match-time";

const noSubscription = () => () => {};

/** The viewer's zone, known only in the browser: null while rendering on the server and hydrating. */
function useViewerZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/**
 * Kick-off at the venue with its zone named (rendered on the server), and after hydration the same
 * instant in the viewer's zone when that is a different zone.
 */
export function MatchTime({
  utc,
  timeZone,
  withDate = false,
}: {
  utc: string;
  timeZone: string;
  withDate?: boolean;
}) {
  const viewerZone = useViewerZone();
  const venue = formatVenueTime(utc, timeZone, withDate);
  // The viewer's time has a line of its own, reserved from the first paint, so that adding it after
  // hydration moves nothing (layout shift).
  return (
    <span className="tabular">
      <time dateTime={utc} suppressHydrationWarning>
        {venue}
      </time>
      <span className="block min-h-[1.25rem] text-slate-600 dark:text-slate-400">
        {viewerZone && viewerZone !== timeZone && (
          <span data-testid="viewer-time">your time {formatViewerTime(utc, withDate)}</span>
        )}
      </span>
    </span>
  );
}
