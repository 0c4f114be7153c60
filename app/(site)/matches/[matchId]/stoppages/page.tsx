import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { StoppagesView } from "@/features/match-centre/views/stoppages-view";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { shotsQuery, stoppagesQuery } from "@/lib/queries/match-events";
import { parseStoppageType } from "@/lib/queries/match-filters";
import { ruckContestsQuery } from "@/lib/queries/match-stats";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { DataFreshness } from "@/components/ui/data-freshness";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Stoppages");

/** /matches/[id]/stoppages?type=&period= — centre bounces, ball-ups and throw-ins, and the ruck contests. */
export default async function StoppagesPage(props: PageProps) {
  const { matchId, search } = await eventViewAccess(props, "stoppages");
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchVenueQuery(matchId)),
    prefetchOptional(qc, stoppagesQuery(matchId)),
    prefetchOptional(qc, shotsQuery(matchId)), // the shots tell which way each team kicked
    prefetchOptional(qc, ruckContestsQuery(matchId, parseStoppageType(search))),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <StoppagesView matchId={matchId} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
