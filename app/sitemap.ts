import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/app-server/pages/site-origin";
import { FEATURED } from "@/lib/app-server/pages/featured-season";
import { links, seasonHref, type SeasonView } from "@/lib/links";
import { levelSeasonsQuery } from "@/lib/queries/league";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";

// The public pages a search engine should know: the site's own, and each AFL premiership season's
// views (one cached call to the service; the sitemap without seasons when it cannot answer).
const SEASON_VIEWS: SeasonView[] = ["fixture", "ladder", "squads", "leaders", "teams", "brownlow"];

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = await siteOrigin();
  const pages: string[] = [
    links.home,
    links.about,
    links.glossary,
    links.players,
    links.records,
    links.clubs,
  ];
  const seasons = await fetchOnServer(levelSeasonsQuery(FEATURED.leagueId, FEATURED.levelId)).then(
    (r) => r.seasons,
    () => [],
  );
  for (const s of seasons) for (const view of SEASON_VIEWS) pages.push(seasonHref(s.id, view));
  return pages.map((p) => ({ url: `${origin}${p}` }));
}
