import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { RotationsView } from "@/features/match-centre/views/rotations-view";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { rotationsQuery } from "@/lib/queries/match-events";
import { quarterTimeOnGroundQuery, rotationTotalsQuery } from "@/lib/queries/match-stats";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/server-prefetch";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { DataFreshness } from "@/components/ui/data-freshness";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Rotations");

/** /matches/[id]/rotations?team= — interchange stints and time on the ground, player by player. */
export default async function RotationsPage(props: PageProps) {
  const { matchId } = await eventViewAccess(props, "rotations");
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchVenueQuery(matchId)),
    prefetchOptional(qc, rotationsQuery(matchId)),
    prefetchOptional(qc, rotationTotalsQuery(matchId)),
    ...[1, 2, 3, 4].map((p) => prefetchOptional(qc, quarterTimeOnGroundQuery(matchId, p))),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <RotationsView matchId={matchId} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
