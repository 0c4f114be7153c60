import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { formatScore } from "@/lib/format/score";
import { matchQuery, matchScoreQuery, matchVenueQuery } from "@/lib/queries/match";
import { fetchOnServer, prefetch, prefetchOptional } from "@/lib/app-server/pages/prefetch";
import { matchOutlook } from "@/features/predictions/server";
import { matchVotesData } from "@/features/brownlow/server";
import { boxScoreData } from "./box-score";
import { wormAccess } from "./worm-access";

/** The summary's title and description: the teams, and their scores once there are any. */
export async function matchSummaryMetadata(matchId: number): Promise<Metadata> {
  const match = await fetchOnServer(matchQuery(matchId));
  const score = (s: typeof match.home) => (formatScore(s.score) ? ` ${formatScore(s.score)}` : "");
  return {
    title: `${match.name} · ${match.competitionName}`,
    description: `${match.home.name}${score(match.home)} v ${match.away.name}${score(match.away)}: score by quarter and every player's box score.`,
  };
}

/**
 * What the match summary shows beside the queries its view reads (prefetched into `qc`): who may see
 * the score worm, the model's chances, every player's box score and the predicted Brownlow votes.
 */
export async function matchSummaryData(matchId: number, qc: QueryClient) {
  const [match] = await Promise.all([
    prefetch(qc, matchQuery(matchId)),
    prefetch(qc, matchScoreQuery(matchId)),
    prefetchOptional(qc, matchVenueQuery(matchId)),
  ]);
  const [access, outlook, boxScore, votes] = await Promise.all([
    wormAccess(match),
    matchOutlook(match),
    boxScoreData(match),
    matchVotesData(match),
  ]);
  return { match, access, outlook, boxScore, votes };
}
