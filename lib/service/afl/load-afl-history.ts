// Adds every VFL/AFL season of 1897–2022 (data/afl/history, see SOURCES.md) to the AFL dataset of
// 2023–2025: the same league and level, so that every season operation serves them. The source has
// results and quarter scores only: no players, box scores, attendance or ground dimensions, and none
// are made up. Clubs appear under the names of the day, mapped to today's club where it continues.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Dataset, DatasetMatch, DatasetSeason, DatasetVenue } from "../model/dataset";
import { historicSeasonId } from "./history-ids";
import { historyMatch, setRoundOrders } from "./history-match";
import { DEFUNCT_SQUADS, squadOfTheDay, type SquadOf } from "./history-names";
import { seasonRounds } from "./history-rounds";
import { HISTORY_VENUES } from "./history-venues";
import { aflLadderRules } from "./ladder-rules";
import { intField, parseCsv, type CsvRow } from "../../format/parse-csv";

export { NAMES_OF_THE_DAY } from "./history-names";
export { ROUND_ROBIN } from "./history-rounds";
export { utcOfLocal } from "./utc-of-local";

export const HISTORY_FILE = join("history", "matches_1897_2022.csv");

/** The file's rows by season (year), the seasons in order. */
function rowsByYear(rows: readonly CsvRow[]): [number, CsvRow[]][] {
  const byYear = new Map<number, CsvRow[]>();
  rows.forEach((r, i) => {
    const year = intField(r, "season", `${HISTORY_FILE} row ${i + 2}`);
    const list = byYear.get(year);
    if (list) list.push(r);
    else byYear.set(year, [r]);
  });
  return [...byYear].sort((a, b) => a[0] - b[0]);
}

/** A season of the history and its matches, from its rows of the file. */
function historySeason(
  current: Dataset,
  year: number,
  list: readonly CsvRow[],
  lookups: { venueByKey: ReadonlyMap<string, DatasetVenue>; squadOf: SquadOf },
): { season: DatasetSeason; matches: DatasetMatch[] } {
  const seasonId = historicSeasonId(year);
  // Start order, then ground and home team: the sequence depends on the file's content, not its order.
  const ordered = [...list].sort(
    (a, b) =>
      a.date_local.localeCompare(b.date_local) ||
      a.venue.localeCompare(b.venue) ||
      a.home_team.localeCompare(b.home_team),
  );
  const rounds = seasonRounds(year, seasonId, ordered);
  const ctx = {
    year,
    seasonId,
    file: HISTORY_FILE,
    rounds,
    ...lookups,
    squadIds: new Set<number>(),
    squadNames: new Map(),
  };
  const matches = ordered.map((r, i) => historyMatch(r, i, ctx));
  setRoundOrders(matches);
  const season: DatasetSeason = {
    id: seasonId,
    leagueId: current.league.id,
    levelId: current.league.levels[0].id,
    startYear: year,
    endYear: year,
    competitionId: 1,
    competitionCode: "AFL",
    competitionName: `${year} ${year < 1990 ? "VFL" : "AFL"} Premiership`,
    competitionType: "Premiership",
    isMainCompetition: true,
    phases: rounds.fin.rounds.length ? [rounds.ha, rounds.fin] : [rounds.ha],
    conferences: [],
    squadIds: [...ctx.squadIds].sort((a, b) => a - b),
    ladderRules: aflLadderRules(year),
    squadNames: [...ctx.squadNames.values()].sort((a, b) => a.squadId - b.squadId),
  };
  return { season, matches };
}

/** The AFL dataset of 2023–2025 with the seasons of 1897–2022 added. */
export function withAflHistory(current: Dataset, dir: string): Dataset {
  const rows = parseCsv(readFileSync(join(dir, HISTORY_FILE), "utf8"));
  const venueByKey = new Map([...current.venues, ...HISTORY_VENUES].map((v) => [v.sourceKey, v]));
  const squads = [...current.squads, ...DEFUNCT_SQUADS];
  const squadOf = squadOfTheDay(squads);
  const seasons: DatasetSeason[] = [];
  const matches: DatasetMatch[] = [];
  for (const [year, list] of rowsByYear(rows)) {
    const s = historySeason(current, year, list, { venueByKey, squadOf });
    seasons.push(s.season);
    matches.push(...s.matches);
  }
  // Only the history's grounds that a match was played at, and not those 2023–2025 have already.
  const usedVenues = new Set(matches.map((m) => m.venueId));
  const known = new Set(current.venues.map((v) => v.id));
  return {
    ...current,
    venues: [...current.venues, ...HISTORY_VENUES.filter((v) => usedVenues.has(v.id) && !known.has(v.id))],
    squads,
    seasons: [...seasons, ...current.seasons],
    matches: [...matches, ...current.matches],
  };
}
