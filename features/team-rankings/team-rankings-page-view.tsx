import { BuildProgress } from "@/components/ui/build-progress";
import { ProblemBox } from "@/components/ui/problem-box";
import { TeamRankingsView } from "./team-rankings-view";
import type { TeamRankingsPage } from "./server/team-rankings";

const TITLE = "Team rankings";

/** The rankings in each of their states: nothing to add up, a wrong address, being built, partial or whole. */
export function TeamRankingsPageView({
  seasonId,
  seasonName,
  page,
}: {
  seasonId: number;
  seasonName: string;
  page: TeamRankingsPage;
}) {
  switch (page.kind) {
    case "empty":
      return (
        <>
          <h1 className="text-2xl font-bold">{TITLE}</h1>
          <p>No match of this season is complete yet: there is nothing to rank.</p>
        </>
      );
    case "no-players":
      return (
        <>
          <h1 className="text-2xl font-bold">{TITLE}</h1>
          <p data-testid="rankings-no-players">
            No box scores for this season: the source records results and quarter scores only.
          </p>
        </>
      );
    case "problem":
      return (
        <ProblemBox title="These rankings cannot be shown" problem={page.problem} testId="rankings-problem" />
      );
    case "building":
      return (
        <>
          <h1 className="text-2xl font-bold">{TITLE}</h1>
          <BuildProgress done={page.status.done} total={page.status.total} error={page.status.error} />
        </>
      );
    case "ready":
      return (
        <>
          {page.partial && (
            <BuildProgress
              done={page.partial.done}
              total={page.partial.total}
              error={page.partial.error}
              partialBelow
            />
          )}
          {page.splits && (
            // The public figures below are whole; only the coaches' further counts wait for these.
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="splits-progress">
              Contested possessions, rebound 50s and the other counts by quarter and zone: {page.splits.done}{" "}
              of {page.splits.total} matches added up so far.
            </p>
          )}
          <TeamRankingsView seasonId={seasonId} seasonName={seasonName} page={page} />
        </>
      );
  }
}
