import type { ReactNode } from "react";
import { BuildProgress } from "@/components/ui/build-progress";
import { ProblemBox } from "@/components/ui/problem-box";
import { CountView } from "./count-view";
import type { CountPage } from "./server/season-count";

/** A state's note under the page's heading. */
function Titled({ children }: { children: ReactNode }) {
  return (
    <>
      <h1 className="text-2xl font-bold">Brownlow count, predicted</h1>
      {children}
    </>
  );
}

/** The count page in each of its states: nothing to count, a wrong round, being built, partial or whole. */
export function CountPageView({
  seasonId,
  seasonName,
  page,
}: {
  seasonId: number;
  seasonName: string;
  page: CountPage;
}) {
  switch (page.kind) {
    case "empty":
      return (
        <Titled>
          <p>No home-and-away match of this season is complete yet: there are no votes to predict.</p>
        </Titled>
      );
    case "no-players":
      return (
        <Titled>
          <p data-testid="count-no-players">
            No player statistics for this season: the source records results and quarter scores only, so there
            is nothing to predict votes from.
          </p>
        </Titled>
      );
    case "unlicensed":
      return (
        <Titled>
          <p data-testid="count-unlicensed">
            This site&apos;s data licence does not give every box-score count the model needs, so no votes are
            predicted (never from part of a box score).
          </p>
        </Titled>
      );
    case "problem":
      return <ProblemBox title="This count cannot be shown" problem={page.problem} testId="count-problem" />;
    case "building":
      return (
        <>
          <h1 className="text-2xl font-bold">Brownlow count, predicted</h1>
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
          <CountView seasonId={seasonId} seasonName={seasonName} page={page} />
        </>
      );
  }
}
