"use client";

import { useRefreshWhile } from "@/components/ui/use-refresh-while";

// The quarter scores are read a match at a time over days (a daily budget of calls), so the records
// page shows how far the build is and refreshes itself only while it is running; paused for the day
// or stopped by a failure, it says when it carries on instead of asking the server every few seconds.

const fmt = (n: number) => n.toLocaleString("en-AU");

export function QuarterProgress({
  done,
  total,
  building,
  pausedUntil,
  error,
}: {
  done: number;
  total: number;
  building: boolean;
  pausedUntil: string | null;
  error: string | null;
}) {
  useRefreshWhile(building);
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="quarter-progress"
    >
      <p className="font-semibold" role="status">
        Quarter scores: {fmt(done)} of {fmt(total)} matches read
      </p>
      <progress className="w-full" max={Math.max(1, total)} value={done} aria-label="Matches read">
        {done} of {total}
      </progress>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Scores by quarter come from the data service one match at a time. Each match is read once and kept, a
        few thousand a day at most so that the day&apos;s quota stays for the rest of the site.
        {building ? " The page updates itself." : ""}
      </p>
      {pausedUntil && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="quarter-paused">
          Today&apos;s share is read; a visit from {pausedUntil.slice(0, 10)}, 00:00 UTC, carries on.
        </p>
      )}
      {error && (
        <p className="text-sm text-red-800 dark:text-red-300">
          The build stopped: {error}. Reload the page in half a minute to carry on.
        </p>
      )}
    </div>
  );
}
