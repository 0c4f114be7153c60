import type { SearchParams } from "@/lib/season/search-params";
import { TeamRankingsScreen, teamRankingsTitle } from "@/features/team-rankings/server";

interface Route {
  params: Promise<{ seasonId: string }>;
  searchParams: Promise<SearchParams>;
}

export const generateMetadata = async ({ params }: Route) => teamRankingsTitle((await params).seasonId);

/** /seasons/[id]/teams?round=&period=&side=&sort=&dir=&chart=&quarter=&zone= — every club's figures a game, ranked. */
export default async function TeamRankingsRoute({ params, searchParams }: Route) {
  return <TeamRankingsScreen seasonId={(await params).seasonId} search={await searchParams} />;
}
