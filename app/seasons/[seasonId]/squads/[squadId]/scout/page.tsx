import { notFound } from "next/navigation";
import { resolveSeason } from "@/app/_server/resolve-season";
import { scoutPage } from "@/app/_server/scout";
import { seasonTitle } from "@/app/_server/season-title";
import { ScoutView } from "@/components/views/scout-view";
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
