import "server-only";
import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { MyClubPanel } from "@/features/my-club";
import { DataFreshness } from "@/lib/app-server/pages/data-freshness";
import { featuredSeason, liveSeason } from "@/lib/app-server/pages/featured-season";
import { createServerQueryClient, fetchOnServer } from "@/lib/app-server/pages/prefetch";
import { leagueSeasonsQuery, leaguesQuery } from "@/lib/queries/league";
import { HomeLatestResults } from "../home-latest-results";
import { HomeLiveMatches } from "../home-live-matches";
import { HomeTopEight } from "../home-top-eight";
import { LeaguesAndSeasons } from "../leagues-and-seasons";

/**
 * The home page: the leagues and their seasons (with the visitor's club first when one is kept), the
 * featured season's latest results and top eight, and the matches under way.
 */
export async function HomeScreen() {
  const { leagues } = await fetchOnServer(leaguesQuery());
  const qc = createServerQueryClient();
  const [withSeasons, featured, live] = await Promise.all([
    Promise.all(leagues.map((l) => fetchOnServer(leagueSeasonsQuery(l.id)))),
    featuredSeason(qc),
    liveSeason(qc),
  ]);
  // One boundary for the whole page: the club's panel, at the top, reads the featured season's ladder.
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <div className="space-y-10">
        <LeaguesAndSeasons
          leagues={withSeasons}
          lead={featured && <MyClubPanel seasonRef={featured.ref} season={featured.season} />}
        />
        {featured && (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
            <HomeLatestResults seasonRef={featured.ref} round={featured.round} title={featured.title} />
            <HomeTopEight seasonRef={featured.ref} title={featured.season} />
          </div>
        )}
        {live && <HomeLiveMatches seasonRef={live.ref} league={live.league} />}
        <DataFreshness />
      </div>
    </HydrationBoundary>
  );
}
