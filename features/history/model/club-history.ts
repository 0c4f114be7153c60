import {
  allMatches,
  biggestResults,
  byDecade,
  clubNames,
  clubs,
  finishes,
  grandFinalsOf,
  premierships,
  type HistSeason,
} from "@/lib/history/all-time";

/** Everything a club's history page shows, from the all-time summary; null when no club has that id. */
export function clubHistory(seasons: readonly HistSeason[], id: number) {
  const club = clubs(seasons).find((c) => c.id === id);
  if (!club) return null;
  const matches = allMatches(seasons);
  const decades = byDecade(matches, id);
  const total = decades.reduce(
    (t, d) => ({
      played: t.played + d.played,
      won: t.won + d.won,
      drawn: t.drawn + d.drawn,
      lost: t.lost + d.lost,
    }),
    { played: 0, won: 0, drawn: 0, lost: 0 },
  );
  return {
    id,
    club,
    names: clubNames(seasons, id),
    premierships: premierships(seasons, id),
    grandFinals: grandFinalsOf(seasons, id),
    finishes: finishes(seasons, id),
    decades,
    total,
    biggestWins: biggestResults(matches, id, "win"),
    biggestLosses: biggestResults(matches, id, "loss"),
  };
}

export type ClubHistory = NonNullable<ReturnType<typeof clubHistory>>;
