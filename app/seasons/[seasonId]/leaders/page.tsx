import { resolveSeason } from "@/app/_server/resolve-season";
import { seasonLeadersPage } from "@/app/_server/season-leaders";
import { seasonTitle } from "@/app/_server/season-title";
import { BuildProgress } from "@/components/season/build-progress";
import { SeasonLeadersView } from "@/components/views/season-leaders-view";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/server-prefetch";
import type { SearchParams } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Leaders");
}

/** /seasons/[id]/leaders?metric=&period=&zone=&squad=&phase=&per= — the season's totals of a statistic. */
export default async function LeadersPage({ params, searchParams }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const sp = await searchParams;
  const search = new URLSearchParams(
    Object.entries(sp).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v[0] : v]])),
  ).toString();
  const returnTo = `/seasons/${ref.seasonId}/leaders${search ? `?${search}` : ""}`;
  const page = await seasonLeadersPage(ref, sp, returnTo);
  switch (page.kind) {
    case "empty":
      return <p>No match of this season is complete yet: there is nothing to add up.</p>;
    case "no-players":
      return (
        <p data-testid="leaders-no-players">
          No player statistics for this season: the source records results and quarter scores only.
        </p>
      );
    case "problem":
      return (
        <div
          role="alert"
          className="rounded border border-red-300 p-3 dark:border-red-800"
          data-testid="leaders-problem"
        >
          <h1 className="font-semibold">This leaderboard cannot be shown</h1>
          <p>{page.problem}</p>
        </div>
      );
    case "building":
      return (
        <>
          <h1 className="text-2xl font-bold">Season leaders</h1>
          <BuildProgress done={page.status.done} total={page.status.total} error={page.status.error} />
        </>
      );
    case "ready": {
      const season = await fetchOnServer(seasonQuery(ref));
      const partial = page.partial;
      return (
        <>
          {partial && (
            <BuildProgress done={partial.done} total={partial.total} error={partial.error} partialBelow />
          )}
          <SeasonLeadersView
            seasonId={ref.seasonId}
            seasonName={season.competitionName}
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
