import type { Dataset, DatasetSeason } from "@/lib/service/model/dataset";
import { indexStore, type Store } from "./store";

/**
 * The store with the synthetic demo league added: the league is generated at every start, anchored
 * to today (completed, live and scheduled matches), and kept in memory only, never in the database.
 * Shared rows (venues, squads, persons) the league names are taken once, by id. Everything is in the
 * order the database gives it back (its tables' `orderBy`), so answers list squads and players as
 * they did when the league was stored: each match's players by squad, jumper and person.
 */
export function withDemoLeague(base: Store, demo: Dataset | null): Store {
  if (!demo) return base;
  const byId = <T extends { id: number }>(a: Iterable<T>, b: T[]) => [
    ...new Map([...a, ...b].map((x) => [x.id, x])).values(),
  ];
  const sortedById = <T extends { id: number }>(a: Iterable<T>, b: T[]) =>
    byId(a, b).sort((x, y) => x.id - y.id);
  return indexStore({
    leagues: [
      ...base.leagues.values(),
      { ...demo.league, levels: demo.league.levels.map((l) => ({ leagueId: demo.league.id, ...l })) },
    ],
    venues: sortedById(base.venues.values(), demo.venues),
    squads: sortedById(base.squads.values(), demo.squads),
    // Persons have no order in the database but the order they were written in.
    persons: byId(base.persons.values(), demo.persons),
    seasons: [...base.seasons.values(), ...demo.seasons.map(asStored)],
    matches: [...base.matches.values(), ...demo.matches],
    playerMatches: concat(
      [...base.playerMatchesByMatch.values()].flat(),
      [...demo.playerMatches].sort(
        (a, b) =>
          a.matchId - b.matchId ||
          a.squadId - b.squadId ||
          a.jumperNumber - b.jumperNumber ||
          a.personId - b.personId,
      ),
    ),
    squadPlayers: concat(
      [...base.squadPlayers.values()].flat(),
      [...demo.squadPlayers].sort(
        (a, b) =>
          a.seasonId - b.seasonId ||
          a.squadId - b.squadId ||
          a.jumperNumber - b.jumperNumber ||
          a.personId - b.personId,
      ),
    ),
  });
}

/**
 * A season as the database gives it back: its defaults written out. (Its lists are already in the
 * tables' order as generated; tests/service/demo-league-in-memory.test.ts compares it with the
 * database's round trip.)
 */
function asStored(s: DatasetSeason): DatasetSeason {
  return { ...s, ladderRules: s.ladderRules ?? { win: 4, draw: 2, bye: 0 }, squadNames: s.squadNames ?? [] };
}

// Hundreds of thousands of rows: appended one by one (a spread into push can overflow the stack).
function concat<T>(a: T[], b: T[]): T[] {
  for (const x of b) a.push(x);
  return a;
}
