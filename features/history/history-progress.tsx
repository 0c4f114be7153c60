"use client";

import { useRefreshWhile } from "@/components/ui/use-refresh-while";

// While the all-time summary is being read, the page shows how far it is and asks the server for itself
// again every few seconds (the server reads the build's progress), until the page replaces this.

export function HistoryProgress({
  done,
  total,
  error,
}: {
  done: number;
  total: number;
  error: string | null;
}) {
  useRefreshWhile(!error);
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="history-progress"
    >
      <p className="font-semibold" role="status">
        {total
          ? `Building the history: ${done} of ${total} seasons`
          : "Building the history: listing the seasons"}
      </p>
      <progress className="w-full" max={Math.max(1, total)} value={done} aria-label="Seasons read">
        {done} of {total}
      </progress>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Every season since 1897 is read once and kept, so this happens once. The page updates itself.
      </p>
      {error && (
        <p className="text-sm text-red-800 dark:text-red-300">
          The build stopped: {error}. Reload the page in half a minute to carry on.
        </p>
      )}
    </div>
  );
}
