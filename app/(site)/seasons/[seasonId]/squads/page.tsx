import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { SquadsView } from "@/features/season/squads-view";
import { squadsQuery } from "@/lib/queries/squads";
import { createServerQueryClient, prefetch } from "@/lib/server-prefetch";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ seasonId: string }> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Squads");
}

/** /seasons/[id]/squads — the season's competing squads. */
export default async function SquadsPage({ params }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const qc = createServerQueryClient();
  await prefetch(qc, squadsQuery(ref));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <SquadsView seasonRef={ref} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
