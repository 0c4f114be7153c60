import type { MatchEvent, MatchEvents } from "@/lib/service/engine/types";
import type { Credit } from "./credit";
import { indexMatch } from "./match-index";
import { StatsParamError } from "./errors";
import { CB_INDEX, ZONES, ZONE_INDEX, isZone, mirrorIndex, type Zone } from "./zones";

// The shared query parameters of the statistics operations (sports-data-service.md), as one filter.
// All given conditions must hold (AND); an empty or missing list means "all".
// - periods: the event's period.
// - zones: the event's LOGICAL zone (zones.ts, cb-phase.ts) for the credited squad: CB for events of a
//   centre-bounce phase, otherwise its field zone. The six zones partition every metric's credits.
//   For pressure, the credited squad is the pressuring one, so the zone is read from its side.
// - fromPeriodSeconds / toPeriodSeconds: periodSecs >= from and <= to, inclusive, in every period.
// - lastXSeconds: the last X seconds OF EACH SELECTED PERIOD: periodSecs >= periodLength - X, the period
//   length being MatchEvents.periodSecs (quarters run 27-33 minutes, football-facts.md "Time", so a
//   fixed 1200 s would be wrong). The facts file says nothing more specific.
// - team: which squad's rows are returned (player and squad operations), not which events count.

export interface StatFilter {
  periods?: number[];
  zones?: Zone[];
  team?: "home" | "away";
  metrics?: string[];
  fromPeriodSeconds?: number;
  toPeriodSeconds?: number;
  lastXSeconds?: number;
}

export interface CompiledFilter {
  /** The squad whose rows are returned, or null for both. */
  teamSquadId: number | null;
  periodOk(period: number): boolean;
  /** Inclusive periodSecs bounds of the time window in `period`. */
  window(period: number): [number, number];
  /** Whether `c` counts. `view`: read zones from this squad's side of the ground (PhysicalDiff). */
  accepts(c: Located, view?: number | null): boolean;
  /** True when periods, zones or time cut the match: match totals cannot be split that way. */
  narrows: boolean;
}

type Located = Pick<Credit, "period" | "periodSecs" | "squadId" | "zone">;

const ALL_ZONES = (1 << ZONES.length) - 1;

/** The squad a `team` filter names (home or away), or null for both. */
export const teamSquadOf = (
  me: Pick<MatchEvents, "homeSquadId" | "awaySquadId">,
  team?: "home" | "away" | null,
) => (team == null ? null : team === "home" ? me.homeSquadId : me.awaySquadId);

export function compileFilter(me: MatchEvents, filter: StatFilter): CompiledFilter {
  const ix = indexMatch(me);
  const periods = filter.periods?.length ? new Set(filter.periods) : null;
  for (const z of filter.zones ?? []) if (!isZone(z)) throw new StatsParamError("zone", `Unknown zone ${z}`);
  const zoneMask = filter.zones?.length
    ? filter.zones.reduce((m, z) => m | (1 << ZONE_INDEX[z]), 0)
    : ALL_ZONES;
  const from = filter.fromPeriodSeconds ?? -Infinity;
  const to = filter.toPeriodSeconds ?? Infinity;
  const lastX = filter.lastXSeconds;
  const window = (p: number): [number, number] => [
    lastX === undefined ? from : Math.max(from, ix.periodLength(p) - lastX),
    to,
  ];
  const windows = new Map<number, [number, number]>();
  const windowOf = (p: number) => windows.get(p) ?? windows.set(p, window(p)).get(p)!;
  const matchPeriods = new Set([...ix.events.map((e) => e.period), ...me.periodSecs.map((_, i) => i + 1)]);
  const timed =
    filter.fromPeriodSeconds !== undefined || filter.toPeriodSeconds !== undefined || lastX !== undefined;
  const teamSquadId = teamSquadOf(me, filter.team);

  return {
    teamSquadId,
    periodOk: (p) => periods === null || periods.has(p),
    window: windowOf,
    narrows:
      timed || zoneMask !== ALL_ZONES || (periods !== null && [...matchPeriods].some((p) => !periods.has(p))),
    accepts(c, view = null) {
      if (periods !== null && !periods.has(c.period)) return false;
      if (timed) {
        const [lo, hi] = windowOf(c.period);
        if (c.periodSecs < lo || c.periodSecs > hi) return false;
      }
      if (zoneMask === ALL_ZONES) return true;
      const zone = view === null || view === c.squadId || c.zone === CB_INDEX ? c.zone : mirrorIndex(c.zone);
      return (zoneMask & (1 << zone)) !== 0;
    },
  };
}

/** The events a filter selects, each event's zone read from its own squad's side (home for none). */
export function selectEvents(me: MatchEvents, filter: StatFilter): MatchEvent[] {
  const ix = indexMatch(me);
  const f = compileFilter(me, filter);
  return ix.events.filter((e, pos) => {
    const squadId = e.squadId ?? me.homeSquadId;
    return f.accepts({ period: e.period, periodSecs: e.periodSecs, squadId, zone: ix.zoneAt(pos, squadId) });
  });
}
