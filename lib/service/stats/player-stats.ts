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
 * The answer's squads and players, each player with his value of each metric (null: the metric is left
 * out). One shape for every source of the values: the events (playerStatistics) and the box score held
 * (box-score-statistics.ts), so that the two answer the same bytes for the same values.
 */
export function playerRows(
  roster: Roster,
  teamSquadId: number | null,
  defs: readonly MetricDef[],
  value: (code: MetricCode, personId: number) => number | null,
): PlayerStatisticsSquad[] {
  // Most values are 0 (a quarter-and-zone cell of a season build's 25 filters above all): one zero
  // statistic a metric, shared by every player of this answer (a filter's) without one, rather than
  // ~100,000 identical objects a build's answer (frozen: an answer is written, never changed).
  const zeros = defs.map((def) => Object.freeze(toStat(def, 0)));
  return rosterSquads(roster, teamSquadId).map((squad) => ({
    code: squad.code,
    id: squad.id,
    name: squad.name,
    players: roster.players
      .filter((p) => p.squadId === squad.id)
      .map((p) => {
        const statistics: Stat[] = [];
        for (let i = 0; i < defs.length; i++) {
          const v = value(defs[i].code as MetricCode, p.personId);
          if (v !== null) statistics.push(v === 0 ? zeros[i] : toStat(defs[i], v));
        }
        return {
          displayName: p.displayName,
          fullname: p.fullname,
          personId: p.personId,
          jumperNumber: p.jumperNumber,
          statistics,
        };
      }),
  }));
}

export function playerStatistics(
  me: MatchEvents,
  roster: Roster,
  filter: StatFilter,
  tier: Tier,
  options: { totals?: SuppliedTotals } = {},
): PlayerStatistics {
  const defs = selectMetrics(filter.metrics, tier, "Player");
  const computer = new MetricComputer(me, filter, { totals: options.totals });
  const squads = playerRows(roster, computer.filter.teamSquadId, defs, (code, personId) =>
    computer.player(code, personId),
  );
  return { matchId: me.matchId, squads };
}
