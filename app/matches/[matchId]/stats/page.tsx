import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { StatsView } from "@/features/match-centre/views/stats-view";
import { glossaryQuery } from "@/lib/queries/glossary";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { parseContext, parseStatsFilters } from "@/lib/queries/match-filters";
import { leadersQuery, playerStatsQuery, squadStatsQuery } from "@/lib/queries/match-stats";
import { licensedMetrics, withFantasyCounts } from "@/lib/queries/metric-sets";
import { matchLicence } from "@/lib/app-server/upstream/licence";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/server-prefetch";
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
  const licence = await matchLicence(matchId);
  const clientLicence = { tier: licence.tier, metrics: [...licence.metrics] };
  const { metricSet, ...f } = parseStatsFilters(search);
  const { codes } = licensedMetrics(metricSet, clientLicence.metrics);
  const filter = { ...f, metric: codes.length ? codes : undefined };
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchVenueQuery(matchId)),
    prefetchOptional(qc, glossaryQuery()),
    prefetchOptional(qc, leadersQuery(matchId, f.period)),
    prefetchOptional(
      qc,
      playerStatsQuery(matchId, {
        ...filter,
        metric: withFantasyCounts(filter.metric, clientLicence.metrics),
      }),
    ),
    prefetchOptional(qc, squadStatsQuery(matchId, filter, parseContext(search))),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <StatsView matchId={matchId} licence={clientLicence} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
