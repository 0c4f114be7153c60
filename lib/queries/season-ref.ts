// Which season a page shows. The app always calls the long, league-and-level paths (E29–E37): they work
// for every league and level, and E36/E37 have no main-competition shortcut anyway. So one key shape
// serves every season, and the web app's own addresses need only the season id (see seasonHref).

export interface SeasonRef {
  leagueId: number;
  levelId: number;
  seasonId: number;
}

export type SeasonView = "fixture" | "ladder" | "squads" | "availability" | "predictor" | "leaders";

/** The path parameters of the long season operations. */
export function seasonParams(ref: SeasonRef): { leagueId: number; levelId: number; seasonId: number } {
  return { leagueId: ref.leagueId, levelId: ref.levelId, seasonId: ref.seasonId };
}

/** The web app's address of a season's view; season ids are unique across leagues, so the id suffices. */
export function seasonHref(
  seasonId: number,
  view: SeasonView,
  search?: Record<string, string | number | undefined>,
): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(search ?? {})) if (v !== undefined && v !== "") q.set(k, String(v));
  const qs = q.toString();
  return `/seasons/${seasonId}/${view}${qs ? `?${qs}` : ""}`;
}
