import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { LadderView } from "@/features/season/ladder-view";
import { ladderPageData } from "@/features/season/server/ladder-page";
import { createServerQueryClient } from "@/lib/server-prefetch";
import type { SearchParams } from "@/lib/season/search-params";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Ladder");
}

/** /seasons/[id]/ladder?round=&conference= — the ladder after any round, with movement. */
export default async function LadderPage({ params, searchParams }: Props) {
  const qc = createServerQueryClient();
  const view = await ladderPageData((await params).seasonId, await searchParams, qc);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LadderView {...view} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
