import "server-only";
import { notFound } from "next/navigation";
import type { QueryClient } from "@tanstack/react-query";
import { ladderQuery } from "@/lib/queries/ladder";
import { parseRound, previousLadderRound } from "@/lib/season/rounds";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonFinalsPlaces, seasonRounds } from "@/lib/app-server/pages/season-rounds";
import { prefetch, prefetchOptional } from "@/lib/app-server/pages/prefetch";
import { seasonConferences } from "./season-conferences";

/**
 * The ladder page's season, round and conference from its address (a round or conference the season
 * does not have is a 404), with the ladder and the one before it (for the movement) prefetched into `qc`,
 * and how many finals places the season's system has.
 */
export async function ladderPageData(seasonId: string, sp: SearchParams, qc: QueryClient) {
  const ref = await resolveSeason(seasonId);
  const [rounds, conferences, finalsPlaces] = await Promise.all([
    seasonRounds(ref),
    seasonConferences(ref),
    seasonFinalsPlaces(ref),
  ]);
  const ladderRounds = rounds.filter((r) => r.homeAndAway);
  const round = parseRound(firstParam(sp, "round"), ladderRounds);
  const code = firstParam(sp, "conference");
  const conference = code ? (conferences.find((c) => c.code === code)?.code ?? null) : undefined;
  if (round === null || conference === null) notFound();

  const ladder = await prefetch(qc, ladderQuery(ref, { round, conference }));
  const previous = previousLadderRound(ladderRounds, ladder.roundNumber);
  if (previous !== undefined) await prefetchOptional(qc, ladderQuery(ref, { round: previous, conference }));
  return {
    seasonRef: ref,
    round,
    conference,
    rounds: ladderRounds,
    conferences: conferences.map((c) => c.code),
    finalsPlaces,
  };
}
