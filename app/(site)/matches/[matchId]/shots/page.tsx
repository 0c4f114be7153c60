import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { ShotsView } from "@/features/match-centre/views/shots-view";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { shotsQuery } from "@/lib/queries/match-events";
import { parseSummaryType } from "@/lib/queries/match-filters";
import { playerShotSummaryQuery, squadShotSummaryQuery } from "@/lib/queries/match-stats";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { DataFreshness } from "@/components/ui/data-freshness";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Shots");

/**
 * /matches/[id]/shots?period=&team=&player=&outcome=&layout=&ends=&stype= — the shot map (half oval by
 * default, `layout=full` for the whole oval) and shot summaries.
 */
export default async function ShotsPage(props: PageProps) {
  const { matchId, search } = await eventViewAccess(props, "shots");
  const type = parseSummaryType(search);
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchVenueQuery(matchId)),
    prefetchOptional(qc, shotsQuery(matchId)),
    prefetchOptional(qc, squadShotSummaryQuery(matchId, type)),
    prefetchOptional(qc, playerShotSummaryQuery(matchId, type)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ShotsView matchId={matchId} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
