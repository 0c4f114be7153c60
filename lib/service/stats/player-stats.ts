import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode, MetricDef, Tier } from "@/lib/service/metrics/glossary";
import type { Stat } from "@/lib/contract/schemas/common";
import type { StatFilter } from "./filters";
import { toStat } from "./format-value";
import { MetricComputer, type SuppliedTotals } from "./metric-compute";
import { selectMetrics } from "./metric-select";
import { rosterSquads, type Roster } from "./roster";

// Player statistics, GET and POST ("Player statistics" in the specification). Every rostered player is
// listed, with 0 for what he did not do; metrics that cannot be computed for the request (a supplied
// total that was not supplied, or under a filter that cuts the match) are left out.

export interface PlayerStatisticsSquad {
  code: string;
  id: number;
  name: string;
  players: {
    displayName: string;
    fullname: string;
    personId: number;
    jumperNumber: number;
    statistics: Stat[];
  }[];
}

export interface PlayerStatistics {
  matchId: number;
  squads: PlayerStatisticsSquad[];
}

/**
 * The player statistics of one filter as numbers: the squad its team filter keeps (null: both), the
 * metrics with a value under it (a supplied total not supplied, or one under a filter that cuts the
 * match, is left out), and each one's value for every player of the roster, by the roster's order.
 * One form for every source of the values (the events, playerColumns; the box score held,
 * box-score-statistics.ts) and every writer of them: the answer's objects (playerRows) and the player
 * statistics POST's bytes (lib/service/resources/events/payload-json.ts), so that each writes the same
 * answer for the same values.
 */
export interface PlayerColumns {
  teamSquadId: number | null;
  defs: MetricDef[];
  columns: Float64Array[];
}

/** The answer's squads and players, each player with his value of each metric, as objects. */
export function playerRows(
  roster: Roster,
  { teamSquadId, defs, columns }: PlayerColumns,
): PlayerStatisticsSquad[] {
  // Most values are 0 (a quarter-and-zone cell above all): one zero statistic a metric, shared by
  // every player of this answer without one, rather than one object each (frozen: an answer is
  // written, never changed).
  const zeros = defs.map((def) => Object.freeze(toStat(def, 0)));
  return rosterSquads(roster, teamSquadId).map((squad) => {
    const players: PlayerStatisticsSquad["players"] = [];
    roster.players.forEach((p, i) => {
      if (p.squadId !== squad.id) return;
      players.push({
        displayName: p.displayName,
        fullname: p.fullname,
        personId: p.personId,
        jumperNumber: p.jumperNumber,
        statistics: defs.map((def, k) => {
          const v = columns[k][i];
          return v === 0 ? zeros[k] : toStat(def, v);
        }),
      });
    });
    return { code: squad.code, id: squad.id, name: squad.name, players };
  });
}

/** The values of one filter counted from the match's events. */
export function playerColumns(
  me: MatchEvents,
  roster: Roster,
  filter: StatFilter,
  tier: Tier,
  options: { totals?: SuppliedTotals } = {},
): PlayerColumns {
  const all = selectMetrics(filter.metrics, tier, "Player");
  const computer = new MetricComputer(me, filter, { totals: options.totals });
  const defs: MetricDef[] = [];
  const columns: Float64Array[] = [];
  for (const def of all) {
    const code = def.code as MetricCode;
    if (computer.values(code) === null) continue;
    defs.push(def);
    columns.push(Float64Array.from(roster.players, (p) => computer.player(code, p.personId)!));
  }
  return { teamSquadId: computer.filter.teamSquadId, defs, columns };
}

export function playerStatistics(
  me: MatchEvents,
  roster: Roster,
  filter: StatFilter,
  tier: Tier,
  options: { totals?: SuppliedTotals } = {},
): PlayerStatistics {
  return {
    matchId: me.matchId,
    squads: playerRows(roster, playerColumns(me, roster, filter, tier, options)),
  };
}
