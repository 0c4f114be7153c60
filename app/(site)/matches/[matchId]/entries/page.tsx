import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { EntriesView } from "@/features/match-centre/views/entries-view";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { entriesQuery } from "@/lib/queries/match-events";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { DataFreshness } from "@/components/ui/data-freshness";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Entries");

/** /matches/[id]/entries?period=&team=&player=&outcome=&ends= — inside-50 entries as arrows. */
export default async function EntriesPage(props: PageProps) {
  const { matchId } = await eventViewAccess(props, "entries");
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchVenueQuery(matchId)),
    prefetchOptional(qc, entriesQuery(matchId)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <EntriesView matchId={matchId} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
