import { firstChoice } from "./plackett-luce";
import type { PredictedMatch } from "./season-count";
import type { SimMatch } from "./simulate-count";

// The rest of the season, for the medal's chance after a round: the matches after it have no box
// score yet, so each is drawn from what the count knows so far. Each side is the players of its
// latest counted match (who plays next is not known), each player as strong as his average so far
// (the mean of his w·x over his counted games: his usual box score and his team's usual result).

export interface LaterMatch {
  homeId: number;
  awayId: number;
}

/**
 * The later matches as the simulation draws them, players by their index in `order` (the count's
 * players). A side with no counted match yet is left out of the match (it has nobody to poll).
 */
export function laterSimMatches(
  later: readonly LaterMatch[],
  counted: readonly PredictedMatch[],
  order: ReadonlyMap<number, number>,
): SimMatch[] {
  const sum = new Map<number, { total: number; games: number }>();
  const lineup = new Map<number, number[]>();
  for (const m of counted) {
    const sides = new Map<number, number[]>();
    for (const p of m.players) {
      const s = sum.get(p.id) ?? { total: 0, games: 0 };
      s.total += p.score;
      s.games++;
      sum.set(p.id, s);
      sides.set(p.squadId, [...(sides.get(p.squadId) ?? []), p.id]);
    }
    // Matches come in the fixture's order: a later one replaces a side's lineup.
    for (const [squad, ids] of sides) lineup.set(squad, ids);
  }
  return later.flatMap((m) => {
    const ids = [...(lineup.get(m.homeId) ?? []), ...(lineup.get(m.awayId) ?? [])];
    if (ids.length < 3) return [];
    const strength = ids.map((id) => sum.get(id)!.total / sum.get(id)!.games);
    return [{ players: ids.map((id) => order.get(id)!), first: firstChoice(strength) }];
  });
}
