import "server-only";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";
import { TeamRankingsPageView } from "@/features/team-rankings/team-rankings-page-view";
import { teamRankingsPage } from "./team-rankings";

/** The page's title: the season's name and what it shows. */
export const teamRankingsTitle = (seasonId: string) => seasonTitle(seasonId, "Team rankings");

/** /seasons/{id}/teams for the route: the season resolved (a 404 if unknown), the rankings, their view. */
export async function TeamRankingsScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const ref = await resolveSeason(seasonId);
  return <TeamRankingsPageView page={await teamRankingsPage(ref, search)} />;
}
