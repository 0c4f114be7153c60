"use client";

import { formatUtcTime } from "@/lib/freshness/freshness";
import { useOnline } from "./use-online";

/**
 * A match in play: "Live · Q2 07:58" while the browser is online; offline, "Offline · last figures
 * as of 14:02:30 UTC" (`asOf`: when the figures shown were fetched), since nothing on the page can
 * move until the network is back. Back online, the page's queries ask again at once (TanStack Query
 * refetches on reconnecting) and the badge says Live again.
 */
export function LiveBadge({ detail, asOf }: { detail: string; asOf?: number }) {
  const online = useOnline();
  if (!online) {
    const at = asOf ? new Date(asOf).toISOString() : null;
    return (
      <span
        className="rounded bg-slate-700 px-1.5 py-0.5 text-xs font-bold text-white uppercase"
        data-testid="live-offline"
      >
        Offline
        <span className="font-normal normal-case">
          {" · last figures"}
          {at && (
            <>
              {" as of "}
              <time dateTime={at}>{formatUtcTime(at, asOf!, true)}</time>
            </>
          )}
        </span>
      </span>
    );
  }
  return (
    <span className="rounded bg-rose-600 px-1.5 py-0.5 text-xs font-bold text-white uppercase">
      Live<span className="font-normal normal-case"> · {detail}</span>
    </span>
  );
}
