import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { fixtureQuery } from "@/lib/queries/fixture";
import { ladderQuery } from "@/lib/queries/ladder";
import { levelQuery } from "@/lib/queries/league";
import { seasonQuery } from "@/lib/queries/season";
import type { SeasonRef } from "@/lib/queries/season-ref";
import { prefetchOptional } from "@/lib/app-server/pages/prefetch";
import { AFL_LEAGUE_ID } from "@/lib/season/afl-league";

// What the home page features, by league and level rather than by season id, so it moves on by itself
// when the service names a new current season.
export const FEATURED = { leagueId: AFL_LEAGUE_ID, levelId: 1 }; // the AFL premiership: latest results and the ladder
const LIVE = { leagueId: 900, levelId: 1 }; // the synthetic league always has matches live and to come

async function currentSeason(qc: QueryClient, where: { leagueId: number; levelId: number }) {
  const level = await prefetchOptional(qc, levelQuery(where.leagueId, where.levelId));
  if (!level?.currentSeason) return undefined;
  return {
    ref: { ...where, seasonId: level.currentSeason.seasonId } as SeasonRef,
    league: level.league.name,
  };
}

/** The featured season, its latest completed round and ladder, prefetched; undefined when unavailable. */
export async function featuredSeason(qc: QueryClient) {
  const current = await currentSeason(qc, FEATURED);
  if (!current) return undefined;
  const season = await prefetchOptional(qc, seasonQuery(current.ref));
  const round = season?.rounds.lastCompleted?.number;
  if (!season || round === undefined) return undefined;
  const [fixture] = await Promise.all([
    prefetchOptional(qc, fixtureQuery(current.ref, { round })),
    prefetchOptional(qc, ladderQuery(current.ref)),
  ]);
  const roundName = fixture?.phases.flatMap((p) => p.rounds).find((r) => r.number === round)?.name;
  return {
    ref: current.ref,
    round,
    title: `${roundName ?? `Round ${round}`}, ${season.competitionName}`,
    season: season.competitionName,
  };
}

/** The season whose live and upcoming matches the home page lists. */
export async function liveSeason(qc: QueryClient) {
  const current = await currentSeason(qc, LIVE);
  if (!current) return undefined;
  await prefetchOptional(qc, fixtureQuery(current.ref));
  return current;
}
