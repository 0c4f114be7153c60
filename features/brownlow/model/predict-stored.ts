import type { MetricSlice } from "@/lib/season/leaders";
import { VOTES_CODE } from "@/lib/season/vote-counts";
import { fitFor } from "./params";
import { realVotes } from "./real-votes";
import type { PredictedMatch } from "./season-count";
import { predictMatch, type CountFixtureMatch } from "./vote-match";

/** One metric's stored whole-match values, by match id (a season build's metric slices). */
export type StoredCounts = ReadonlyMap<string, ReadonlyMap<number, MetricSlice>>;

/**
 * A match's predicted votes from a season build's stored box score: undefined while the match is not
 * stored yet, null when the stored counts lack one the model needs (the licence).
 */
export function predictStored(
  year: number,
  m: CountFixtureMatch,
  stored: StoredCounts,
): PredictedMatch | null | undefined {
  const votes = stored.get(VOTES_CODE)?.get(m.id);
  if (!votes) return undefined;
  const players = votes.players.map((p, i) => ({
    id: p.id,
    name: p.name,
    squadId: p.squadId,
    value: (code: string) => stored.get(code)?.get(m.id)?.total?.[i] ?? null,
  }));
  const chances = predictMatch(fitFor(year).weights, m, players);
  if (!chances) return null;
  const votesOf = new Map(players.map((p) => [p.id, p.value(VOTES_CODE)]));
  return {
    matchId: m.id,
    round: m.round,
    real: realVotes([...votesOf.values()]),
    players: chances.map((c) => ({ ...c, votes: votesOf.get(c.id) ?? null })),
  };
}
