import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { LicenceLeavesOut } from "@/features/match-centre/frame/licence-note";
import { matchLicence, permits } from "@/lib/app-server/upstream/licence";
import { ChainsView } from "@/features/match-centre/views/chains-view";
import { matchQuery, matchVenueQuery } from "@/lib/queries/match";
import { chainsQuery } from "@/lib/queries/match-events";
import { createServerQueryClient, prefetch, prefetchOptional } from "@/lib/app-server/pages/prefetch";
import {
  eventViewAccess,
  matchViewMetadata,
  type PageProps,
} from "@/features/match-centre/server/match-centre";
import { DataFreshness } from "@/components/ui/data-freshness";
import { OP } from "@/lib/contract/operations";

export const generateMetadata = (props: PageProps) => matchViewMetadata(props, "Chains");

/**
 * /matches/[id]/chains?period=&team=&outcome=&chain=&ends=&map=&ttype= — chains along match time, the
 * path of the selected one, and (`map=all`) every transaction on the ground. The transactions behind a
 * path and the map (~2 MB) are fetched by the browser only once a chain is selected or the map is
 * asked for, never embedded in the page.
 */
export default async function ChainsPage(props: PageProps) {
  const { matchId } = await eventViewAccess(props, "chains");
  const licence = await matchLicence(matchId);
  if (!permits(licence, OP.getPossessionChains))
    return <LicenceLeavesOut view="The possession chains view" tier={licence.tier} />;
  const qc = createServerQueryClient();
  await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchVenueQuery(matchId)),
    prefetchOptional(qc, chainsQuery(matchId)),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ChainsView matchId={matchId} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
