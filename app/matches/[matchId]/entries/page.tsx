import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { LicensedOnly } from "@/features/match-centre/frame/licensed-only";
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
  const { matchId, refused } = await eventViewAccess(props, "entries");
  if (refused) return <LicensedOnly matchId={matchId} view="The inside-50 map" />;
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
