import { notFound } from "next/navigation";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { teamSeasonPage } from "@/features/team-season/server/team-season";
import { TeamSeasonView } from "@/features/team-season/team-season-view";
import { parsePositiveInt } from "@/lib/season/search-params";

type Props = { params: Promise<{ seasonId: string; squadId: string }> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Team season");
}

/** /seasons/[id]/squads/[squadId]/stats — a team's season: by round, by quarter, inside 50s, scoring sources. */
export default async function TeamSeasonPage({ params }: Props) {
  const { seasonId, squadId: raw } = await params;
  const ref = await resolveSeason(seasonId);
  const squadId = parsePositiveInt(raw);
  if (typeof squadId !== "number") notFound();
  return <TeamSeasonView page={await teamSeasonPage(ref, squadId)} />;
}
