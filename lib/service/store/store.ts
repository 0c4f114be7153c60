import type {
  DatasetLeague,
  DatasetMatch,
  DatasetPerson,
  DatasetPlayerMatch,
  DatasetSeason,
  DatasetSquad,
  DatasetSquadPlayer,
  DatasetVenue,
} from "../model/dataset";

/**
 * The service's read model: every league's data, indexed, loaded from the database at start and after
 * an import. The data set is small (a few MB), so the service answers from memory and the database stays
 * the system of record.
 */
export interface Store {
  leagues: Map<number, DatasetLeague>;
  venues: Map<number, DatasetVenue>;
  squads: Map<number, DatasetSquad>;
  persons: Map<number, DatasetPerson>;
  seasons: Map<number, DatasetSeason>;
  seasonsByLeague: Map<number, DatasetSeason[]>;
  matches: Map<number, DatasetMatch>;
  matchesBySeason: Map<number, DatasetMatch[]>; // in start order
  playerMatchesByMatch: Map<number, DatasetPlayerMatch[]>;
  squadPlayers: Map<string, DatasetSquadPlayer[]>; // key `${seasonId}:${squadId}`
  loadedAt: Date;
}

export const squadKey = (seasonId: number, squadId: number) => `${seasonId}:${squadId}`;

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

export function indexStore(parts: {
  leagues: DatasetLeague[];
  venues: DatasetVenue[];
  squads: DatasetSquad[];
  persons: DatasetPerson[];
  seasons: DatasetSeason[];
  matches: DatasetMatch[];
  playerMatches: DatasetPlayerMatch[];
  squadPlayers: DatasetSquadPlayer[];
}): Store {
  const store: Store = {
    leagues: new Map(parts.leagues.map((l) => [l.id, l])),
    venues: new Map(parts.venues.map((v) => [v.id, v])),
    squads: new Map(parts.squads.map((s) => [s.id, s])),
    persons: new Map(parts.persons.map((p) => [p.id, p])),
    seasons: new Map(parts.seasons.map((s) => [s.id, s])),
    seasonsByLeague: new Map(),
    matches: new Map(parts.matches.map((m) => [m.id, m])),
    matchesBySeason: new Map(),
    playerMatchesByMatch: new Map(),
    squadPlayers: new Map(),
    loadedAt: new Date(),
  };
  for (const s of [...parts.seasons].sort((a, b) => a.startYear - b.startYear || a.id - b.id))
    push(store.seasonsByLeague, s.leagueId, s);
  const ordered = [...parts.matches].sort((a, b) => a.utcStart.localeCompare(b.utcStart) || a.id - b.id);
  for (const m of ordered) push(store.matchesBySeason, m.seasonId, m);
  for (const p of parts.playerMatches) push(store.playerMatchesByMatch, p.matchId, p);
  for (const p of parts.squadPlayers) push(store.squadPlayers, squadKey(p.seasonId, p.squadId), p);
  return store;
}
