"use client";

import { formatUtcTime } from "@/lib/freshness/freshness";
import { useLiveStreamStatus } from "@/lib/queries/live-stream-hooks";
import { useOnline } from "./use-online";

/** " · last figures as of 14:02:30 UTC" (or without the time when none is known). */
function LastFigures({ at }: { at: number | null | undefined }) {
  const iso = at ? new Date(at).toISOString() : null;
  return (
    <span className="font-normal normal-case">
      {" · last figures"}
      {iso && (
        <>
          {" as of "}
          <time dateTime={iso}>{formatUtcTime(iso, at!, true)}</time>
        </>
      )}
    </span>
  );
}

/**
 * A match in play, as the page's live stream has it (lib/queries/live-streams.ts):
 * - "Live · Q2 07:58 · 14:02:30 UTC" while its figures move (by the stream, or by polling where the
 *   stream cannot serve), with the time of the last update;
 * - "Reconnecting · last figures as of 14:02:30 UTC" while the stream is opened again (the page polls
 *   meanwhile);
 * - offline, "Offline · last figures as of 14:02:30 UTC", since nothing on the page can move until the
 *   network is back; back online, the stream opens again, the page's queries ask again at once
 *   (TanStack Query refetches on reconnecting), and the badge says Live again.
 * `asOf`: when the figures shown were fetched, for a page whose stream has brought nothing yet.
 */
export function LiveBadge({ detail, asOf, matchId }: { detail: string; asOf?: number; matchId: number }) {
  const online = useOnline();
  const stream = useLiveStreamStatus(matchId);
  const at = stream.at ?? asOf;
  if (!online || stream.state === "reconnecting") {
    return (
      <span
        className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-bold text-white uppercase"
        data-testid={online ? "live-reconnecting" : "live-offline"}
        data-stream={stream.state}
      >
        {online ? "Reconnecting" : "Offline"}
        <LastFigures at={at} />
      </span>
    );
  }
  const iso = at ? new Date(at).toISOString() : undefined;
  return (
    <span
      className="rounded bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white uppercase"
      data-testid="live-badge"
      data-stream={stream.state}
    >
      Live
      <span className="font-normal normal-case">
        {` · ${detail}`}
        {iso && (
          <>
            {" · "}
            <time dateTime={iso}>{formatUtcTime(iso, at!, true)}</time>
          </>
        )}
      </span>
    </span>
  );
}
