import "server-only";
import { cache } from "react";
import { notFound } from "next/navigation";
import { leaguesQuery, levelSeasonsQuery, levelsQuery } from "@/lib/queries/league";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";

// The web app's season addresses carry only the season id (ids are unique across leagues). The data
// calls need its league and level, found once by walking leagues → levels → seasons; a season never
// changes league, so the answer is kept for the life of the process.
const located = new Map<number, { leagueId: number; levelId: number }>();

async function locate(seasonId: number): Promise<{ leagueId: number; levelId: number } | undefined> {
  const { leagues } = await fetchOnServer(leaguesQuery());
  const found = await Promise.all(
    leagues.map(async (league) => {
      const { levels } = await fetchOnServer(levelsQuery(league.id));
      for (const level of levels) {
        const { seasons } = await fetchOnServer(levelSeasonsQuery(league.id, level.id));
        if (seasons.some((s) => s.id === seasonId)) return { leagueId: league.id, levelId: level.id };
      }
      return undefined;
    }),
  );
  return found.find((f) => f !== undefined);
}

/** The season named by a route's `seasonId`, or Next's not-found page. */
export const resolveSeason = cache(async (raw: string): Promise<SeasonRef> => {
  if (!/^\d{1,10}$/.test(raw)) notFound();
  const seasonId = Number(raw);
  let where = located.get(seasonId);
  if (!where) {
    where = await locate(seasonId);
    if (!where) notFound();
    located.set(seasonId, where);
  }
  return { ...where, seasonId };
});
