import { BuildProgress } from "@/components/ui/build-progress";
import { ProblemBox } from "@/components/ui/problem-box";
import { TeamRankingsView } from "./team-rankings-view";
import type { TeamRankingsPage } from "./server/team-rankings";

const NOTHING = {
  "no-matches": "No match of this season is complete yet: there is nothing to rank.",
  "no-box-scores": "No box scores for this season: the source records results and quarter scores only.",
};

/** The rankings in each of their states: nothing to add up, a wrong address, being built, partial or whole. */
export function TeamRankingsPageView({ page }: { page: TeamRankingsPage }) {
  if (page.kind === "problem")
    return (
      <ProblemBox title="These rankings cannot be shown" problem={page.problem} testId="rankings-problem" />
    );
  if (page.kind !== "ready")
    return (
      <>
        <h1 className="text-2xl font-bold">Team rankings</h1>
        {page.kind === "building" ? (
          <BuildProgress {...page.status} />
        ) : (
          <p data-testid="rankings-nothing">{NOTHING[page.reason]}</p>
        )}
      </>
    );
  return (
    <>
      {/* While the season's pass runs: the matches kept so far are ranked, and said to be. */}
      {page.partial && <BuildProgress {...page.partial} partialBelow />}
      {page.splits && (
        // The public figures below are whole; only the coaches' further counts wait for these.
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="splits-progress">
          Contested possessions, rebound 50s and the other counts by quarter and zone: {page.splits.done} of{" "}
          {page.splits.total} matches added up so far.
        </p>
      )}
      <TeamRankingsView page={page} />
    </>
  );
}
