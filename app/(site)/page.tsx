import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { HomeLatestResults } from "@/features/home/home-latest-results";
import { HomeLiveMatches } from "@/features/home/home-live-matches";
import { HomeTopEight } from "@/features/home/home-top-eight";
import { leagueSeasonsQuery, leaguesQuery } from "@/lib/queries/league";
import { LeaguesAndSeasons } from "@/features/home/leagues-and-seasons";
import { createServerQueryClient, fetchOnServer } from "@/lib/server-prefetch";
import { featuredSeason, liveSeason } from "@/lib/app-server/pages/featured-season";
import { DataFreshness } from "@/components/ui/data-freshness";
import { MyClubPanel } from "@/features/my-club";

export const dynamic = "force-dynamic";

export default async function HomePage() {
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
