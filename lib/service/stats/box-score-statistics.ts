import { FIDELITY_CODES } from "@/lib/service/engine/box-score-rules";
import type { Tier } from "@/lib/service/metrics/glossary";
import type { StatFilter } from "./filters";
import { selectMetrics } from "./metric-select";
import { playerRows, type PlayerStatistics } from "./player-stats";
import type { Roster } from "./roster";

// Player statistics of a whole completed match from the box score the service holds, without its
// events. The match engine makes each match's events so that the box-score rules count back to every
// player's real box score (its fidelity, checked on every real match), and the statistics engine
// credits these metrics by those same rules over the whole match: for them, the box score IS what the
// events would count. Generating a match's events costs 40–250 ms of the one event loop; a player's
// page asks this of each of his team's ~25 matches before the season's build has kept them (issue 25).

/** The counts the events reproduce exactly, player by player (the engine's fidelity codes). */
const COUNTED: ReadonlySet<string> = new Set(FIDELITY_CODES);

/** Each player's box score by metric code, as the engine's fidelity reads it (engine-input.ts realFigures). */
export type HeldBoxScores = ReadonlyMap<number, Readonly<Record<string, number>>>;

/** Whether a filter takes every event of the match: no period, zone, time window or side named. */
export function takesWholeMatch(f: StatFilter): boolean {
  return (
    !f.periods?.length &&
    !f.zones?.length &&
    f.team === undefined &&
    f.fromPeriodSeconds === undefined &&
    f.toPeriodSeconds === undefined &&
    f.lastXSeconds === undefined
  );
}

/**
 * The answer playerStatistics would give for this request, from the held box scores; null when the
 * request asks more than they hold (a filter that cuts the match or names a side, no metric named, or
 * a metric that is not a counted box-score column), and the events must answer it. The caller knows
 * the match is complete. Unknown metrics and metrics above the tier are refused as the events' path
 * refuses them (selectMetrics, first).
 */
export function playerStatisticsFromBoxScore(
  matchId: number,
  roster: Roster,
  filter: StatFilter,
  tier: Tier,
  held: HeldBoxScores,
): PlayerStatistics | null {
  if (!filter.metrics?.length || !takesWholeMatch(filter)) return null;
  const defs = selectMetrics(filter.metrics, tier, "Player");
  if (!defs.every((d) => COUNTED.has(d.code))) return null;
  const columns = defs.map((d) =>
    Float64Array.from(roster.players, (p) => held.get(p.personId)?.[d.code] ?? 0),
  );
  return { matchId, squads: playerRows(roster, { teamSquadId: null, defs, columns }) };
}
