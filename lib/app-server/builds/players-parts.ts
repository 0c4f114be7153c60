import "server-only";
import { PLAYERS_PART, splitParts, type MatchSplits } from "@/lib/season/match-splits";
import type { BuildKind } from "./build-kind";
import type { MatchAnswers } from "./match-answers";

/**
 * The players part of each kept match. A match kept before parts were kept beside the whole answer
 * (before the two were written in one statement) is split here, once, from the answer
 * already stored: no upstream call.
 */
export async function playersParts(
  answers: MatchAnswers,
  where: ReadonlyMap<number, string>,
  kind: Pick<BuildKind, "operation" | "query">,
): Promise<Map<number, string>> {
  const { operation, query } = kind;
  const found = await answers.part(operation, query, where, PLAYERS_PART);
  if (found.size === where.size) return found;
  const missing = new Map([...where].filter(([id]) => !found.has(id)));
  const whole = await answers.parts(operation, query, missing, {
    players: ["players"],
    metrics: ["metrics"],
  });
  for (const [id, p] of whole) {
    if (p.players === null || p.metrics === null) continue;
    const splits = {
      players: JSON.parse(p.players) as MatchSplits["players"],
      metrics: JSON.parse(p.metrics) as MatchSplits["metrics"],
    };
    await answers.putParts(operation, query, id, missing.get(id)!, splitParts(splits));
    found.set(id, p.players);
  }
  return found;
}
