"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { onlineManager } from "@tanstack/react-query";
import { formatUtcTime, type Freshness } from "@/lib/freshness/freshness";

/**
 * When the page's data is from, and, when the server had to show a saved copy (the service failed or
 * refused with 429), says so and asks the server again at the announced time.
 */
export function FreshnessNotice({ freshness, now }: { freshness: Freshness; now: number }) {
  const router = useRouter();
  const retryAt = freshness.stale?.retryAt;
  useEffect(() => {
    if (!retryAt) return;
    // Offline (a copy the service worker kept), a refresh would fail and Next would reload the page.
    const retry = () => onlineManager.isOnline() && router.refresh();
    const t = setTimeout(retry, Math.max(1_000, Date.parse(retryAt) - Date.now()));
    return () => clearTimeout(t);
  }, [retryAt, router]);
  if (freshness.stale) {
    return (
      <p
        role="status"
        data-testid="stale-notice"
        className="mt-6 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        The data service is not answering right now, so this page shows a saved copy from{" "}
        <time dateTime={freshness.stale.savedAt}>{formatUtcTime(freshness.stale.savedAt, now)}</time>. It will
        try again at <time dateTime={retryAt}>{formatUtcTime(retryAt!, now, true)}</time>.
      </p>
    );
  }
  return (
    <p className="mt-6 text-xs text-slate-600 dark:text-slate-400" data-testid="data-as-of">
      Data as of <time dateTime={freshness.asOf}>{formatUtcTime(freshness.asOf, now)}</time>
    </p>
  );
}
