// Turns the real AFL CSVs (data/afl, see SOURCES.md) into the project's Dataset shape. Synchronous
// and dependency-free; it validates what it can (scores, joins) and throws naming the bad row,
// because a silently wrong import would surface much later as a wrong ladder or leaderboard.

import { readFileSync } from "node:fs";
import { join } from "node:path";
import type {
  Dataset,
  DatasetMatch,
  DatasetPerson,
  DatasetPhase,
  DatasetPlayerMatch,
  DatasetSeason,
  DatasetSquad,
  DatasetSquadPlayer,
  DatasetVenue,
} from "../model/dataset";
import { AUSTRALIA, STATES } from "../model/states";
import { parseCsv, parseCsvTable, type CsvRow } from "../../format/parse-csv";
import { averagesFromStats, inferPosition } from "./infer-positions";
import { points } from "../model/dataset";

const COUNTRY = AUSTRALIA;

// [source name, public-service squad id, code, home state]
// prettier-ignore
const SQUADS: [string, number, string, string][] = [
  ["Adelaide", 10, "ADEL", "SA"], ["Brisbane Lions", 20, "BL", "QLD"], ["Carlton", 30, "CARL", "VIC"],
  ["Collingwood", 40, "COLL", "VIC"], ["Essendon", 50, "ESS", "VIC"], ["Fremantle", 60, "FRE", "WA"],
  ["Geelong", 70, "GEEL", "VIC"], ["Hawthorn", 80, "HAW", "VIC"], ["Melbourne", 90, "MELB", "VIC"],
  ["North Melbourne", 100, "NMFC", "VIC"], ["Port Adelaide", 110, "PORT", "SA"],
  ["Richmond", 120, "RICH", "VIC"], ["St Kilda", 130, "STK", "VIC"], ["Western Bulldogs", 140, "WB", "VIC"],
  ["West Coast", 150, "WCE", "WA"], ["Sydney", 160, "SYD", "NSW"], ["Gold Coast", 1000, "GCFC", "QLD"],
  ["Greater Western Sydney", 1010, "GWS", "NSW"],
];

// prettier-ignore
const VENUE_CODES: Record<string, string> = {
  "M.C.G.": "MCG", Docklands: "MRVL", "Adelaide Oval": "ADEL", "Perth Stadium": "PERTH",
  Gabba: "GABBA", "S.C.G.": "SCG", "Kardinia Park": "KARD", Carrara: "CARR",
  "Sydney Showground": "SSHOW", "York Park": "YORK", "Bellerive Oval": "BELL",
  "Manuka Oval": "MANUKA", "Norwood Oval": "NORW", "Marrara Oval": "MARR",
  "Eureka Stadium": "EUREKA", "Summit Sports Park": "SUMMIT", "Traeger Park": "TRAEG",
  "Barossa Park": "BAROSSA", "Hands Oval": "HANDS",
};
const DEFAULT_LENGTH = 160;
const DEFAULT_WIDTH = 130;

/** The public service's compSeason ids for the AFL Premiership. */
export const SEASON_IDS: Record<number, number> = { 2023: 52, 2024: 62, 2025: 73 };

const FINAL_ROUND_NAMES = ["Finals Week 1", "Finals Week 2", "Preliminary Finals", "Grand Final"];

/** player_stats.csv column → the service's metric code. */
// prettier-ignore
export const STAT_CODES: [string, string][] = [
  ["kicks", "KICK"], ["marks", "MARK"], ["handballs", "HANDBALL"], ["disposals", "DISPOSAL"],
  ["goals", "GOAL"], ["behinds", "BEHIND"], ["hit_outs", "HITOUT"], ["tackles", "TACKLE"],
  ["rebound_50s", "REBOUND_50"], ["inside_50s", "INSIDE_50"], ["clearances", "CLEARANCE"],
  ["clangers", "CLANGER"], ["free_kicks_for", "FREE_KICK"], ["free_kicks_against", "FREE_KICK_AGAINST"],
  ["brownlow_votes", "BROWNLOW_VOTES"], ["contested_possessions", "POSSESSION_CONTESTED"],
  ["uncontested_possessions", "POSSESSION_UNCONTESTED"], ["contested_marks", "MARK_CONTESTED"],
  ["marks_inside_50", "MARK_INSIDE_50"], ["one_percenters", "ONE_PERCENTER"],
  ["bounces", "RUNNING_BOUNCE"], ["goal_assist", "GOAL_ASSIST"],
];

function toInt(raw: string | undefined, key: string, where: string): number {
  const v = raw === undefined || raw === "" ? NaN : Number(raw);
  if (!Number.isInteger(v)) {
    throw new Error(`${where}: column ${key} is not an integer: ${JSON.stringify(raw)}`);
  }
  return v;
}
function int(row: CsvRow, key: string, where: string): number {
  return toInt(row[key], key, where);
}
function optNum(raw: string | undefined): number | null {
  return raw === undefined || raw === "" ? null : Number(raw);
}
function readCsv(dir: string, file: string): CsvRow[] {
  return parseCsv(readFileSync(join(dir, file), "utf8"));
}

/** Deterministic quarter lengths (1620–1980 s) from the match id: the source has no timing data. */
export function periodSecsFor(matchId: number): number[] {
  const out: number[] = [];
  for (let q = 1; q <= 4; q += 1) {
    let h = Math.imul(matchId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(q, 0xc2b2ae35);
    h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
    h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
    h ^= h >>> 16;
    out.push(1620 + ((h >>> 0) % 361));
  }
  return out;
}

export function loadAflDataset(dir: string): Dataset {
  const venueRows = readCsv(dir, "venues.csv");
  const playerRows = readCsv(dir, "players.csv");
  const matchRows = readCsv(dir, "matches.csv");
  // The big file stays as arrays of fields: header-keyed objects for 30k rows cost ~0.3 s.
  const stats = parseCsvTable(readFileSync(join(dir, "player_stats.csv"), "utf8"));

  const venues = venuesOf(venueRows);
  const squads = squadsOf();
  const persons = personsOf(playerRows);
  const squadId = squadIdByName(squads);
  const { seasons, roundIdOf } = seasonsOf(matchRows, squads);
  const matches = matchesOf(matchRows, {
    roundIdOf,
    venueByKey: new Map(venues.map((v) => [v.sourceKey, v])),
    squadId,
  });
  const matchById = new Map(matches.map((m) => [m.id, m]));
  const playerMatches = playerMatchesOf(stats, {
    matchById,
    personBySource: new Map(persons.map((p) => [p.sourceId, p])),
    squadId,
  });

  return {
    league: {
      id: 1,
      name: "Australian Football League",
      code: "AFL",
      gender: "Male",
      levels: [{ id: 1, name: "Seniors", code: "SEN" }],
    },
    venues,
    squads,
    persons,
    seasons,
    matches,
    playerMatches,
    squadPlayers: buildSquadPlayers(persons, matchById, playerMatches),
  };
}

type RoundIds = Map<string, { roundId: number; roundNumber: number; phaseId: number }>;
type SquadIdOf = (name: string, where: string) => number;

/** venues.csv: ids in file order, dimensions or the documented default. */
function venuesOf(venueRows: CsvRow[]): DatasetVenue[] {
  return venueRows.map((v, i) => {
    const state = STATES[v.state];
    const code = VENUE_CODES[v.venue];
    if (!state || !code) throw new Error(`venues.csv: unknown state or venue ${v.venue}/${v.state}`);
    const hasDims = v.length_m !== "" && v.width_m !== "";
    return {
      id: i + 1,
      code,
      name: v.display_name,
      sourceKey: v.venue,
      city: v.city,
      state,
      country: COUNTRY,
      timeZone: v.timezone,
      length: hasDims ? Number(v.length_m) : DEFAULT_LENGTH,
      width: hasDims ? Number(v.width_m) : DEFAULT_WIDTH,
      dimensionsSource: hasDims
        ? v.dimensions_source
        : `default: source has none (${DEFAULT_LENGTH} x ${DEFAULT_WIDTH} m assumed)`,
    };
  });
}

/** The 18 clubs of 2023–2025 (the table above). */
function squadsOf(): DatasetSquad[] {
  return SQUADS.map(([sourceName, id, code, state]) => ({
    id,
    code,
    name: sourceName,
    sourceName,
    homeState: STATES[state],
  }));
}

function squadIdByName(squads: DatasetSquad[]): SquadIdOf {
  const squadByName = new Map(squads.map((s) => [s.sourceName, s]));
  return (name, where) => {
    const s = squadByName.get(name);
    if (!s) throw new Error(`${where}: unknown team ${JSON.stringify(name)}`);
    return s.id;
  };
}

function personsOf(playerRows: CsvRow[]): DatasetPerson[] {
  // Person ids: players.csv sorted by player_id, id = 1001 + index. Stable only while new players
  // sort after all existing ones; a new player_id sorting earlier shifts every later id, so a
  // re-import after such a change must be treated as a fresh load, not an update.
  const sortedPlayers = [...playerRows].sort((a, b) =>
    a.player_id < b.player_id ? -1 : a.player_id > b.player_id ? 1 : 0,
  );
  return sortedPlayers.map((p, i) => ({
    id: 1001 + i,
    sourceId: p.player_id,
    firstname: p.first_name,
    surname: p.last_name,
    displayName: `${p.first_name.charAt(0)}. ${p.last_name}`,
    fullname: `${p.first_name} ${p.last_name}`,
    dateOfBirth: p.date_of_birth,
    height: optNum(p.height_cm),
    weight: optNum(p.weight_kg),
    debutDate: p.debut_date === "" ? null : p.debut_date, // exact dates only; the approx one runs early
  }));
}

/** Seasons, their phases and rounds (finals numbered on from the last home-and-away round). */
function seasonsOf(
  matchRows: CsvRow[],
  squads: DatasetSquad[],
): { seasons: DatasetSeason[]; roundIdOf: RoundIds } {
  const years = [...new Set(matchRows.map((m) => Number(m.season)))].sort((a, b) => a - b);
  const seasons: DatasetSeason[] = [];
  const roundIdOf: RoundIds = new Map();
  for (const year of years) {
    const seasonId = SEASON_IDS[year];
    if (seasonId === undefined) throw new Error(`matches.csv: no season id for ${year}`);
    const rows = matchRows.filter((m) => Number(m.season) === year);
    const haNames = new Map<number, string>();
    for (const m of rows) {
      if (m.is_final === "0") haNames.set(int(m, "round_number", m.match_id), m.round_name);
    }
    const haNumbers = [...haNames.keys()].sort((a, b) => a - b);
    const lastHa = haNumbers[haNumbers.length - 1];
    const finals = rows.filter((m) => m.is_final === "1");
    const weeks = [...new Set(finals.map((m) => int(m, "final_week", m.match_id)))].sort((a, b) => a - b);
    const ha: DatasetPhase = { id: seasonId * 10 + 1, code: "HA", name: "Home and Away", rounds: [] };
    const fin: DatasetPhase = { id: seasonId * 10 + 2, code: "FIN", name: "Finals", rounds: [] };
    for (const n of haNumbers) {
      const code = n === 0 ? "OR" : `R${n}`;
      ha.rounds.push({ id: seasonId * 100 + n, code, name: haNames.get(n) ?? "", number: n, phaseNumber: n });
      roundIdOf.set(`${year}:HA:${n}`, { roundId: seasonId * 100 + n, roundNumber: n, phaseId: ha.id });
    }
    for (const w of weeks) {
      const n = lastHa + w;
      const name = FINAL_ROUND_NAMES[w - 1];
      fin.rounds.push({ id: seasonId * 100 + n, code: `FW${w}`, name, number: n, phaseNumber: w });
      roundIdOf.set(`${year}:FIN:${w}`, { roundId: seasonId * 100 + n, roundNumber: n, phaseId: fin.id });
    }
    seasons.push({
      id: seasonId,
      leagueId: 1,
      levelId: 1,
      startYear: year,
      endYear: year,
      competitionId: 1,
      competitionCode: "AFL",
      competitionName: `${year} Toyota AFL Premiership`,
      competitionType: "Premiership",
      isMainCompetition: true,
      phases: fin.rounds.length > 0 ? [ha, fin] : [ha],
      conferences: [],
      squadIds: squads.map((s) => s.id),
    });
  }
  return { seasons, roundIdOf };
}

/** matches.csv, each quarter-4 score checked against its final score; roundOrder set per round. */
function matchesOf(
  matchRows: CsvRow[],
  ctx: { roundIdOf: RoundIds; venueByKey: Map<string, DatasetVenue>; squadId: SquadIdOf },
): DatasetMatch[] {
  const { roundIdOf, venueByKey, squadId } = ctx;
  const matches: DatasetMatch[] = matchRows.map((m) => {
    const where = `matches.csv match ${m.match_id}`;
    const year = int(m, "season", where);
    const isFinal = m.is_final === "1";
    const roundKey = isFinal ? `FIN:${int(m, "final_week", where)}` : `HA:${int(m, "round_number", where)}`;
    const round = roundIdOf.get(`${year}:${roundKey}`);
    const venue = venueByKey.get(m.venue);
    if (!round || !venue) throw new Error(`${where}: unknown round or venue`);
    const utc = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})Z$/.exec(m.start_time_utc);
    if (!utc || !/^\d{2}:\d{2}$/.test(m.local_start_time)) throw new Error(`${where}: bad start time`);
    const quarters = (side: "home" | "away") =>
      [1, 2, 3, 4].map((q) => ({
        goals: int(m, `${side}_q${q}_goals`, where),
        behinds: int(m, `${side}_q${q}_behinds`, where),
      }));
    const homeQuarters = quarters("home");
    const awayQuarters = quarters("away");
    for (const [side, qs] of [
      ["home", homeQuarters],
      ["away", awayQuarters],
    ] as const) {
      const g = int(m, `${side}_goals`, where);
      const b = int(m, `${side}_behinds`, where);
      if (
        qs[3].goals !== g ||
        qs[3].behinds !== b ||
        int(m, `${side}_score`, where) !== points({ goals: g, behinds: b })
      ) {
        const q4 = `${qs[3].goals}.${qs[3].behinds}`;
        throw new Error(
          `${where} (${m.home_team} v ${m.away_team}): ${side} quarter-4 score ${q4} does not match the final ${g}.${b}`,
        );
      }
    }
    return {
      id: int(m, "match_id", where),
      seasonId: SEASON_IDS[year],
      phaseId: round.phaseId,
      roundId: round.roundId,
      roundNumber: round.roundNumber,
      roundOrder: 0,
      typeCode: isFinal ? m.final_type : "HA",
      homeSquadId: squadId(m.home_team, where),
      awaySquadId: squadId(m.away_team, where),
      venueId: venue.id,
      utcStart: `${utc[1]}:00.000Z`,
      localDate: m.date,
      localTime: `${m.local_start_time}:00`,
      attendance: m.attendance === "" ? null : int(m, "attendance", where),
      homeQuarters,
      awayQuarters,
      periodSecs: periodSecsFor(int(m, "match_id", where)),
    };
  });
  // roundOrder: 1-based within the round, by start time then match id.
  const byRound = new Map<number, DatasetMatch[]>();
  for (const m of matches) {
    const list = byRound.get(m.roundId);
    if (list) list.push(m);
    else byRound.set(m.roundId, [m]);
  }
  for (const list of byRound.values()) {
    list.sort((a, b) => (a.utcStart < b.utcStart ? -1 : a.utcStart > b.utcStart ? 1 : a.id - b.id));
    list.forEach((m, i) => (m.roundOrder = i + 1));
  }
  return matches;
}

/** player_stats.csv: one box-score line a player a match, under the service's metric codes. */
function playerMatchesOf(
  stats: ReturnType<typeof parseCsvTable>,
  ctx: {
    matchById: Map<number, DatasetMatch>;
    personBySource: Map<string | null, DatasetPerson>;
    squadId: SquadIdOf;
  },
): DatasetPlayerMatch[] {
  const { matchById, personBySource, squadId } = ctx;
  const c = {
    match: stats.col("match_id"),
    player: stats.col("player_id"),
    team: stats.col("team"),
    jumper: stats.col("jumper_number"),
    sub: stats.col("sub_status"),
    tog: stats.col("percentage_of_game_played"),
  };
  const statCols = STAT_CODES.map(([col, code]) => [col, code, stats.col(col)] as const);
  return stats.records.map((r, i) => {
    const where = `player_stats.csv row ${i + 2} (match ${r[c.match]}, ${r[c.player]})`;
    const match = matchById.get(toInt(r[c.match], "match_id", where));
    const person = personBySource.get(r[c.player]);
    if (!match || !person) throw new Error(`${where}: unknown match or player`);
    const sq = squadId(r[c.team], where);
    if (sq !== match.homeSquadId && sq !== match.awaySquadId) throw new Error(`${where}: team not in match`);
    const sub = r[c.sub];
    if (sub !== "" && sub !== "on" && sub !== "off") throw new Error(`${where}: bad sub_status ${sub}`);
    const values: Record<string, number> = {};
    for (const [col, code, idx] of statCols) values[code] = toInt(r[idx], col, where);
    return {
      matchId: match.id,
      personId: person.id,
      squadId: sq,
      jumperNumber: toInt(r[c.jumper], "jumper_number", where),
      subStatus: sub === "" ? null : sub,
      timeOnGroundPct: toInt(r[c.tog], "percentage_of_game_played", where),
      stats: values,
    };
  });
}

/** Season lists: everyone who played for a squad in a season, with his most-worn number. */
function buildSquadPlayers(
  persons: DatasetPerson[],
  matchById: Map<number, DatasetMatch>,
  playerMatches: DatasetPlayerMatch[],
): DatasetSquadPlayer[] {
  // One position per player, from all his matches (see infer-positions.ts).
  const lines = new Map<number, Record<string, number>[]>();
  for (const pm of playerMatches) {
    const list = lines.get(pm.personId);
    if (list) list.push(pm.stats);
    else lines.set(pm.personId, [pm.stats]);
  }
  const positionOf = new Map<number, number>();
  for (const p of persons) {
    positionOf.set(p.id, inferPosition(averagesFromStats(lines.get(p.id) ?? [], p.height)));
  }

  // key season:squad:person → jumper → {count, latest utcStart}
  const worn = new Map<string, Map<number, { count: number; latest: string }>>();
  for (const pm of playerMatches) {
    const m = matchById.get(pm.matchId);
    if (!m) continue;
    const key = `${m.seasonId}:${pm.squadId}:${pm.personId}`;
    const numbers = worn.get(key) ?? new Map<number, { count: number; latest: string }>();
    const e = numbers.get(pm.jumperNumber) ?? { count: 0, latest: "" };
    e.count += 1;
    if (m.utcStart > e.latest) e.latest = m.utcStart;
    numbers.set(pm.jumperNumber, e);
    worn.set(key, numbers);
  }
  const out: DatasetSquadPlayer[] = [];
  for (const [key, numbers] of worn) {
    const [seasonId, squadId, personId] = key.split(":").map(Number);
    let best = -1;
    let bestE = { count: -1, latest: "" };
    for (const [n, e] of numbers) {
      if (e.count > bestE.count || (e.count === bestE.count && e.latest > bestE.latest)) {
        best = n;
        bestE = e;
      }
    }
    out.push({ seasonId, squadId, personId, jumperNumber: best, positionId: positionOf.get(personId) ?? 0 });
  }
  out.sort((a, b) => a.seasonId - b.seasonId || a.squadId - b.squadId || a.personId - b.personId);
  return out;
}
