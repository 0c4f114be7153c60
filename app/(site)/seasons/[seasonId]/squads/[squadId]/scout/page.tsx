import { notFound } from "next/navigation";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { scoutPage } from "@/features/scouting/server/scout";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { ScoutView } from "@/features/scouting/scout-view";
import { parsePositiveInt, type SearchParams } from "@/lib/season/search-params";

type Props = {
  params: Promise<{ seasonId: string; squadId: string }>;
  searchParams: Promise<SearchParams>;
};

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Scouting report");
}

/** /seasons/[id]/squads/[squadId]/scout?last=N — the opposition scouting report (coaches and analysts). */
export default async function ScoutPage({ params, searchParams }: Props) {
  const { seasonId, squadId: raw } = await params;
  const ref = await resolveSeason(seasonId);
  const squadId = parsePositiveInt(raw);
  if (typeof squadId !== "number") notFound();
  return <ScoutView page={await scoutPage(ref, squadId, await searchParams)} />;
}
