// Which season a page shows. The app always calls the long, league-and-level paths (the season operations): they work
// for every league and level, and the availability and the conferences have no main-competition shortcut anyway. So one key shape
// serves every season, and the web app's own addresses need only the season id (see seasonHref in lib/links.ts).

export interface SeasonRef {
  leagueId: number;
  levelId: number;
  seasonId: number;
}

/** The path parameters of the long season operations. */
export function seasonParams(ref: SeasonRef): { leagueId: number; levelId: number; seasonId: number } {
  return { leagueId: ref.leagueId, levelId: ref.levelId, seasonId: ref.seasonId };
}
