// The in-memory shape every data source (the real AFL CSVs, the synthetic demo league) is turned into
// before the importer writes it to the database. One shape, so one importer serves every league.

export interface DatasetState {
  id: number;
  code: string; // "VIC"
  name: string; // "Victoria"
}

export interface DatasetLeague {
  id: number;
  name: string;
  code: string;
  gender: string; // "Male" | "Female"
  levels: { id: number; name: string; code: string }[];
}

export interface DatasetVenue {
  id: number;
  code: string; // short code, e.g. "MCG"
  name: string; // display name
  sourceKey: string; // key used by the source files (venues.csv `venue`)
  city: string;
  state: DatasetState;
  country: { id: number; code: string; name: string };
  timeZone: string; // IANA
  // Metres (a documented default for the five small grounds of 2023–2025 without published ones);
  // null for the history's grounds, whose dimensions no source gives.
  length: number | null;
  width: number | null;
  dimensionsSource: string;
}

export interface DatasetSquad {
  id: number;
  code: string; // "COLL"
  name: string; // "Collingwood"
  sourceName: string; // the name the source files use
  homeState: DatasetState;
}

export interface DatasetPerson {
  id: number;
  sourceId: string | null; // players.csv player_id; null for synthetic people
  firstname: string;
  surname: string;
  displayName: string; // "N. Daicos"
  fullname: string; // "Nick Daicos"
  dateOfBirth: string; // YYYY-MM-DD
  height: number | null; // cm
  weight: number | null; // kg
  debutDate: string | null;
}

export interface DatasetRound {
  id: number;
  code: string; // "R0", "R1", "QF"
  name: string; // "Opening Round", "Round 1", "Finals Week 1"
  number: number; // roundNumber: keeps counting through the finals
  phaseNumber: number; // restarts at 1 in the finals phase
}

export interface DatasetPhase {
  id: number;
  code: string; // "HA" | "FIN"
  name: string; // "Home and Away" | "Finals"
  rounds: DatasetRound[];
}

export interface DatasetConference {
  code: string;
  name: string;
  squadIds: number[];
}

export interface DatasetSeason {
  id: number;
  leagueId: number;
  levelId: number;
  startYear: number;
  endYear: number;
  competitionId: number;
  competitionCode: string;
  competitionName: string;
  competitionType: string; // "Premiership"
  isMainCompetition: boolean; // the main-competition shortcuts resolve to these seasons
  phases: DatasetPhase[];
  conferences: DatasetConference[]; // empty when the season has none
  squadIds: number[];
  /** Points a win, a draw and a bye (default 4, 2, 0: see lib/service/afl/ladder-rules.ts). */
  ladderRules?: { win: number; draw: number; bye: number };
  /** Squads that played this season under another name than today's (South Melbourne, Footscray…). */
  squadNames?: { squadId: number; name: string; code: string }[];
}

export interface QuarterScore {
  goals: number;
  behinds: number;
}

/** A score's points: six a goal, one a behind (the one place the game's scoring rule is written). */
export const points = (s: QuarterScore): number => s.goals * 6 + s.behinds;

export interface DatasetMatch {
  id: number;
  seasonId: number;
  phaseId: number;
  roundId: number;
  roundNumber: number;
  roundOrder: number; // order of the match within its round, from 1
  typeCode: string; // "HA" home-and-away, or the final's code "QF" | "EF" | "SF" | "PF" | "GF"
  homeSquadId: number;
  awaySquadId: number;
  venueId: number;
  utcStart: string; // ISO 8601 with milliseconds, "2024-03-07T08:30:00.000Z"
  localDate: string; // YYYY-MM-DD at the venue
  localTime: string; // HH:MM:SS at the venue
  attendance: number | null;
  // Cumulative scores at the end of each quarter, index 0..3; empty arrays when not yet played.
  homeQuarters: QuarterScore[];
  awayQuarters: QuarterScore[];
  // How long the match took, for period timing (seconds of each quarter including time-on).
  periodSecs: number[];
}

export interface DatasetPlayerMatch {
  matchId: number;
  personId: number;
  squadId: number;
  jumperNumber: number;
  subStatus: "on" | "off" | null;
  timeOnGroundPct: number;
  // Box-score counts keyed by the service's metric codes (KICK, HANDBALL, DISPOSAL, MARK, ...).
  stats: Record<string, number>;
}

export interface DatasetSquadPlayer {
  seasonId: number;
  squadId: number;
  personId: number;
  jumperNumber: number;
  positionId: number; // a position of position type 1 (see positions.ts)
}

export interface Dataset {
  league: DatasetLeague;
  venues: DatasetVenue[];
  squads: DatasetSquad[];
  persons: DatasetPerson[];
  seasons: DatasetSeason[];
  matches: DatasetMatch[];
  playerMatches: DatasetPlayerMatch[];
  squadPlayers: DatasetSquadPlayer[];
}
