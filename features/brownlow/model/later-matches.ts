import type { PredictedMatch } from "./season-count";
import type { SimMatch } from "./simulate-count";

// The rest of the season, for the medal's chance after a round: the matches after it have no box
// score yet, so each is drawn from what the count knows so far. Each side is the players of its
// latest counted match (who plays next is not known), each player as strong as one of his counted
// games, drawn afresh in every simulated season (simulate-count.ts): his form, game to game, and his
// team's results with it. An average game each time would make a leader far too sure of the medal.
// A few games are short of telling form from luck, so each player's games are joined by PRIOR_GAMES
// games of the league's (its quantiles over every player's counted games): a hot start of five games
// counts half, twenty-five games five parts in six.

/** The league's games joined to each player's own, drawn from as often as one of his. */
export const PRIOR_GAMES = 5;

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
  const games = new Map<number, number[]>();
  const lineup = new Map<number, number[]>();
  for (const m of counted) {
    const sides = new Map<number, number[]>();
    for (const p of m.players) {
      games.set(p.id, [...(games.get(p.id) ?? []), Math.exp(p.score)]);
      sides.set(p.squadId, [...(sides.get(p.squadId) ?? []), p.id]);
    }
    // Matches come in the fixture's order: a later one replaces a side's lineup.
    for (const [squad, ids] of sides) lineup.set(squad, ids);
  }
  const league = [...games.values()].flat().sort((a, b) => a - b);
  const prior = Array.from(
    { length: league.length ? PRIOR_GAMES : 0 },
    (_, j) => league[Math.floor(((j + 0.5) / PRIOR_GAMES) * league.length)],
  );
  return later.flatMap((m) => {
    const ids = [...(lineup.get(m.homeId) ?? []), ...(lineup.get(m.awayId) ?? [])];
    if (ids.length < 3) return [];
    return [
      {
        players: ids.map((id) => order.get(id)!),
        first: [],
        form: ids.map((id) => [...games.get(id)!, ...prior]),
      },
    ];
  });
}
