import "server-only";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonTitle } from "@/lib/app-server/pages/season-title";
import { exploreHref } from "@/lib/links";
import { firstParams, type SearchParams } from "@/lib/season/search-params";
import { ExplorePageView } from "../explore-page-view";
import { explorePage } from "./explore-page";

/** The page's title: the season's name and what it shows. */
export const exploreTitle = (seasonId: string) => seasonTitle(seasonId, "Season explorer");

/**
 * /seasons/{id}/explore for the route: the season resolved (a 404 if unknown), its points, their view.
 * A cut refused to a signed-out visitor comes back to this same address once signed in.
 */
export async function ExploreScreen({ seasonId, search }: { seasonId: string; search: SearchParams }) {
  const ref = await resolveSeason(seasonId);
  const returnTo = exploreHref(ref.seasonId, firstParams(search));
  return <ExplorePageView page={await explorePage(ref, search, returnTo)} />;
}
