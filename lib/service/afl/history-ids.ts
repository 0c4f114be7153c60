// Identifiers of the history (1897–2022): a scheme that cannot meet the provider's ids or the demo
// league's. The provider numbers compSeasons, squads and venues with small running counts (seasons
// 52/62/73 for 2023–2025, squads 10–160, 1000, 1010; the demo league uses 900–903 and 9001+), so
// everything the history adds that is not a continuing club or a ground of 2023–2025 lives at
// 1,000,000 and above. Matches follow the source's own convention for 2023–2025 (season × 1000 +
// sequence in start order), extended backwards: a year prefix below 2023 cannot meet a current id.
// Phases and rounds follow the rule of every season (seasonId × 10 + k, seasonId × 100 + round).

export const HISTORY_ID_BASE = 1_000_000;
export const FIRST_HISTORY_YEAR = 1897;
export const LAST_HISTORY_YEAR = 2022;

/** A historic season's id: 1,000,000 + its year (1,001,897 … 1,002,022). */
export const historicSeasonId = (year: number): number => {
  if (!Number.isInteger(year) || year < FIRST_HISTORY_YEAR || year > LAST_HISTORY_YEAR) {
    throw new Error(
      `no historic season ${year}: the history covers ${FIRST_HISTORY_YEAR}–${LAST_HISTORY_YEAR}`,
    );
  }
  return HISTORY_ID_BASE + year;
};

/** A historic match's id: year × 1000 + its 1-based sequence in the season's start order. */
export const historicMatchId = (year: number, sequence: number): number => {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999) {
    throw new Error(`match sequence ${sequence} of ${year} is outside 1–999`);
  }
  return year * 1000 + sequence;
};

/** Clubs that ended (no franchise continues them): their own squad ids. */
export const DEFUNCT_SQUAD_IDS = { Fitzroy: HISTORY_ID_BASE + 1, University: HISTORY_ID_BASE + 2 } as const;
