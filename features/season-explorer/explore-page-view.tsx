import { BuildProgress } from "@/components/ui/build-progress";
import { ProblemBox } from "@/components/ui/problem-box";
import { ExploreView } from "./explore-view";
import type { ExplorePage } from "./server/explore-page";

const NOTHING = {
  "no-matches": "No match of this season is complete yet: there is no player to draw.",
  "no-box-scores": "No box scores for this season: the source records results and quarter scores only.",
};

/** The explorer in each of its states: nothing to draw, a wrong address, being built, ready. */
export function ExplorePageView({ page }: { page: ExplorePage }) {
  if (page.kind === "problem")
    return (
      <ProblemBox title="This explorer cannot be shown" problem={page.problem} testId="explore-problem" />
    );
  if (page.kind !== "ready")
    return (
      <>
        <h1 className="text-2xl font-bold">Season explorer</h1>
        {page.kind === "building" ? (
          <BuildProgress {...page.status} />
        ) : (
          <p data-testid="explore-nothing">{NOTHING[page.reason]}</p>
        )}
      </>
    );
  const partial = page.partial;
  return (
    <>
      {/* A quarter or zone cut while the splits build: the matches added up so far, said so. */}
      {partial && <BuildProgress {...partial} partialBelow />}
      <ExploreView page={page} />
    </>
  );
}
