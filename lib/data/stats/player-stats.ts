import type { MatchEvents } from "@/lib/data/engine/types";
import type { MetricCode, MetricDef, Tier } from "@/lib/data/metrics/glossary";
import type { Stat } from "@/lib/sds/schemas/common";
import type { StatFilter } from "./filters";
import { toStat } from "./format-value";
import { MetricComputer, type SuppliedTotals } from "./metric-compute";
import { selectMetrics } from "./metric-select";
import { rosterSquads, type Roster, type RosterPlayer, type RosterSquad } from "./roster";

// E15 / E16: player statistics ("Player statistics" in the specification). Every rostered player is
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

export interface PlayerStatOptions {
  totals?: SuppliedTotals;
}

/**
 * What a player-statistics answer holds, before it is written as objects (playerStatistics) or as
 * JSON text (player-stats-json.ts): the metrics that have a value under the filter (in glossary order;
 * a metric has a value for every player or for none), then the squads in answer order with each
 * player's values in the order of those metrics.
 */
export interface PlayerRows {
  matchId: number;
  metrics: MetricDef[];
  squads: { squad: RosterSquad; players: { player: RosterPlayer; values: number[] }[] }[];
}

export function playerRows(
  me: MatchEvents,
  roster: Roster,
  filter: StatFilter,
  tier: Tier,
  options: PlayerStatOptions = {},
): PlayerRows {
  const computer = new MetricComputer(me, filter, { totals: options.totals });
  const metrics = selectMetrics(filter.metrics, tier, "Player").filter(
    (def) => computer.values(def.code as MetricCode) !== null,
  );
  const squads = rosterSquads(roster, computer.filter.teamSquadId).map((squad) => ({
    squad,
    players: roster.players
      .filter((p) => p.squadId === squad.id)
      .map((player) => ({
        player,
        values: metrics.map((def) => computer.player(def.code as MetricCode, player.personId)!),
      })),
  }));
  return { matchId: me.matchId, metrics, squads };
}

export function playerStatistics(
  me: MatchEvents,
  roster: Roster,
  filter: StatFilter,
  tier: Tier,
  options: PlayerStatOptions = {},
): PlayerStatistics {
  const rows = playerRows(me, roster, filter, tier, options);
  return {
    matchId: rows.matchId,
    squads: rows.squads.map(({ squad, players }) => ({
      code: squad.code,
      id: squad.id,
      name: squad.name,
      players: players.map(({ player: p, values }) => ({
        displayName: p.displayName,
        fullname: p.fullname,
        personId: p.personId,
        jumperNumber: p.jumperNumber,
        statistics: rows.metrics.map((def, i) => toStat(def, values[i])),
      })),
    })),
  };
}
