import { BuildProgress } from "@/components/ui/build-progress";
import { ProblemBox } from "@/components/ui/problem-box";
import { SeasonLeadersView } from "./season-leaders-view";
import type { LeadersPage } from "./server/season-leaders";

/** The leaders page in each of its states: nothing to add up, a wrong address, being built, partial or whole. */
export function LeadersPageView({
  seasonId,
  seasonName,
  page,
}: {
  seasonId: number;
  seasonName: string;
  page: LeadersPage;
}) {
  switch (page.kind) {
    case "empty":
      return (
        <>
          <h1 className="text-2xl font-bold">Season leaders</h1>
          <p>No match of this season is complete yet: there is nothing to add up.</p>
        </>
      );
    case "no-players":
      return (
        <>
          <h1 className="text-2xl font-bold">Season leaders</h1>
          <p data-testid="leaders-no-players">
            No player statistics for this season: the source records results and quarter scores only.
          </p>
        </>
      );
    case "problem":
      return (
        <ProblemBox
          title="This leaderboard cannot be shown"
          problem={page.problem}
          testId="leaders-problem"
        />
      );
    case "building":
      return (
        <>
          <h1 className="text-2xl font-bold">Season leaders</h1>
          <BuildProgress done={page.status.done} total={page.status.total} error={page.status.error} />
        </>
      );
    case "ready": {
      const partial = page.partial;
      return (
        <>
          {partial && (
            <BuildProgress done={partial.done} total={partial.total} error={partial.error} partialBelow />
          )}
          {page.splits && (
            // The totals below are whole; only the coaches' quarter and zone filters wait for these.
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="splits-progress">
              Quarter and zone splits: {page.splits.done} of {page.splits.total} matches added up so far.
            </p>
          )}
          <SeasonLeadersView
            seasonId={seasonId}
            seasonName={seasonName}
            filters={page.filters}
            metrics={page.metrics}
            squads={page.squads}
            full={page.full}
            rows={page.rows}
            matches={page.matches}
          />
        </>
      );
    }
  }
}
