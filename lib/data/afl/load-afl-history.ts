// Adds every VFL/AFL season of 1897–2022 (data/afl/history, see SOURCES.md) to the AFL dataset of
// 2023–2025: the same league and level, so that every season operation serves them. The source has
// results and quarter scores only: no players, box scores, attendance or ground dimensions, and none
// are made up. Clubs appear under the names of the day, mapped to today's club where it continues.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Dataset, DatasetMatch, DatasetPhase, DatasetSeason, DatasetSquad } from "../model/dataset";
import { points } from "../model/dataset";
import { STATES } from "../model/states";
import { localDateTime } from "../local-date-time";
import { DEFUNCT_SQUAD_IDS, historicMatchId, historicSeasonId } from "./history-ids";
import { HISTORY_VENUES } from "./history-venues";
import { aflLadderRules } from "./ladder-rules";
import { periodSecsFor } from "./load-afl-dataset";
import { parseCsv, type CsvRow } from "./parse-csv";

export const HISTORY_FILE = join("history", "matches_1897_2022.csv");

/**
 * Names of the day → today's club, with the code shown under the old name. The Brisbane Bears map to
 * the Brisbane Lions: the Lions play in Brisbane on the Bears' licence (the predictions carry the Bears'
 * rating on for the same reason); Fitzroy, the other half of the 1996 merger, ended and stays itself.
 */
export const NAMES_OF_THE_DAY: Record<string, { today: string; code: string }> = {
  "South Melbourne": { today: "Sydney", code: "SM" },
  Footscray: { today: "Western Bulldogs", code: "FOOT" },
  Kangaroos: { today: "North Melbourne", code: "KANG" },
  "Brisbane Bears": { today: "Brisbane Lions", code: "BB" },
};

const DEFUNCT_SQUADS: DatasetSquad[] = [
  {
    id: DEFUNCT_SQUAD_IDS.Fitzroy,
    code: "FITZ",
    name: "Fitzroy",
    sourceName: "Fitzroy",
    homeState: STATES.VIC,
  },
  {
    id: DEFUNCT_SQUAD_IDS.University,
    code: "UNI",
    name: "University",
    sourceName: "University",
    homeState: STATES.VIC,
  },
];

const FINAL_CODES: Record<string, string> = {
  "Qualifying Final": "QF",
  "Elimination Final": "EF",
  "Semi Final": "SF",
  "Preliminary Final": "PF",
  "Grand Final": "GF",
};
/** 1897 and 1924 ended in a round robin of the top four (no grand final): their finals are typed RR. */
export const ROUND_ROBIN = "RR";

const int = (row: CsvRow, key: string, where: string): number => {
  const v = row[key] === "" ? NaN : Number(row[key]);
  if (!Number.isInteger(v))
    throw new Error(`${where}: column ${key} is not an integer: ${JSON.stringify(row[key])}`);
  return v;
};

/** The UTC instant of a wall-clock time at a place (history's zones included, via the ICU data). */
export function utcOfLocal(date: string, time: string, timeZone: string): string {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let t = wall;
  for (let i = 0; i < 3; i += 1) {
    const l = localDateTime(t, timeZone);
    const [ly, lmo, ld] = l.localDate.split("-").map(Number);
    const [lh, lmi] = l.localTime.split(":").map(Number);
    const diff = wall - Date.UTC(ly, lmo - 1, ld, lh, lmi);
    if (diff === 0) break;
    t += diff;
  }
  return new Date(t).toISOString();
}

/** Finals in weeks: a final more than three days after the first of the current week starts the next. */
function finalsWeeks(dates: string[]): number[] {
  const weeks: number[] = [];
  let week = 0;
  let start = -Infinity;
  for (const d of dates) {
    const ms = Date.parse(`${d.slice(0, 10)}T00:00:00Z`);
    if (ms - start > 3 * 86_400_000) {
      week += 1;
      start = ms;
    }
    weeks.push(week);
  }
  return weeks;
}

function finalsRoundName(types: string[], week: number, previous: string | undefined): string {
  if (types.every((t) => t === "GF"))
    return previous?.startsWith("Grand Final") ? "Grand Final Replay" : "Grand Final";
  if (types.every((t) => t === "PF")) return types.length > 1 ? "Preliminary Finals" : "Preliminary Final";
  if (types.every((t) => t === ROUND_ROBIN)) return `Round-Robin Finals, Week ${week}`;
  return `Finals Week ${week}`;
}

/** The AFL dataset of 2023–2025 with the seasons of 1897–2022 added. */
export function withAflHistory(current: Dataset, dir: string): Dataset {
  const rows = parseCsv(readFileSync(join(dir, HISTORY_FILE), "utf8"));
  const venueByKey = new Map([...current.venues, ...HISTORY_VENUES].map((v) => [v.sourceKey, v]));
  const squads = [...current.squads, ...DEFUNCT_SQUADS];
  const squadByName = new Map(squads.map((s) => [s.sourceName, s]));
  const squadOf = (name: string, where: string): DatasetSquad => {
    const s = squadByName.get(NAMES_OF_THE_DAY[name]?.today ?? name);
    if (!s) throw new Error(`${where}: unknown team ${JSON.stringify(name)}`);
    return s;
  };

  const byYear = new Map<number, CsvRow[]>();
  rows.forEach((r, i) => {
    const year = int(r, "season", `${HISTORY_FILE} row ${i + 2}`);
    const list = byYear.get(year);
    if (list) list.push(r);
    else byYear.set(year, [r]);
  });

  const seasons: DatasetSeason[] = [];
  const matches: DatasetMatch[] = [];
  for (const [year, list] of [...byYear].sort((a, b) => a[0] - b[0])) {
    const seasonId = historicSeasonId(year);
    // Start order, then ground and home team: the sequence depends on the file's content, not its order.
    const ordered = [...list].sort(
      (a, b) =>
        a.date_local.localeCompare(b.date_local) ||
        a.venue.localeCompare(b.venue) ||
        a.home_team.localeCompare(b.home_team),
    );
    const hasGrandFinal = ordered.some((r) => r.is_final === "1" && r.round === "Grand Final");
    const ha: DatasetPhase = { id: seasonId * 10 + 1, code: "HA", name: "Home and Away", rounds: [] };
    const fin: DatasetPhase = { id: seasonId * 10 + 2, code: "FIN", name: "Finals", rounds: [] };
    const haNumbers = [
      ...new Set(ordered.filter((r) => r.is_final === "0").map((r) => int(r, "round", `${year} round`))),
    ].sort((a, b) => a - b);
    for (const n of haNumbers) {
      ha.rounds.push({
        id: seasonId * 100 + n,
        code: `R${n}`,
        name: `Round ${n}`,
        number: n,
        phaseNumber: n,
      });
    }
    const lastHa = haNumbers[haNumbers.length - 1] ?? 0;
    const finals = ordered.filter((r) => r.is_final === "1");
    const typeOf = (r: CsvRow): string => {
      if (r.is_final !== "1") return "HA";
      const code = FINAL_CODES[r.round];
      if (!code) throw new Error(`${year}: unknown final ${JSON.stringify(r.round)}`);
      return hasGrandFinal ? code : ROUND_ROBIN;
    };
    const weekOf = new Map<CsvRow, number>();
    finalsWeeks(finals.map((r) => r.date_local)).forEach((w, i) => weekOf.set(finals[i], w));
    const weeks = [...new Set(weekOf.values())];
    for (const w of weeks) {
      const types = finals.filter((r) => weekOf.get(r) === w).map(typeOf);
      const name = finalsRoundName(types, w, fin.rounds[fin.rounds.length - 1]?.name);
      const n = lastHa + w;
      fin.rounds.push({ id: seasonId * 100 + n, code: `FW${w}`, name, number: n, phaseNumber: w });
    }

    const squadIds = new Set<number>();
    const squadNames = new Map<number, { squadId: number; name: string; code: string }>();
    const seasonMatches: DatasetMatch[] = ordered.map((r, i) => {
      const id = historicMatchId(year, i + 1);
      const where = `${HISTORY_FILE} ${year} ${r.home_team} v ${r.away_team} (${r.date_local})`;
      const venue = venueByKey.get(r.venue);
      if (!venue) throw new Error(`${where}: unknown ground ${JSON.stringify(r.venue)}`);
      const [localDate, time] = r.date_local.split(" ");
      if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate) || !/^\d{2}:\d{2}$/.test(time ?? "")) {
        throw new Error(`${where}: bad date_local ${JSON.stringify(r.date_local)}`);
      }
      const side = (s: "home" | "away") => {
        const team = r[`${s}_team`];
        const squad = squadOf(team, where);
        squadIds.add(squad.id);
        const day = NAMES_OF_THE_DAY[team];
        if (day) squadNames.set(squad.id, { squadId: squad.id, name: team, code: day.code });
        const quarters = [1, 2, 3].map((q) => ({
          goals: int(r, `${s}_q${q}_goals`, where),
          behinds: int(r, `${s}_q${q}_behinds`, where),
        }));
        const final = { goals: int(r, `${s}_goals`, where), behinds: int(r, `${s}_behinds`, where) };
        if (points(final) !== int(r, `${s}_score`, where)) {
          throw new Error(`${where}: ${s} ${final.goals}.${final.behinds} is not ${r[`${s}_score`]} points`);
        }
        return { squad, quarters: [...quarters, final] };
      };
      const home = side("home");
      const away = side("away");
      const isFinal = r.is_final === "1";
      const roundNumber = isFinal ? lastHa + weekOf.get(r)! : int(r, "round", where);
      return {
        id,
        seasonId,
        phaseId: isFinal ? fin.id : ha.id,
        roundId: seasonId * 100 + roundNumber,
        roundNumber,
        roundOrder: 0,
        typeCode: typeOf(r),
        homeSquadId: home.squad.id,
        awaySquadId: away.squad.id,
        venueId: venue.id,
        utcStart: utcOfLocal(localDate, time, venue.timeZone),
        localDate,
        localTime: `${time}:00`,
        attendance: null,
        homeQuarters: home.quarters,
        awayQuarters: away.quarters,
        periodSecs: periodSecsFor(id),
      };
    });
    const byRound = new Map<number, DatasetMatch[]>();
    for (const m of seasonMatches) byRound.set(m.roundId, [...(byRound.get(m.roundId) ?? []), m]);
    for (const group of byRound.values()) {
      group.sort((a, b) => a.utcStart.localeCompare(b.utcStart) || a.id - b.id);
      group.forEach((m, i) => (m.roundOrder = i + 1));
    }
    matches.push(...seasonMatches);
    seasons.push({
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
      phases: fin.rounds.length ? [ha, fin] : [ha],
      conferences: [],
      squadIds: [...squadIds].sort((a, b) => a - b),
      ladderRules: aflLadderRules(year),
      squadNames: [...squadNames.values()].sort((a, b) => a.squadId - b.squadId),
    });
  }

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
