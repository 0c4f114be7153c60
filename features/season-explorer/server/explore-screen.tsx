import "server-only";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import type { SearchParams } from "@/lib/season/search-params";
import { ExplorePageView } from "../explore-page-view";
import { explorePage } from "./explore-page";

/** The page's title: the season's name and what it shows. */
export const exploreTitle = (seasonId: string) => seasonTitle(seasonId, "Season explorer");

/** /seasons/{id}/explore for the route: the season resolved (a 404 if unknown), its points, their view. */
export async function ExploreScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const ref = await resolveSeason(seasonId);
  return <ExplorePageView page={await explorePage(ref, search)} />;
}
