import "server-only";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { firstParams, type SearchParams } from "@/lib/season/search-params";
import { TeamRankingsPageView } from "@/features/team-rankings/team-rankings-page-view";
import { teamRankingsPage } from "./team-rankings";
import { RankingsEmbed } from "@/features/team-rankings/rankings-embed";
import { publicRankingParams } from "@/features/team-rankings/model/ranking-params";
import { teamRankingsHref } from "@/lib/links";

/** The page's title: the season's name and what it shows. */
export const teamRankingsTitle = (seasonId: string) => seasonTitle(seasonId, "Team rankings");

/** /seasons/{id}/teams for the route: the season resolved (a 404 if unknown), the rankings, their view. */
export async function TeamRankingsScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const ref = await resolveSeason(seasonId);
  return <TeamRankingsPageView page={await teamRankingsPage(ref, search)} />;
}

/**
 * /embed/seasons/{id}/teams for the route: the page's chart as a signed-out visitor sees it (the
 * coaches' quarter and zone cuts dropped from the address), from the same builds and reads as the page.
 */
export async function TeamRankingsEmbedScreen({
  seasonId,
  search,
}: {
  seasonId: string;
  search: SearchParams;
}) {
  const ref = await resolveSeason(seasonId);
  const sp = publicRankingParams(search);
  return (
    <RankingsEmbed
      page={await teamRankingsPage(ref, sp, "visitor")}
      fullPage={teamRankingsHref(ref.seasonId, firstParams(sp))}
    />
  );
}
