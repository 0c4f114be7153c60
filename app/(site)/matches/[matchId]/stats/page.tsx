import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { StatsView } from "@/features/match-centre/views/stats-view";
import { prefetchStatsView } from "@/features/match-centre/server/stats-page";
import { createServerQueryClient } from "@/lib/server-prefetch";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { DataFreshness } from "@/components/ui/data-freshness";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Stats");

/**
 * /matches/[id]/stats?period=&zone=&team=&metric=&from=&to=&last=&context=&sort=&dir=&ssort=&sdir= —
 * leaders, player and team statistics, filtered by the service.
 */
export default async function StatsPage(props: PageProps) {
  const { matchId, search } = await eventViewAccess(props, "stats");
  const qc = createServerQueryClient();
  const licence = await prefetchStatsView(qc, matchId, search);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <StatsView matchId={matchId} licence={licence} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
