import "server-only";
import { PLAYERS_PART, splitParts, type MatchSplits } from "@/lib/season/match-splits";
import type { MatchAnswers } from "./match-answers";
import { SPLITS_OPERATION, SPLITS_QUERY } from "./season-splits";

/**
 * The players part of each kept match. A match kept before parts were kept beside the whole answer
 * (before the two were written in one statement) is split here, once, from the answer
 * already stored: no upstream call.
 */
export async function playersParts(
  answers: MatchAnswers,
  where: ReadonlyMap<number, string>,
): Promise<Map<number, string>> {
  const found = await answers.part(SPLITS_OPERATION, SPLITS_QUERY, where, PLAYERS_PART);
  if (found.size === where.size) return found;
  const missing = new Map([...where].filter(([id]) => !found.has(id)));
  const whole = await answers.parts(SPLITS_OPERATION, SPLITS_QUERY, missing, {
    players: ["players"],
    metrics: ["metrics"],
  });
  for (const [id, p] of whole) {
    if (p.players === null || p.metrics === null) continue;
    const splits = {
      players: JSON.parse(p.players) as MatchSplits["players"],
      metrics: JSON.parse(p.metrics) as MatchSplits["metrics"],
    };
    await answers.putParts(SPLITS_OPERATION, SPLITS_QUERY, id, missing.get(id)!, splitParts(splits));
    found.set(id, p.players);
  }
  return found;
}
