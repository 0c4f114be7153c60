import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv, type CsvRow } from "@/lib/format/parse-csv";
import { clubOf, clubRegion, venueRegion } from "./teams";
import type { HistoryMatch } from "./history-match";
import type { TipRatedMatch } from "./tip-rating";

/** A match from the files: what the rating model reads, and the ground's name and the scoring shots the tipping model's rating reads. */
export type CsvMatch = HistoryMatch & Pick<TipRatedMatch, "venue" | "homeShots" | "awayShots">;

// Every VFL/AFL result in the raw CSV files (history 1897–2022, the service's 2023–2025) as rated
// matches, in the order they were played. The fit reads the service instead (service-results.ts: the
// history the pages read); this stays for bench/predict.ts, which measures the model on the files
// without starting a service (tests/service/rating-history.test.ts shows the service's history is the
// files' match for match, so its figures hold for both). Grounds are placed by their CSV names
// (teams.ts) and 2023–2025's by venue_tz.

const DATA = path.join(process.cwd(), "data", "afl");
const int = (row: CsvRow, col: string): number => Number(row[col]);
const quarterScore = (row: CsvRow, side: string, q: number) =>
  6 * int(row, `${side}_q${q}_goals`) + int(row, `${side}_q${q}_behinds`);
const quarters = (row: CsvRow): [number, number, number] =>
  [1, 2, 3].map((q) => quarterScore(row, "home", q) - quarterScore(row, "away", q)) as [
    number,
    number,
    number,
  ];

/**
 * The ground's name as the data service gives it (venues.csv's display name, e.g. "Marvel Stadium
 * (Docklands)") for the grounds of 2023–2025; a ground used only before 2023 keeps the CSV's name. So
 * the tipping model's ground familiarity has one name a ground, in the files and in the fixture.
 */
export function groundNames(dir = DATA): (csvName: string) => string {
  const names = new Map(
    parseCsv(readFileSync(path.join(dir, "venues.csv"), "utf8")).map((v) => [v.venue, v.display_name]),
  );
  return (csvName) => names.get(csvName) ?? csvName;
}

function rated(
  row: CsvRow,
  ground: (csvName: string) => string,
  season: number,
  venue: string,
  date: string,
  round: string,
  isFinal: boolean,
): CsvMatch {
  const home = clubOf(row.home_team);
  const away = clubOf(row.away_team);
  return {
    season,
    home,
    away,
    venueRegion: venue,
    homeRegion: clubRegion(home, season),
    awayRegion: clubRegion(away, season),
    margin: int(row, "home_score") - int(row, "away_score"),
    totalScore: int(row, "home_score") + int(row, "away_score"),
    isFinal,
    quarterMargins: quarters(row),
    round,
    date,
    venue: ground(row.venue),
    homeShots: int(row, "home_goals") + int(row, "home_behinds"),
    awayShots: int(row, "away_goals") + int(row, "away_behinds"),
  };
}

/** 1897–2022 from data/afl/history (names of the day mapped to today's clubs). */
export function loadHistory(dir = DATA): CsvMatch[] {
  const rows = parseCsv(readFileSync(path.join(dir, "history", "matches_1897_2022.csv"), "utf8"));
  const ground = groundNames(dir);
  return rows
    .map((r) =>
      rated(r, ground, int(r, "season"), venueRegion(r.venue), r.date_local, r.round, r.is_final === "1"),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** 2023–2025 from data/afl/matches.csv; venue regions from venues.csv's time zones. */
export function loadRecent(dir = DATA): CsvMatch[] {
  const rows = parseCsv(readFileSync(path.join(dir, "matches.csv"), "utf8"));
  const ground = groundNames(dir);
  return rows
    .map((r) =>
      rated(
        r,
        ground,
        int(r, "season"),
        r.venue_tz,
        r.start_time_utc,
        r.final_type || r.round_number,
        r.is_final === "1",
      ),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
}
