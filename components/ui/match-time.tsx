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

/** A kick-off: the instant, the venue's zone, and whether to name the date too. */
interface KickOff {
  utc: string;
  timeZone: string;
  withDate?: boolean;
}

/**
 * The kick-off in the viewer's zone, after hydration and only when it differs from the venue's, on a
 * line of its own reserved from the first paint, so that adding it moves nothing (layout shift).
 */
export function ViewerTime({ utc, timeZone, withDate = false }: KickOff) {
  const viewerZone = useViewerZone();
  return (
    <span className="block min-h-[1.25rem] text-slate-600 dark:text-slate-400">
      {viewerZone && viewerZone !== timeZone && (
        <span data-testid="viewer-time">your time {formatViewerTime(utc, withDate)}</span>
      )}
    </span>
  );
}

/** Kick-off at the venue with its zone named (rendered on the server), with the viewer's time below. */
export function MatchTime({ utc, timeZone, withDate = false }: KickOff) {
  return (
    <span className="tabular">
      <time dateTime={utc} suppressHydrationWarning>
        {formatVenueTime(utc, timeZone, withDate)}
      </time>
      <ViewerTime utc={utc} timeZone={timeZone} withDate={withDate} />
    </span>
  );
}
