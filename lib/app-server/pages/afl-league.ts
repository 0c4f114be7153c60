// The AFL's league id in the data service (the real AFL data is imported as league 1; the synthetic
// demo league is 900). What only the AFL has — the tips measured by the bench, the featured season —
// is keyed on it.
export const AFL_LEAGUE_ID = 1;
