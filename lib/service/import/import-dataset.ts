import type { Db } from "../../db/db";
import { insertRecords, type RecordOf } from "../../db/table";
import {
  CONFERENCES,
  LEAGUES,
  LEVELS,
  MATCHES,
  PERSONS,
  PHASES,
  PLAYER_MATCHES,
  ROUNDS,
  SEASON_SQUADS,
  SEASONS,
  SQUAD_PLAYERS,
  SQUADS,
  STATES,
  VENUES,
} from "../../db/tables";
import type { Dataset, DatasetSeason } from "../model/dataset";

/**
 * Writes a dataset as one league's data, replacing whatever that league had (its seasons, matches and
 * box scores cascade away). Shared reference rows (states, venues, squads, persons) are upserted.
 */
export async function importDataset(db: Db, ds: Dataset): Promise<void> {
  await db.transaction((tx) => writeDataset(tx, ds));
}

/** importDataset's writes, inside a transaction the caller holds (which may add its own writes). */
export async function writeDataset(tx: Db, ds: Dataset): Promise<void> {
  await tx.query("delete from leagues where id = $1", [ds.league.id]);
  await writeReferences(tx, ds);
  await writeSeasons(tx, ds.seasons);
  await insertRecords(tx, MATCHES, ds.matches);
  await insertRecords(tx, PLAYER_MATCHES, ds.playerMatches);
  await insertRecords(tx, SQUAD_PLAYERS, ds.squadPlayers);
}

/** The league and its levels, and the states, venues, squads and persons its matches name. */
async function writeReferences(tx: Db, ds: Dataset) {
  const states = new Map<number, RecordOf<typeof STATES>>();
  for (const v of ds.venues) states.set(v.state.id, v.state);
  for (const s of ds.squads) states.set(s.homeState.id, s.homeState);
  await insertRecords(tx, STATES, [...states.values()]);
  await insertRecords(tx, LEAGUES, [ds.league]);
  await insertRecords(
    tx,
    LEVELS,
    ds.league.levels.map((l) => ({ leagueId: ds.league.id, ...l })),
  );
  await insertRecords(
    tx,
    VENUES,
    ds.venues.map((v) => ({
      ...v,
      stateId: v.state.id,
      countryId: v.country.id,
      countryCode: v.country.code,
      countryName: v.country.name,
    })),
  );
  await insertRecords(
    tx,
    SQUADS,
    ds.squads.map((s) => ({ ...s, homeStateId: s.homeState.id })),
  );
  await insertRecords(tx, PERSONS, ds.persons);
}

/** Seasons with their phases, rounds, squads (under the names of the day) and conferences. */
async function writeSeasons(tx: Db, seasons: readonly DatasetSeason[]) {
  await insertRecords(
    tx,
    SEASONS,
    seasons.map((s) => ({
      ...s,
      isMain: s.isMainCompetition,
      winPoints: s.ladderRules?.win ?? 4,
      drawPoints: s.ladderRules?.draw ?? 2,
      byePoints: s.ladderRules?.bye ?? 0,
    })),
  );
  await insertRecords(
    tx,
    PHASES,
    seasons.flatMap((s) => s.phases.map((p, i) => ({ ...p, seasonId: s.id, ord: i + 1 }))),
  );
  await insertRecords(
    tx,
    ROUNDS,
    seasons.flatMap((s) =>
      s.phases.flatMap((p) => p.rounds.map((r) => ({ ...r, seasonId: s.id, phaseId: p.id }))),
    ),
  );
  await insertRecords(
    tx,
    SEASON_SQUADS,
    seasons.flatMap((s) =>
      s.squadIds.map((squadId) => {
        const day = s.squadNames?.find((n) => n.squadId === squadId);
        return { seasonId: s.id, squadId, name: day?.name ?? null, code: day?.code ?? null };
      }),
    ),
  );
  await insertRecords(
    tx,
    CONFERENCES,
    seasons.flatMap((s) => s.conferences.map((c) => ({ ...c, seasonId: s.id }))),
  );
}
