// One match of the history 1897–2022 (load-afl-history.ts) from its row of the file, checked as it
// is read: a ground, team or final the file names must be known, and every score add up.

import type { DatasetMatch, DatasetVenue } from "../model/dataset";
import { points } from "../model/dataset";
import { historicMatchId } from "./history-ids";
import { NAMES_OF_THE_DAY, type SquadOf } from "./history-names";
import type { SeasonRounds } from "./history-rounds";
import { periodSecsFor } from "./load-afl-dataset";
import { intField, type CsvRow } from "../../format/parse-csv";
import { utcOfLocal } from "./utc-of-local";

/** What a season's matches are read against, and what they tell of the season's clubs. */
export interface MatchContext {
  year: number;
  seasonId: number;
  file: string;
  rounds: SeasonRounds;
  venueByKey: ReadonlyMap<string, DatasetVenue>;
  squadOf: SquadOf;
  /** The season's squads, and the names of the day they played under (filled as rows are read). */
  squadIds: Set<number>;
  squadNames: Map<number, { squadId: number; name: string; code: string }>;
}

/** A side of a row: its squad (noted in the season's) and its scores at each quarter's end. */
function matchSide(r: CsvRow, s: "home" | "away", where: string, ctx: MatchContext) {
  const team = r[`${s}_team`];
  const squad = ctx.squadOf(team, where);
  ctx.squadIds.add(squad.id);
  const day = NAMES_OF_THE_DAY[team];
  if (day) ctx.squadNames.set(squad.id, { squadId: squad.id, name: team, code: day.code });
  const quarters = [1, 2, 3].map((q) => ({
    goals: intField(r, `${s}_q${q}_goals`, where),
    behinds: intField(r, `${s}_q${q}_behinds`, where),
  }));
  const final = { goals: intField(r, `${s}_goals`, where), behinds: intField(r, `${s}_behinds`, where) };
  if (points(final) !== intField(r, `${s}_score`, where)) {
    throw new Error(`${where}: ${s} ${final.goals}.${final.behinds} is not ${r[`${s}_score`]} points`);
  }
  return { squad, quarters: [...quarters, final] };
}

/** The `i`th match (in start order) of the season; its order in its round is set after (setRoundOrders). */
export function historyMatch(r: CsvRow, i: number, ctx: MatchContext): DatasetMatch {
  const { year, seasonId, rounds } = ctx;
  const id = historicMatchId(year, i + 1);
  const where = `${ctx.file} ${year} ${r.home_team} v ${r.away_team} (${r.date_local})`;
  const venue = ctx.venueByKey.get(r.venue);
  if (!venue) throw new Error(`${where}: unknown ground ${JSON.stringify(r.venue)}`);
  const [localDate, time] = r.date_local.split(" ");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(localDate) || !/^\d{2}:\d{2}$/.test(time ?? "")) {
    throw new Error(`${where}: bad date_local ${JSON.stringify(r.date_local)}`);
  }
  const home = matchSide(r, "home", where, ctx);
  const away = matchSide(r, "away", where, ctx);
  const roundNumber = rounds.roundOf(r, where);
  return {
    id,
    seasonId,
    phaseId: r.is_final === "1" ? rounds.fin.id : rounds.ha.id,
    roundId: seasonId * 100 + roundNumber,
    roundNumber,
    roundOrder: 0,
    typeCode: rounds.typeOf(r),
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
}

/** Numbers each round's matches 1, 2, … by start (then id). */
export function setRoundOrders(matches: readonly DatasetMatch[]): void {
  const byRound = new Map<number, DatasetMatch[]>();
  for (const m of matches) byRound.set(m.roundId, [...(byRound.get(m.roundId) ?? []), m]);
  for (const group of byRound.values()) {
    group.sort((a, b) => a.utcStart.localeCompare(b.utcStart) || a.id - b.id);
    group.forEach((m, i) => (m.roundOrder = i + 1));
  }
}
