import type { Store } from "@/lib/service/store/store";
import { indexStore, squadKey } from "@/lib/service/store/store";

/** The parts of the store one match's statistics read, as plain data (what a worker is sent). */
export type MatchStoreParts = Parameters<typeof indexStore>[0];

/**
 * One match's corner of the store: the match, its season, league and ground, both squads with their
 * season's lists, and its players with their box scores. The statistics operations read no
 * more than this, so a store made of these parts answers them exactly as the whole store does
 * (tests/service/stats-worker.test.ts compares the bytes).
 */
export function matchStoreParts(store: Store, matchId: number): MatchStoreParts | null {
  const match = store.matches.get(matchId);
  const season = match && store.seasons.get(match.seasonId);
  const venue = match && store.venues.get(match.venueId);
  if (!match || !season || !venue) return null;
  const league = store.leagues.get(season.leagueId);
  const playerMatches = store.playerMatchesByMatch.get(matchId) ?? [];
  const squadIds = [match.homeSquadId, match.awaySquadId];
  return {
    leagues: league ? [league] : [],
    venues: [venue],
    squads: squadIds.map((id) => store.squads.get(id)).filter((s) => s !== undefined),
    persons: playerMatches.map((p) => store.persons.get(p.personId)).filter((p) => p !== undefined),
    seasons: [season],
    matches: [match],
    playerMatches,
    squadPlayers: squadIds.flatMap((id) => store.squadPlayers.get(squadKey(season.id, id)) ?? []),
  };
}

/** The store a worker answers one match from. */
export const matchStore = (parts: MatchStoreParts): Store => indexStore(parts);
