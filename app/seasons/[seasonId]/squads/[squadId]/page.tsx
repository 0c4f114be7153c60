import { notFound } from "next/navigation";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { SquadView } from "@/features/season/squad-view";
import { squadPersonsQuery } from "@/lib/queries/squads";
import { createServerQueryClient, fetchOnServer, prefetch } from "@/lib/server-prefetch";
import { isSquadColumn } from "@/lib/season/squad-sort";
import { firstParam, parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonQuery } from "@/lib/queries/season";
import { DataFreshness } from "@/components/ui/data-freshness";

type Props = { params: Promise<{ seasonId: string; squadId: string }>; searchParams: Promise<SearchParams> };

async function load(params: Props["params"]) {
  const { seasonId, squadId: raw } = await params;
  const ref = await resolveSeason(seasonId);
  const squadId = parsePositiveInt(raw);
  if (typeof squadId !== "number") notFound();
  return { ref, squadId };
}

export async function generateMetadata({ params }: Props) {
  const { ref, squadId } = await load(params);
  const [squad, season] = await Promise.all([
    fetchOnServer(squadPersonsQuery(ref, squadId)),
    fetchOnServer(seasonQuery(ref)),
  ]);
  return { title: `${squad.name} · ${season.competitionName}` };
}

/** /seasons/[id]/squads/[squadId]?sort=&dir= — a squad's players, sortable by any column. */
export default async function SquadPage({ params, searchParams }: Props) {
  const { ref, squadId } = await load(params);
  const sp = await searchParams;
  const sort = firstParam(sp, "sort") ?? "jumper";
  const dir = firstParam(sp, "dir") ?? "asc";
  if (!isSquadColumn(sort) || (dir !== "asc" && dir !== "desc")) notFound();

  const qc = createServerQueryClient();
  await prefetch(qc, squadPersonsQuery(ref, squadId));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <SquadView seasonRef={ref} squadId={squadId} sort={sort} dir={dir} />
      <DataFreshness />
    </HydrationBoundary>
  );
}
