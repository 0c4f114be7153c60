import type { QuarterScore } from "../service/model/dataset";
import { bigint, boolean, date, int, jsonb, nullable, real, table, text, timestamptz } from "./table";

// The service's stored entities, each described once (see table.ts): the importer writes records of
// these shapes, the loader reads them, and a test holds them to the schema the migrations make.

export const STATES = table(
  "states",
  { id: int("id"), code: text("code"), name: text("name") },
  { upsertOn: ["id"] },
);

export const LEAGUES = table(
  "leagues",
  { id: int("id"), name: text("name"), code: text("code"), gender: text("gender") },
  { orderBy: "id" },
);

export const LEVELS = table(
  "levels",
  { leagueId: int("league_id"), id: int("id"), name: text("name"), code: text("code") },
  { orderBy: "league_id, id" },
);

export const VENUES = table(
  "venues",
  {
    id: int("id"),
    code: text("code"),
    name: text("name"),
    sourceKey: text("source_key"),
    city: text("city"),
    stateId: int("state_id"),
    countryId: int("country_id"),
    countryCode: text("country_code"),
    countryName: text("country_name"),
    timeZone: text("time_zone"),
    length: nullable(real("length")),
    width: nullable(real("width")),
    dimensionsSource: text("dimensions_source"),
  },
  { upsertOn: ["id"], orderBy: "id" },
);

export const SQUADS = table(
  "squads",
  {
    id: int("id"),
    code: text("code"),
    name: text("name"),
    sourceName: text("source_name"),
    homeStateId: int("home_state_id"),
  },
  { upsertOn: ["id"], orderBy: "id" },
);

export const PERSONS = table(
  "persons",
  {
    id: int("id"),
    sourceId: nullable(text("source_id")),
    firstname: text("firstname"),
    surname: text("surname"),
    displayName: text("display_name"),
    fullname: text("fullname"),
    dateOfBirth: date("date_of_birth"),
    height: nullable(int("height")),
    weight: nullable(int("weight")),
    debutDate: nullable(date("debut_date")),
  },
  { upsertOn: ["id"] },
);

export const SEASONS = table(
  "seasons",
  {
    id: int("id"),
    leagueId: int("league_id"),
    levelId: int("level_id"),
    startYear: int("start_year"),
    endYear: int("end_year"),
    competitionId: bigint("competition_id"),
    competitionCode: text("competition_code"),
    competitionName: text("competition_name"),
    competitionType: text("competition_type"),
    isMain: boolean("is_main"),
    winPoints: int("win_points"),
    drawPoints: int("draw_points"),
    byePoints: int("bye_points"),
  },
  { orderBy: "id" },
);

export const PHASES = table(
  "phases",
  { id: int("id"), seasonId: int("season_id"), code: text("code"), name: text("name"), ord: int("ord") },
  { orderBy: "season_id, ord" },
);

export const ROUNDS = table(
  "rounds",
  {
    id: int("id"),
    seasonId: int("season_id"),
    phaseId: int("phase_id"),
    code: text("code"),
    name: text("name"),
    number: int("number"),
    phaseNumber: int("phase_number"),
  },
  { orderBy: "season_id, number" },
);

export const SEASON_SQUADS = table(
  "season_squads",
  {
    seasonId: int("season_id"),
    squadId: int("squad_id"),
    // The squad's name and code that season when they were not today's (the history).
    name: nullable(text("name")),
    code: nullable(text("code")),
  },
  { orderBy: "season_id, squad_id" },
);

export const CONFERENCES = table(
  "conferences",
  {
    seasonId: int("season_id"),
    code: text("code"),
    name: text("name"),
    squadIds: jsonb<number[]>("squad_ids"),
  },
  { orderBy: "season_id, code" },
);

export const MATCHES = table("matches", {
  id: int("id"),
  seasonId: int("season_id"),
  phaseId: int("phase_id"),
  roundId: int("round_id"),
  roundNumber: int("round_number"),
  roundOrder: int("round_order"),
  typeCode: text("type_code"),
  homeSquadId: int("home_squad_id"),
  awaySquadId: int("away_squad_id"),
  venueId: int("venue_id"),
  utcStart: timestamptz("utc_start"),
  localDate: date("local_date"),
  localTime: text("local_time"),
  attendance: nullable(int("attendance")),
  homeQuarters: jsonb<QuarterScore[]>("home_quarters"),
  awayQuarters: jsonb<QuarterScore[]>("away_quarters"),
  periodSecs: jsonb<number[]>("period_secs"),
});

export const PLAYER_MATCHES = table(
  "player_matches",
  {
    matchId: int("match_id"),
    personId: int("person_id"),
    squadId: int("squad_id"),
    jumperNumber: int("jumper_number"),
    subStatus: nullable(text("sub_status")),
    timeOnGroundPct: real("time_on_ground_pct"),
    stats: jsonb<Record<string, number>>("stats"),
  },
  { orderBy: "match_id, squad_id, jumper_number, person_id" },
);

export const SQUAD_PLAYERS = table(
  "squad_players",
  {
    seasonId: int("season_id"),
    squadId: int("squad_id"),
    personId: int("person_id"),
    jumperNumber: int("jumper_number"),
    positionId: int("position_id"),
  },
  { orderBy: "season_id, squad_id, jumper_number, person_id" },
);

/** Every table of the league data, in the order the importer writes them (references first). */
export const DATA_TABLES = [
  STATES,
  LEAGUES,
  LEVELS,
  VENUES,
  SQUADS,
  PERSONS,
  SEASONS,
  PHASES,
  ROUNDS,
  SEASON_SQUADS,
  CONFERENCES,
  MATCHES,
  PLAYER_MATCHES,
  SQUAD_PLAYERS,
];
