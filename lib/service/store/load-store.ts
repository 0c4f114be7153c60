import type { Db } from "../../db/db";
import { readRecords } from "../../db/table";
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
import type { DatasetPlayerMatch, DatasetSeason, DatasetState } from "../model/dataset";
import { indexStore, type Store } from "./store";

/** Reads every league's data from the database into the in-memory read model. */
export async function loadStore(db: Db): Promise<Store> {
  const [leagues, levels, states, venues, squads, persons, seasons, matches, pms, sps] = await Promise.all([
    readRecords(db, LEAGUES),
    readRecords(db, LEVELS),
    readRecords(db, STATES),
    readRecords(db, VENUES),
    readRecords(db, SQUADS),
    readRecords(db, PERSONS),
    loadSeasons(db),
    readRecords(db, MATCHES),
    readRecords(db, PLAYER_MATCHES),
    readRecords(db, SQUAD_PLAYERS),
  ]);
  const stateById = new Map<number, DatasetState>(states.map((s) => [s.id, s]));
  return indexStore({
    leagues: leagues.map((l) => ({ ...l, levels: levels.filter((v) => v.leagueId === l.id) })),
    venues: venues.map((v) => ({
      ...v,
      state: stateById.get(v.stateId)!,
      country: { id: v.countryId, code: v.countryCode, name: v.countryName },
    })),
    squads: squads.map((s) => ({ ...s, homeState: stateById.get(s.homeStateId)! })),
    persons,
    seasons,
    matches,
    playerMatches: pms.map((p) => ({ ...p, subStatus: subStatusOf(p.subStatus) })),
    squadPlayers: sps,
  });
}

const subStatusOf = (s: string | null): DatasetPlayerMatch["subStatus"] =>
  s === "on" || s === "off" ? s : null;

/** Seasons with their phases, rounds, squads (and the names of the day) and conferences. */
async function loadSeasons(db: Db): Promise<DatasetSeason[]> {
  const [seasons, phases, rounds, seasonSquads, conferences] = await Promise.all([
    readRecords(db, SEASONS),
    readRecords(db, PHASES),
    readRecords(db, ROUNDS),
    readRecords(db, SEASON_SQUADS),
    readRecords(db, CONFERENCES),
  ]);
  // Grouped once: filtering every list per season is quadratic in the 130 seasons of the history.
  const phasesOf = groupBy(phases, (p) => p.seasonId);
  const roundsOf = groupBy(rounds, (r) => r.phaseId);
  const squadsOf = groupBy(seasonSquads, (x) => x.seasonId);
  const conferencesOf = groupBy(conferences, (c) => c.seasonId);
  return seasons.map((s) => ({
    ...s,
    isMainCompetition: s.isMain,
    phases: (phasesOf.get(s.id) ?? []).map((p) => ({ ...p, rounds: roundsOf.get(p.id) ?? [] })),
    conferences: conferencesOf.get(s.id) ?? [],
    squadIds: (squadsOf.get(s.id) ?? []).map((x) => x.squadId),
    ladderRules: { win: s.winPoints, draw: s.drawPoints, bye: s.byePoints },
    squadNames: (squadsOf.get(s.id) ?? []).flatMap((x) =>
      x.name !== null && x.code !== null ? [{ squadId: x.squadId, name: x.name, code: x.code }] : [],
    ),
  }));
}

function groupBy<T>(rows: readonly T[], key: (r: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}
