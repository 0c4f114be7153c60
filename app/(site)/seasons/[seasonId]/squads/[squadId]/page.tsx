import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { SquadView } from "@/features/season/squad-view";
import { squadPageData, squadPageTitle } from "@/features/season/server/squad-page";
import { createServerQueryClient } from "@/lib/server-prefetch";
import type { SearchParams } from "@/lib/season/search-params";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ seasonId: string; squadId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return { title: await squadPageTitle(params) };
}

/** /seasons/[id]/squads/[squadId]?sort=&dir= — a squad's players, sortable by any column. */
export default async function SquadPage({ params, searchParams }: Props) {
  const qc = createServerQueryClient();
  const page = await squadPageData(params, await searchParams, qc);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <SquadView seasonRef={page.seasonRef} squadId={page.squadId} sort={page.sort} dir={page.dir} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
