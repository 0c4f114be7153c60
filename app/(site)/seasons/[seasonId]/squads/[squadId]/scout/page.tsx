import { ScoutScreen } from "@/features/scouting/server";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";

type Props = {
  params: Promise<{ seasonId: string; squadId: string }>;
  searchParams: Promise<SearchParams>;
};

export const generateMetadata = async ({ params }: Props) =>
  seasonTitle((await params).seasonId, "Scouting report");

/** /seasons/[id]/squads/[squadId]/scout?last=N — the opposition scouting report (coaches and analysts). */
export default async function ScoutRoute({ params, searchParams }: Props) {
  const { seasonId, squadId } = await params;
  return <ScoutScreen seasonId={seasonId} squadId={squadId} search={await searchParams} />;
}
