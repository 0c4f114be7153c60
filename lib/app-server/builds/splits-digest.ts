import "server-only";
import { ENDPOINT_BY_ID, OP } from "@/lib/contract";
import { compactSplits, splitParts } from "@/lib/season/match-splits";
import { checkAnswer, takeAnswerJson } from "../upstream/contract-check";

/**
 * A season build's player statistics POST answer, checked and made compact: its parts (splitParts: the players, and one a
 * metric, which together hold all of it), or what the contract check found wrong.
 */
export type Digested = { wrong: string } | { parts: Record<string, string> };

const playerStatsPost = ENDPOINT_BY_ID.get(OP.postPlayerStatistics)!;

/**
 * Checks a match's player statistics POST answer against the contract, then keeps what the season store keeps: the
 * compact splits as their parts, one a metric. ~100 ms of parsing and checking ~11 MB a
 * match, which is why the app runs it in a worker thread (splits-offload.ts).
 */
export function digestSplits(path: string, matchId: number, bytes: Uint8Array): Digested {
  const wrong = checkAnswer(path, bytes, {
    endpoint: playerStatsPost,
    rawParams: { matchId: String(matchId) },
  });
  if (wrong !== undefined) return { wrong };
  return { parts: splitParts(compactSplits(takeAnswerJson(bytes) as Parameters<typeof compactSplits>[0])) };
}
