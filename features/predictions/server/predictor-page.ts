import "server-only";
import { notFound } from "next/navigation";
import { parseRound } from "@/lib/season/rounds";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import { AFL_LEAGUE_ID } from "@/lib/season/afl-league";
import { resolveSeason } from "@/lib/app-server/pages/resolve-season";
import { seasonRounds } from "@/lib/app-server/pages/season-rounds";
import { predictorModel } from "./predictor";

/**
 * The predictor page's season and round from its address (a round the season's home-and-away part does
 * not have is a 404) and the season's model as it stood after that round. The tips table is the AFL's
 * (2023–2025, measured by the bench): the demo league has no such record.
 */
export async function predictorPageData(seasonId: string, sp: SearchParams) {
  const ref = await resolveSeason(seasonId);
  const rounds = (await seasonRounds(ref)).filter((r) => r.homeAndAway);
  const round = parseRound(firstParam(sp, "round"), rounds);
  if (round === null) notFound();
  const model = await predictorModel(ref, round ?? null);
  return { model, rounds, round, showTips: ref.leagueId === AFL_LEAGUE_ID };
}
