/** A player's page for a season (the season he was seen in: a match's, a list's), or his latest. */
export function playerHref(personId: number, seasonId?: number): string {
  return `/players/${personId}${seasonId === undefined ? "" : `?season=${seasonId}`}`;
}
