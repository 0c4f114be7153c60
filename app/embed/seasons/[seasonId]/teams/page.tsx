import type { SearchParams } from "@/lib/season/search-params";
import { TeamRankingsEmbedScreen, teamRankingsTitle } from "@/features/team-rankings/server";

interface Route {
  params: Promise<{ seasonId: string }>;
  searchParams: Promise<SearchParams>;
}

export const generateMetadata = async ({ params }: Route) => teamRankingsTitle((await params).seasonId);

/** /embed/seasons/[id]/teams?round=&period=&side=&sort=&chart= — the team rankings' chart, for another site's frame. */
export default async function TeamRankingsEmbed({ params, searchParams }: Route) {
  return <TeamRankingsEmbedScreen seasonId={(await params).seasonId} search={await searchParams} />;
}
