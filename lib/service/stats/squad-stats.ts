import type { MatchEvents } from "@/lib/service/engine/types";
import type { MetricCode, MetricDef, Tier } from "@/lib/service/metrics/glossary";
import type { Stat } from "@/lib/contract/schemas/common";
import type { StatFilter } from "./filters";
import { roundForFormat, toStat } from "./format-value";
import { MetricComputer } from "./metric-compute";
import { selectMetrics } from "./metric-select";
import { rosterSquads, type Roster } from "./roster";

// Squad statistics, GET and POST: one row a squad, by context:
// - For: what the squad did (its own credits, zones read from its own side).
// - Against: what its opponent did, i.e. what the squad conceded, zones read from the OPPONENT's side
//   (Against F50 = the opponent's entries into its own attacking 50).
// - Diff: For - Against, both as above (logical zones: each side in its own attacking 50, etc.).
// - PhysicalDiff: For - Against with every zone read from the ROW squad's side of the ground, so both
//   figures count the same piece of ground (F50: the squad's doings in its attacking 50 minus the
//   opponent's doings in that same 50, its defensive one). CB is a phase, the same for both sides. With no
//   zone filter PhysicalDiff equals Diff.
// Differences are taken between values already rounded to the metric's format (ratios in percentage
// points), so Diff is exactly For - Against as displayed.

export type SquadContext = "For" | "Against" | "Diff" | "PhysicalDiff";
export const SQUAD_CONTEXTS: readonly SquadContext[] = ["For", "Against", "Diff", "PhysicalDiff"];

export interface SquadStatistics {
  matchId: number;
  squads: { code: string; id: number; name: string; statistics: Stat[] }[];
}

export function squadStatistics(
  me: MatchEvents,
  roster: Pick<Roster, "home" | "away">,
  filter: StatFilter,
  context: SquadContext,
  tier: Tier,
): SquadStatistics {
  const defs = selectMetrics(filter.metrics, tier, "Squad");
  const logical = new MetricComputer(me, filter);
  const views = new Map<number, MetricComputer>();
  const sideOf = (squadId: number) => {
    if (context !== "PhysicalDiff") return logical;
    let c = views.get(squadId);
    if (!c) views.set(squadId, (c = new MetricComputer(me, filter, { view: squadId })));
    return c;
  };
  const other = (id: number) => (id === me.homeSquadId ? me.awaySquadId : me.homeSquadId);

  const value = (def: MetricDef, squadId: number): number | null => {
    const code = def.code as MetricCode;
    const c = sideOf(squadId);
    const mine = c.squad(code, squadId);
    const theirs = c.squad(code, other(squadId));
    if (mine === null || theirs === null) return null;
    if (context === "For") return mine;
    if (context === "Against") return theirs;
    return roundForFormat(def.format, mine) - roundForFormat(def.format, theirs);
  };

  const squads = rosterSquads(roster, logical.filter.teamSquadId).map((s) => {
    const statistics: Stat[] = [];
    for (const def of defs) {
      const v = value(def, s.id);
      if (v !== null) statistics.push(toStat(def, v));
    }
    return { code: s.code, id: s.id, name: s.name, statistics };
  });
  return { matchId: me.matchId, squads };
}
