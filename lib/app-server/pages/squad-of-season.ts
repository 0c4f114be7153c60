import "server-only";
import { notFound } from "next/navigation";
import { fixtureQuery } from "@/lib/queries/fixture";
import { seasonQuery } from "@/lib/queries/season";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { squadsQuery } from "@/lib/queries/squads";
import { fetchOnServer } from "@/lib/app-server/pages/prefetch";

/** A season's squad by id (one cached list), or undefined when no such club plays in it. */
export async function seasonSquad(ref: SeasonRef, squadId: number) {
  const { squads } = await fetchOnServer(squadsQuery(ref));
  return squads.find((s) => s.id === squadId);
}

/**
 * A squad's pages of a season (its season statistics, the scouting report) start from the same three
 * answers: the season's squads (the squad must be one of them, else the page is not found), the
 * season and its fixture.
 */
export async function squadOfSeason(ref: SeasonRef, squadId: number) {
  const [squad, season, fixture] = await Promise.all([
    seasonSquad(ref, squadId),
    fetchOnServer(seasonQuery(ref)),
    fetchOnServer(fixtureQuery(ref)),
  ]);
  if (!squad) notFound();
  return { squad, season, fixture };
}
