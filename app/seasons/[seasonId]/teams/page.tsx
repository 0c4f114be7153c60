import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { seasonQuery } from "@/lib/queries/season";
import { fetchOnServer } from "@/lib/server-prefetch";
import { firstParams, type SearchParams } from "@/lib/season/search-params";
import { teamRankingsHref } from "@/lib/links";
import { teamRankingsPage } from "@/features/team-rankings/server/team-rankings";
import { TeamRankingsPageView } from "@/features/team-rankings/team-rankings-page-view";

type Props = { params: Promise<{ seasonId: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  return seasonTitle((await params).seasonId, "Team rankings");
}

/** /seasons/[id]/teams?round=&period=&side=&sort=&dir=&chart=&quarter=&zone= — every club's figures a game, ranked. */
export default async function TeamRankingsPage({ params, searchParams }: Props) {
  const ref = await resolveSeason((await params).seasonId);
  const sp = await searchParams;
  const search = firstParams(sp);
  const page = await teamRankingsPage(ref, sp, teamRankingsHref(ref.seasonId, search));
  const seasonName = page.kind === "ready" ? (await fetchOnServer(seasonQuery(ref))).competitionName : "";
  return <TeamRankingsPageView seasonId={ref.seasonId} seasonName={seasonName} page={page} />;
}
