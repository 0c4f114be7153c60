import "server-only";
import { ENDPOINT_BY_ID } from "@/lib/contract";
import type { PlayerStatistics } from "@/lib/contract/schemas/events";
import { endpointPath } from "@/lib/contract/endpoint-path";
import { OP } from "@/lib/contract/operations";
import { BOX_SCORE_COUNTS } from "@/lib/season/box-score-counts";
import { compactWholeMatch, splitParts } from "@/lib/season/match-splits";
import type { BuildKind } from "./build-kind";
import type { Digested } from "./splits-digest";
import { checkAnswer, takeAnswerJson } from "../upstream/contract-check";

const playerStatsEndpoint = ENDPOINT_BY_ID.get(OP.getPlayerStatistics)!;
/** The pass's query; a player's page asks the same, so both share one cached answer a match. */
export const BOX_SCORE_QUERY = new URLSearchParams(
  BOX_SCORE_COUNTS.map((code) => ["metric", code]),
).toString();

/** Checks a whole-match answer against the contract and keeps its totals, a part a metric. */
export function digestBoxScore(path: string, matchId: number, bytes: Uint8Array): Digested {
  const wrong = checkAnswer(path, bytes, {
    endpoint: playerStatsEndpoint,
    rawParams: { matchId: String(matchId) },
  });
  if (wrong !== undefined) return { wrong };
  return { parts: splitParts(compactWholeMatch(takeAnswerJson(bytes) as PlayerStatistics)) };
}

/**
 * The season's whole-match pass: one small player statistics call a match (its box-score counts, ~60 KB) rather than the
 * splits' ~11 MB. A leaderboard of whole-season box-score totals, the one everybody opens (the leading
 * goal kickers), is complete from it while the splits, which only the quarter and zone filters need,
 * are still building (issue 25). The service answers these counts from the box score it holds.
 */
export const boxScoreKind: BuildKind = {
  operation: OP.getPlayerStatistics,
  query: BOX_SCORE_QUERY,
  digest: async (path, matchId, bytes) => digestBoxScore(path, matchId, bytes),
  async call(upstream, matchId) {
    const path = `${endpointPath(playerStatsEndpoint, { matchId })}?${BOX_SCORE_QUERY}`;
    const res = await upstream.get(path, {
      critical: false,
      match: { endpoint: playerStatsEndpoint, rawParams: { matchId: String(matchId) } },
    });
    return { path, res };
  },
};
