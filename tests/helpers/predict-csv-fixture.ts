import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCsv, type CsvRow } from "@/lib/format/parse-csv";
import type { Fixture, FixtureMatch } from "@/lib/contract";

// Test data straight from the raw CSV (never through the code under test): a season of matches.csv
// in the data service's fixture shape, squads numbered by name, so a test can feed the predictor
// exactly what the source says.

export const csvRows = (file: string): CsvRow[] =>
  parseCsv(readFileSync(path.join(process.cwd(), "data", "afl", file), "utf8"));

export function squadIdOf(name: string): number {
  return [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 100_000, 7);
}

const score = (row: CsvRow, side: string, done: boolean) =>
  done
    ? {
        goals: Number(row[`${side}_goals`]),
        behinds: Number(row[`${side}_behinds`]),
        points: Number(row[`${side}_score`]),
      }
    : { goals: null, behinds: null, points: null };

/** The season's fixture; matches after `playedThrough` (a start time) are scheduled, without scores. */
export function csvFixture(season: number, playedThrough = "9999"): Fixture {
  const rows = csvRows("matches.csv").filter((r) => Number(r.season) === season);
  // The service names a ground by venues.csv's display name (e.g. "Marvel Stadium (Docklands)").
  const ground = new Map(csvRows("venues.csv").map((v) => [v.venue, v.display_name]));
  const match = (r: CsvRow): FixtureMatch => {
    const done = r.start_time_utc <= playedThrough;
    const squad = (side: string) => ({
      id: squadIdOf(r[`${side}_team`]),
      name: r[`${side}_team`],
      code: r[`${side}_team`].slice(0, 4).toUpperCase(),
      score: score(r, side, done),
    });
    const status = done ? { typeName: "Complete", id: 3 } : { typeName: "Upcoming", id: 1 };
    return {
      id: Number(r.match_id),
      roundOrder: 1,
      squads: { home: squad("home"), away: squad("away") },
      date: {
        startDate: r.date,
        startTime: `${r.local_start_time}:00`,
        utcMatchStart: r.start_time_utc.replace("Z", ":00.000Z"),
      },
      status: {
        ...status,
        name: status.typeName,
        code: "",
        typeId: status.id,
        period: 0,
        periodSecs: 0,
        periodDisplay: "",
        remainingSecs: 0,
        remainingDisplay: "",
        remainingTime: "",
      },
      type: { id: 1, code: r.is_final === "1" ? "FIN" : "HA", name: "" },
      venue: { id: 1, code: r.venue, name: ground.get(r.venue) ?? r.venue, timeZone: r.venue_tz },
      winningSquadId: null,
    };
  };
  const roundKey = (r: CsvRow) => (r.is_final === "1" ? 100 + Number(r.final_week) : Number(r.round_number));
  const phase = (finals: boolean) => {
    const mine = rows.filter((r) => (r.is_final === "1") === finals);
    const numbers = [...new Set(mine.map(roundKey))].sort((a, b) => a - b);
    return {
      id: finals ? 2 : 1,
      name: finals ? "Finals" : "Home and Away",
      code: finals ? "FIN" : "HA",
      rounds: numbers.map((n) => ({
        id: n,
        code: `R${n}`,
        // A finals week by its last final's name, as the service names the round ("Grand Final").
        name: finals ? mine.filter((r) => roundKey(r) === n).at(-1)!.round_name : `Round ${n}`,
        number: n,
        phaseNumber: n,
        matches: mine.filter((r) => roundKey(r) === n).map(match),
      })),
    };
  };
  return {
    competitionCode: "AFL",
    competitionId: 1,
    competitionName: "AFL",
    competitionType: "",
    startDate: "",
    endDate: "",
    startYear: season,
    endYear: season,
    firstMatchStart: "",
    seasonId: season,
    phases: [phase(false), phase(true)],
  } as unknown as Fixture;
}
