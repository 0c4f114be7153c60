import type { Db } from "../db/db";
import type {
  DatasetLeague,
  DatasetMatch,
  DatasetPerson,
  DatasetPlayerMatch,
  DatasetSeason,
  DatasetSquad,
  DatasetSquadPlayer,
  DatasetVenue,
  QuarterScore,
} from "../model/dataset";
import { indexStore, type Store } from "./store";

/* eslint-disable @typescript-eslint/no-explicit-any -- rows are typed by the SQL that selects them */
type R = Record<string, any>;

const ISO = `to_char(utc_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Reads every league's data from the database into the in-memory read model. */
export async function loadStore(db: Db): Promise<Store> {
  const q = (sql: string) => db.query<R>(sql);
  const [
    leagues,
    levels,
    states,
    venues,
    squads,
    persons,
    seasons,
    phases,
    rounds,
    seasonSquads,
    conferences,
    matches,
    pms,
    sps,
  ] = await Promise.all([
    q("select * from leagues order by id"),
    q("select * from levels order by league_id, id"),
    q("select * from states"),
    q("select * from venues order by id"),
    q("select * from squads order by id"),
    q(
      "select id, source_id, firstname, surname, display_name, fullname, to_char(date_of_birth, 'YYYY-MM-DD') dob, height, weight, to_char(debut_date, 'YYYY-MM-DD') debut from persons",
    ),
    q("select * from seasons order by id"),
    q("select * from phases order by season_id, ord"),
    q("select * from rounds order by season_id, number"),
    q("select * from season_squads order by season_id, squad_id"),
    q("select * from conferences order by season_id, code"),
    q(`select *, ${ISO} utc_iso, to_char(local_date, 'YYYY-MM-DD') local_iso from matches`),
    q("select * from player_matches order by match_id, squad_id, jumper_number, person_id"),
    q("select * from squad_players order by season_id, squad_id, jumper_number, person_id"),
  ]);
  const stateById = new Map(states.map((s) => [s.id, { id: s.id, code: s.code, name: s.name }]));
  const leagueList: DatasetLeague[] = leagues.map((l) => ({
    id: l.id,
    name: l.name,
    code: l.code,
    gender: l.gender,
    levels: levels.filter((v) => v.league_id === l.id).map((v) => ({ id: v.id, name: v.name, code: v.code })),
  }));
  const venueList: DatasetVenue[] = venues.map((v) => ({
    id: v.id,
    code: v.code,
    name: v.name,
    sourceKey: v.source_key,
    city: v.city,
    state: stateById.get(v.state_id)!,
    country: { id: v.country_id, code: v.country_code, name: v.country_name },
    timeZone: v.time_zone,
    length: v.length === null ? null : Number(v.length),
    width: v.width === null ? null : Number(v.width),
    dimensionsSource: v.dimensions_source,
  }));
  const squadList: DatasetSquad[] = squads.map((s) => ({
    id: s.id,
    code: s.code,
    name: s.name,
    sourceName: s.source_name,
    homeState: stateById.get(s.home_state_id)!,
  }));
  const personList: DatasetPerson[] = persons.map((p) => ({
    id: p.id,
    sourceId: p.source_id,
    firstname: p.firstname,
    surname: p.surname,
    displayName: p.display_name,
    fullname: p.fullname,
    dateOfBirth: p.dob,
    height: p.height,
    weight: p.weight,
    debutDate: p.debut,
  }));
  // Grouped once: filtering every list per season is quadratic in the 130 seasons of the history.
  const group = <T extends R>(rows: T[], key: string) => {
    const out = new Map<number, T[]>();
    for (const r of rows) {
      const list = out.get(r[key]);
      if (list) list.push(r);
      else out.set(r[key], [r]);
    }
    return out;
  };
  const phasesOf = group(phases, "season_id");
  const roundsOf = group(rounds, "phase_id");
  const squadsOf = group(seasonSquads, "season_id");
  const seasonList: DatasetSeason[] = seasons.map((s) => ({
    id: s.id,
    leagueId: s.league_id,
    levelId: s.level_id,
    startYear: s.start_year,
    endYear: s.end_year,
    competitionId: Number(s.competition_id),
    competitionCode: s.competition_code,
    competitionName: s.competition_name,
    competitionType: s.competition_type,
    isMainCompetition: s.is_main,
    phases: (phasesOf.get(s.id) ?? []).map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
      rounds: (roundsOf.get(p.id) ?? []).map((r) => ({
        id: r.id,
        code: r.code,
        name: r.name,
        number: r.number,
        phaseNumber: r.phase_number,
      })),
    })),
    conferences: conferences
      .filter((c) => c.season_id === s.id)
      .map((c) => ({ code: c.code, name: c.name, squadIds: c.squad_ids as number[] })),
    squadIds: (squadsOf.get(s.id) ?? []).map((x) => x.squad_id),
    ladderRules: { win: s.win_points, draw: s.draw_points, bye: s.bye_points },
    squadNames: (squadsOf.get(s.id) ?? [])
      .filter((x) => x.name !== null)
      .map((x) => ({ squadId: x.squad_id, name: x.name, code: x.code })),
  }));
  const matchList: DatasetMatch[] = matches.map((m) => ({
    id: m.id,
    seasonId: m.season_id,
    phaseId: m.phase_id,
    roundId: m.round_id,
    roundNumber: m.round_number,
    roundOrder: m.round_order,
    typeCode: m.type_code,
    homeSquadId: m.home_squad_id,
    awaySquadId: m.away_squad_id,
    venueId: m.venue_id,
    utcStart: m.utc_iso,
    localDate: m.local_iso,
    localTime: m.local_time,
    attendance: m.attendance,
    homeQuarters: m.home_quarters as QuarterScore[],
    awayQuarters: m.away_quarters as QuarterScore[],
    periodSecs: m.period_secs as number[],
  }));
  const pmList: DatasetPlayerMatch[] = pms.map((p) => ({
    matchId: p.match_id,
    personId: p.person_id,
    squadId: p.squad_id,
    jumperNumber: p.jumper_number,
    subStatus: p.sub_status,
    timeOnGroundPct: Number(p.time_on_ground_pct),
    stats: p.stats as Record<string, number>,
  }));
  const spList: DatasetSquadPlayer[] = sps.map((p) => ({
    seasonId: p.season_id,
    squadId: p.squad_id,
    personId: p.person_id,
    jumperNumber: p.jumper_number,
    positionId: p.position_id,
  }));
  return indexStore({
    leagues: leagueList,
    venues: venueList,
    squads: squadList,
    persons: personList,
    seasons: seasonList,
    matches: matchList,
    playerMatches: pmList,
    squadPlayers: spList,
  });
}
