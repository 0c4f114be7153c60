import type { SearchParams } from "@/lib/season/search-params";
import { ExploreScreen, exploreTitle } from "@/features/season-explorer/server";

interface Route {
  params: Promise<{ seasonId: string }>;
  searchParams: Promise<SearchParams>;
}

export const generateMetadata = async ({ params }: Route) => exploreTitle((await params).seasonId);

/** /seasons/[id]/explore?x=&y=&min=&squad=&position=&sort=&dir=&quarter=&zone= — every player as two counts a game. */
export default async function SeasonExplorerRoute({ params, searchParams }: Route) {
  return <ExploreScreen seasonId={(await params).seasonId} search={await searchParams} />;
}
