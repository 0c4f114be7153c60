import type { Store } from "@/lib/service/store/store";

// What the app should warm first, as data: the service knows its store, the app knows its addresses
// (lib/app-server/warm-up/warm-up.ts warmPages turns these into pages). The service names no page.

/** The seasons and the club whose pages a first visitor would otherwise wait for. */
export interface WarmTargets {
  /** A club of the latest begun season (its all-time history), or null when no season has begun. */
  clubId: number | null;
  /** The latest begun season of the main league, then the latest completed one while it is under way. */
  leaderSeasonIds: number[];
}

/**
 * The latest season of the main league that has box scores and has begun (its leaders' whole-match
 * pass, then its splits, are what a first visitor waits for longest), and, while that season is under
 * way (a match of it without a box score still to start), the latest completed season beside it: the
 * one whose leaders, players and records fans open most until the new one has a few rounds.
 */
export function warmTargets(store: Store, nowMs: number): WarmTargets {
  // The real league: the one with the most seasons (129 against the synthetic league's few).
  const byLeague = new Map<number, number>();
  for (const s of store.seasons.values()) byLeague.set(s.leagueId, (byLeague.get(s.leagueId) ?? 0) + 1);
  const main = [...byLeague].sort((a, b) => b[1] - a[1])[0]?.[0];
  const matchesOf = (id: number) => store.matchesBySeason.get(id) ?? [];
  const begun = [...store.seasons.values()]
    .filter((s) => s.leagueId === main && s.isMainCompetition)
    .filter((s) =>
      matchesOf(s.id).some((m) => Date.parse(m.utcStart) <= nowMs && store.playerMatchesByMatch.has(m.id)),
    )
    .sort((a, b) => b.startYear - a.startYear);
  const [season] = begun;
  // Ended: every match played or begun. A match with a box score counts as played whatever its start
  // says (a replay moves a finished match's start later; its season is not under way again).
  const ended = (id: number) =>
    matchesOf(id).every((m) => store.playerMatchesByMatch.has(m.id) || Date.parse(m.utcStart) <= nowMs);
  const completed = season && !ended(season.id) ? begun.find((s) => ended(s.id)) : undefined;
  return {
    clubId: season?.squadIds[0] ?? null,
    leaderSeasonIds: [season, completed].flatMap((s) => (s ? [s.id] : [])),
  };
}
