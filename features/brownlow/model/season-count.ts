import type { PredictedPlayer } from "./vote-match";
import type { RealVotes } from "./real-votes";

// A season's count as it stands after a round: every player's expected votes over the matches
// counted, his real votes where the service gives them, and his place in the order.

export interface PredictedMatch {
  matchId: number;
  round: number;
  players: readonly (PredictedPlayer & { votes: number | null })[];
  real: RealVotes;
}

export interface CountRow {
  id: number;
  name: string;
  squadId: number;
  games: number;
  expected: number;
  /** His real votes over the counted matches that have them; null when none of them has. */
  real: number | null;
}

/** The tally of these matches, most expected votes first (ties by name). */
export function countAfter(matches: readonly PredictedMatch[]): CountRow[] {
  const anyReal = matches.some((m) => m.real !== "none");
  const rows = new Map<number, CountRow>();
  for (const m of matches)
    for (const p of m.players) {
      let row = rows.get(p.id);
      if (!row) {
        row = { id: p.id, name: p.name, squadId: p.squadId, games: 0, expected: 0, real: anyReal ? 0 : null };
        rows.set(p.id, row);
      }
      row.games++;
      row.expected += p.expected;
      if (row.real !== null && m.real !== "none") row.real += p.votes ?? 0;
      row.squadId = p.squadId; // his latest club, should he have moved in the season
    }
  return [...rows.values()].sort((a, b) => b.expected - a.expected || a.name.localeCompare(b.name));
}
