import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode, Tier } from "@/lib/service/metrics/glossary";
import { formatValue, roundForFormat } from "./format-value";
import { MetricComputer, type SuppliedTotals } from "./metric-compute";
import { selectMetrics } from "./metric-select";
import type { Roster } from "./roster";

// Player leaders. For each metric the topXPlayers players (default 5) by value, highest first,
// ties broken by jumper number (then personId) for `order`, while `rank` is shared by equal values
// (competition ranking: 1, 2, 2, 4). Players on 0 are not leaders of anything, so a metric nobody
// recorded has no persons. Only the period filter applies (specification, "Player leaders").

export const HEADLINE_METRICS: readonly string[] = [
  "DISPOSAL",
  "KICK",
  "HANDBALL",
  "MARK",
  "TACKLE",
  "GOAL",
  "HITOUT",
  "CLEARANCE",
];

export interface LeadersQuery {
  metrics?: string[];
  periods?: number[];
  topXPlayers?: number;
}

export interface LeaderPerson {
  displayName: string;
  fullname: string;
  personId: number;
  jumperNumber: number;
  squadId: number;
  squadName: string;
  squadCode: string;
  order: number;
  rank: number;
  value: number;
  valueDisplay: string;
}

export interface PlayerLeaders {
  matchId: number;
  statistics: { id: number; code: string; name: string; namePlural: string; persons: LeaderPerson[] }[];
}

export function playerLeaders(
  me: MatchEvents,
  roster: Roster,
  query: LeadersQuery,
  tier: Tier,
  options: { totals?: SuppliedTotals } = {},
): PlayerLeaders {
  const defs = selectMetrics(query.metrics?.length ? query.metrics : HEADLINE_METRICS, tier, "Player");
  const top = query.topXPlayers ?? 5;
  const computer = new MetricComputer(me, { periods: query.periods }, options);
  const squads = new Map([roster.home, roster.away].map((s) => [s.id, s]));

  const statistics = defs.map((def) => {
    const ranked = roster.players
      .map((p) => ({
        p,
        v: roundForFormat(def.format, computer.player(def.code as MetricCode, p.personId) ?? 0),
      }))
      .filter((r) => r.v !== 0)
      .sort((a, b) => b.v - a.v || a.p.jumperNumber - b.p.jumperNumber || a.p.personId - b.p.personId);
    const persons: LeaderPerson[] = [];
    ranked.slice(0, Math.max(top, 0)).forEach(({ p, v }, i) => {
      const squad = squads.get(p.squadId);
      const rank = i > 0 && persons[i - 1].value === v ? persons[i - 1].rank : i + 1;
      persons.push({
        displayName: p.displayName,
        fullname: p.fullname,
        personId: p.personId,
        jumperNumber: p.jumperNumber,
        squadId: p.squadId,
        squadName: squad?.name ?? "",
        squadCode: squad?.code ?? "",
        order: i + 1,
        rank,
        value: v,
        valueDisplay: formatValue(def.format, v),
      });
    });
    return { id: def.id, code: def.code, name: def.name, namePlural: def.namePlural, persons };
  });
  return { matchId: me.matchId, statistics };
}
