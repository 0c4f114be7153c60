import type { TeamGame } from "./team-games";

// Which matches count: the whole season (finals included), the home-and-away rounds up to and
// including one, or each club's last five (its own five most recent, so every club counts as many).

export type RankingWindow = { kind: "season" } | { kind: "round"; round: number } | { kind: "last5" };
export const LAST_GAMES = 5;

/** Each club's matches in the window, in date order (a club with none has an empty list). */
export function gamesByClub(
  games: readonly TeamGame[],
  clubIds: readonly number[],
  window: RankingWindow,
): Map<number, TeamGame[]> {
  const inWindow =
    window.kind === "round" ? games.filter((g) => g.round !== null && g.round <= window.round) : games;
  const out = new Map<number, TeamGame[]>(clubIds.map((id) => [id, []]));
  for (const g of inWindow) for (const id of [g.home.id, g.away.id]) out.get(id)?.push(g);
  if (window.kind === "last5") for (const [id, list] of out) out.set(id, list.slice(-LAST_GAMES));
  return out;
}

/** The home-and-away rounds with a completed match, for the round picker. */
export function roundsPlayed(games: readonly TeamGame[]): number[] {
  return [...new Set(games.flatMap((g) => (g.round === null ? [] : [g.round])))].sort((a, b) => a - b);
}
