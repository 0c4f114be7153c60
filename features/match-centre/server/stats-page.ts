import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { glossaryQuery } from "@/lib/queries/glossary";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { parseContext, parseStatsFilters } from "@/lib/queries/match-filters";
import { leadersQuery, playerStatsQuery, squadStatsQuery } from "@/lib/queries/match-stats";
import { licensedMetrics, withFantasyCounts } from "@/lib/queries/metric-sets";
import { matchLicence } from "@/lib/app-server/upstream/licence";
import { prefetch, prefetchOptional } from "@/lib/app-server/pages/prefetch";

/**
 * The statistics view's queries for its address's filters, prefetched into `qc` (the metrics the
 * licence allows, and the Fantasy counts beside the players'), and the licence the browser side is
 * told about.
 */
export async function prefetchStatsView(qc: QueryClient, matchId: number, search: URLSearchParams) {
  const licence = await matchLicence(matchId);
  const clientLicence = { tier: licence.tier, metrics: [...licence.metrics] };
  const { metricSet, ...f } = parseStatsFilters(search);
  const { codes } = licensedMetrics(metricSet, clientLicence.metrics);
  const filter = { ...f, metric: codes.length ? codes : undefined };
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
  return clientLicence;
}
