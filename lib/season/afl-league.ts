// The AFL's league id in the data service (the real AFL data is imported as league 1; the synthetic
// demo league is 900). What only the AFL has — the tips measured by the bench, the featured season —
// is keyed on it.
export const AFL_LEAGUE_ID = 1;

/**
 * Whether a league's playing positions are the data service's inference from the statistics: the
 * real AFL data records none (/about#positions); the demo league's generated players are given theirs.
 */
export const positionsInferred = (leagueId: number) => leagueId === AFL_LEAGUE_ID;
