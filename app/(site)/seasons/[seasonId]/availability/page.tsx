import { notFound } from "next/navigation";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { AvailabilityView } from "@/features/season/availability-view";
import { availabilityQuery } from "@/lib/queries/availability";
import { createServerQueryClient, prefetch } from "@/lib/server-prefetch";
import { firstParam, parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Availability");
}

/** /seasons/[id]/availability?page= — who was selected, round by round, fifty players a page. */
export default async function AvailabilityPage({ params, searchParams }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const page = parsePositiveInt(firstParam(await searchParams, "page")) ?? 1;
  if (page === null) notFound();

  const qc = createServerQueryClient();
  const data = await prefetch(qc, availabilityQuery(ref, page));
  // The service answers a page past the end with no players; that page does not exist.
  if (page > Math.max(1, data.metaData.totalPages)) notFound();
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <AvailabilityView seasonRef={ref} page={page} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
