// The index of known ids, season by season, as it is kept between starts (the app's database) and read
// from the service's lists. Pure: the reading is known-ids-walk.ts, the timing known-ids.ts.

/** One season's ids, and the mark its list entry had when they were read. */
export interface SeasonIds {
  id: number;
  /** The league and level path that lists it (`/leagues/1/levels/1/seasons/62`). */
  path: string;
  /** seasonMark of its list entry when its fixture and squads were read. */
  mark: string;
  matches: number[];
  squads: number[];
}

/** The index as it is kept between starts. */
export interface KeptIndex {
  leagues: number[];
  seasons: SeasonIds[];
  builtAt: number;
}

/** The index as it is asked: one set a kind of id. */
export type IdSets = Record<"leagueId" | "seasonId" | "squadId" | "matchId", Set<number>>;

/** The numbers under `key` of a list answer's entries; nothing when it is not a list. */
export const listIds = (list: unknown, key = "id") =>
  Array.isArray(list) ? list.map((x) => Number((x as Record<string, unknown>)[key])) : [];

/**
 * What of a season's list entry its ids follow: how many matches it has and its dates. A
 * season's matches and squads change only with its number of matches (a final added to the fixture,
 * a round scheduled) or its dates (a season re-imported anew); a kept season whose entry carries the
 * same mark is taken as it was read, with no call. Its status moving on (a match completed) changes
 * no id, so it is left out: a live season is not read again at each result.
 */
export function seasonMark(entry: unknown): string {
  const e = (entry ?? {}) as {
    matches?: { complete?: unknown; incomplete?: unknown };
    startDate?: unknown;
    endDate?: unknown;
  };
  const total = Number(e.matches?.complete) + Number(e.matches?.incomplete);
  return `${Number.isFinite(total) ? total : "?"}|${String(e.startDate)}|${String(e.endDate)}`;
}

/** The match ids of a fixture answer (the fixture or a league's own path): every round of every phase. */
export function fixtureMatchIds(fixture: unknown): number[] {
  const f = fixture as { phases?: { rounds?: { matches?: unknown }[] }[] } | null;
  // Stryker disable next-line ArrayDeclaration: a placeholder element has no rounds either
  return (f?.phases ?? []).flatMap((phase) =>
    // Stryker disable next-line ArrayDeclaration: a placeholder element has no matches either
    (phase.rounds ?? []).flatMap((round) => listIds(round.matches)),
  );
}

/** The sets an index is asked through. */
export function idSets(kept: KeptIndex): IdSets {
  return {
    leagueId: new Set(kept.leagues),
    seasonId: new Set(kept.seasons.map((s) => s.id)),
    squadId: new Set(kept.seasons.flatMap((s) => s.squads)),
    matchId: new Set(kept.seasons.flatMap((s) => s.matches)),
  };
}

/** An index worth using: it names seasons and matches (a service with empty lists refuses nothing). */
export const usable = (index: KeptIndex) =>
  index.seasons.length > 0 && index.seasons.some((s) => s.matches.length > 0);

/**
 * A kept index as read back, or null when it is not one of this shape (unreadable, or kept by an
 * earlier version, whose seasons were bare ids): then it is built anew.
 */
export function keptIndexOf(value: unknown): KeptIndex | null {
  const v = value as Partial<KeptIndex> | null;
  const seasonsOk =
    Array.isArray(v?.seasons) &&
    v.seasons.every(
      (s) =>
        typeof s === "object" &&
        s !== null &&
        typeof s.mark === "string" &&
        typeof s.path === "string" &&
        Array.isArray(s.matches) &&
        Array.isArray(s.squads),
    );
  if (!v || !seasonsOk || !Array.isArray(v.leagues) || typeof v.builtAt !== "number") return null;
  return { leagues: v.leagues, seasons: v.seasons!, builtAt: v.builtAt };
}
