"use client";

import { useRefreshWhile } from "@/components/ui/use-refresh-while";

// While a season's aggregates are being built, the page shows how far it is and asks the server for
// itself again every few seconds (the server reads the build's progress; no data crosses to the
// browser), until the leaderboard replaces this.

export function BuildProgress({
  done,
  total,
  error,
  what = "the season",
  partialBelow = false,
}: {
  done: number;
  total: number;
  error: string | null;
  /** What is being added up: the season (a leaderboard), or a player's team's season (his page). */
  what?: string;
  /** What is below counts the matches added up so far (a leaderboard shown while it is built). */
  partialBelow?: boolean;
}) {
  useRefreshWhile(!error);
  return (
    <div
      className="space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
      data-testid="build-progress"
    >
      <p className="font-semibold" role="status">
        Adding up {what}: {done} of {total} matches
      </p>
      <progress className="w-full" max={total} value={done} aria-label="Matches added up">
        {done} of {total}
      </progress>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {partialBelow && (
          <strong data-testid="partial-note">
            Partial: the totals below count the {done} matches added up so far.{" "}
          </strong>
        )}
        Each completed match is fetched once and kept, so this happens once a season. The page updates itself.
      </p>
      {error && (
        <p className="text-sm text-red-800 dark:text-red-300">
          The build stopped: {error}. Reload the page to carry on from match {done + 1}.
        </p>
      )}
    </div>
  );
}
