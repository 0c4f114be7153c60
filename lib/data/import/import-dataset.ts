import type { Db } from "../db/db";
import type { Dataset } from "../model/dataset";
import { bulkInsert } from "./bulk-insert";

/**
 * Writes a dataset as one league's data, replacing whatever that league had (its seasons, matches and
 * box scores cascade away). Shared reference rows (states, venues, squads, persons) are upserted.
 */
export async function importDataset(db: Db, ds: Dataset): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query("delete from leagues where id = $1", [ds.league.id]);
    const states = new Map<number, { id: number; code: string; name: string }>();
    for (const v of ds.venues) states.set(v.state.id, v.state);
    for (const s of ds.squads) states.set(s.homeState.id, s.homeState);
    await bulkInsert(tx, "states", [...states.values()], ["id"]);
    await bulkInsert(tx, "leagues", [
      { id: ds.league.id, name: ds.league.name, code: ds.league.code, gender: ds.league.gender },
    ]);
    await bulkInsert(
      tx,
      "levels",
      ds.league.levels.map((l) => ({ league_id: ds.league.id, ...l })),
    );
    await bulkInsert(
      tx,
      "venues",
      ds.venues.map((v) => ({
        id: v.id,
        code: v.code,
        name: v.name,
        source_key: v.sourceKey,
        city: v.city,
        state_id: v.state.id,
        country_id: v.country.id,
        country_code: v.country.code,
        country_name: v.country.name,
        time_zone: v.timeZone,
        length: v.length,
        width: v.width,
        dimensions_source: v.dimensionsSource,
      })),
      ["id"],
    );
    await bulkInsert(
      tx,
      "squads",
      ds.squads.map((s) => ({
        id: s.id,
        code: s.code,
        name: s.name,
        source_name: s.sourceName,
        home_state_id: s.homeState.id,
      })),
      ["id"],
    );
    await bulkInsert(
      tx,
      "persons",
      ds.persons.map((p) => ({
        id: p.id,
        source_id: p.sourceId,
        firstname: p.firstname,
        surname: p.surname,
        display_name: p.displayName,
        fullname: p.fullname,
        date_of_birth: p.dateOfBirth,
        height: p.height,
        weight: p.weight,
        debut_date: p.debutDate,
      })),
      ["id"],
    );
    await bulkInsert(
      tx,
      "seasons",
      ds.seasons.map((s) => ({
        id: s.id,
        league_id: s.leagueId,
        level_id: s.levelId,
        start_year: s.startYear,
        end_year: s.endYear,
        competition_id: s.competitionId,
        competition_code: s.competitionCode,
        competition_name: s.competitionName,
        competition_type: s.competitionType,
        is_main: s.isMainCompetition,
        win_points: s.ladderRules?.win ?? 4,
        draw_points: s.ladderRules?.draw ?? 2,
        bye_points: s.ladderRules?.bye ?? 0,
      })),
    );
    await bulkInsert(
      tx,
      "phases",
      ds.seasons.flatMap((s) =>
        s.phases.map((p, i) => ({ id: p.id, season_id: s.id, code: p.code, name: p.name, ord: i + 1 })),
      ),
    );
    await bulkInsert(
      tx,
      "rounds",
      ds.seasons.flatMap((s) =>
        s.phases.flatMap((p) =>
          p.rounds.map((r) => ({
            id: r.id,
            season_id: s.id,
            phase_id: p.id,
            code: r.code,
            name: r.name,
            number: r.number,
            phase_number: r.phaseNumber,
          })),
        ),
      ),
    );
    await bulkInsert(
      tx,
      "season_squads",
      ds.seasons.flatMap((s) =>
        s.squadIds.map((q) => {
          const day = s.squadNames?.find((n) => n.squadId === q);
          return { season_id: s.id, squad_id: q, name: day?.name ?? null, code: day?.code ?? null };
        }),
      ),
    );
    await bulkInsert(
      tx,
      "conferences",
      ds.seasons.flatMap((s) =>
        s.conferences.map((c) => ({ season_id: s.id, code: c.code, name: c.name, squad_ids: c.squadIds })),
      ),
    );
    await bulkInsert(
      tx,
      "matches",
      ds.matches.map((m) => ({
        id: m.id,
        season_id: m.seasonId,
        phase_id: m.phaseId,
        round_id: m.roundId,
        round_number: m.roundNumber,
        round_order: m.roundOrder,
        type_code: m.typeCode,
        home_squad_id: m.homeSquadId,
        away_squad_id: m.awaySquadId,
        venue_id: m.venueId,
        utc_start: m.utcStart,
        local_date: m.localDate,
        local_time: m.localTime,
        attendance: m.attendance,
        home_quarters: m.homeQuarters,
        away_quarters: m.awayQuarters,
        period_secs: m.periodSecs,
      })),
    );
    await bulkInsert(
      tx,
      "player_matches",
      ds.playerMatches.map((p) => ({
        match_id: p.matchId,
        person_id: p.personId,
        squad_id: p.squadId,
        jumper_number: p.jumperNumber,
        sub_status: p.subStatus,
        time_on_ground_pct: p.timeOnGroundPct,
        stats: p.stats,
      })),
    );
    await bulkInsert(
      tx,
      "squad_players",
      ds.squadPlayers.map((p) => ({
        season_id: p.seasonId,
        squad_id: p.squadId,
        person_id: p.personId,
        jumper_number: p.jumperNumber,
        position_id: p.positionId,
      })),
    );
  });
}
