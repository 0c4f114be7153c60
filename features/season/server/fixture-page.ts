import "server-only";
import { AFL_LEAGUE_ID } from "@/lib/season/afl-league";
import { notFound } from "next/navigation";
import type { QueryClient } from "@tanstack/react-query";
import { fixtureQuery } from "@/lib/queries/fixture";
import { squadsQuery } from "@/lib/queries/squads";
import { prefetch } from "@/lib/app-server/pages/prefetch";
import { ALL_ROUNDS, parseRound } from "@/lib/season/rounds";
import { firstParam, parsePositiveInt, type SearchParams } from "@/lib/season/search-params";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonCurrentRound, seasonRounds } from "@/lib/app-server/pages/season-rounds";
import { seasonTips, shownTips } from "@/features/predictions/server";
import { seasonHref, withHash } from "@/lib/links";

/**
 * The fixture page's season, round and team from its address, the queries its view reads prefetched
 * into `qc`, and the tips of the matches shown. A round or team the season does not have is a 404:
 * the current round unless `round` says otherwise, `round=all` for the whole season, and a team's
 * whole season when only `squad` is given.
 */
export async function fixturePageData(seasonId: string, sp: SearchParams, qc: QueryClient) {
  const ref = await resolveSeason(seasonId);
  const [rounds, current, { squads }] = await Promise.all([
    seasonRounds(ref),
    seasonCurrentRound(ref),
    prefetch(qc, squadsQuery(ref)),
  ]);
  const rawRound = firstParam(sp, "round");
  const squad = parsePositiveInt(firstParam(sp, "squad"));
  const round =
    rawRound === ALL_ROUNDS || (rawRound === undefined && squad !== undefined)
      ? undefined
      : (parseRound(rawRound, rounds) ?? (rawRound === undefined ? current : null));
  if (round === null || squad === null || (squad !== undefined && !squads.some((s) => s.id === squad)))
    notFound();

  const [shown, tips] = await Promise.all([
    prefetch(qc, fixtureQuery(ref, { round, squad })),
    seasonTips(ref),
  ]);
  return {
    seasonRef: ref,
    round,
    squad,
    rounds,
    tips: tips && {
      tips: shownTips(tips.tips, shown),
      record: tips.record,
      // The season-by-season tips table is the AFL's (the predictor page's; the bench measured it).
      tableHref:
        ref.leagueId === AFL_LEAGUE_ID ? withHash(seasonHref(ref.seasonId, "predictor"), "tips") : null,
    },
  };
}
