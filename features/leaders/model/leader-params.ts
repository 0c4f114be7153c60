import { PERS, PHASES, type LeaderFilters, type Per, type Phase } from "@/lib/season/leaders";
import { SPLIT_ZONES, type SplitZone } from "@/lib/season/match-splits";
import { firstParam, parsePositiveInt, type SearchParams } from "@/lib/season/search-params";

// The leaderboard's address: metric, period, zone, squad, phase and per. Parsed here once, so the page
// and its tests agree on what an address means and on what is wrong with a bad one.

export const DEFAULT_METRIC = "DISPOSAL";

export type ParsedLeaderParams = { ok: true; filters: LeaderFilters } | { ok: false; problem: string };

/**
 * The filters an address names, or the first problem with it (named, for the page to show).
 * `metrics` and `squads` are what this season and licence offer.
 */
export function parseLeaderParams(
  sp: SearchParams,
  metrics: readonly string[],
  squads: readonly number[],
): ParsedLeaderParams {
  const metric = firstParam(sp, "metric") || DEFAULT_METRIC;
  if (!metrics.includes(metric)) return { ok: false, problem: `Unknown or unavailable metric "${metric}".` };
  const rawPeriod = firstParam(sp, "period");
  const period = rawPeriod ? Number(rawPeriod) : null;
  if (rawPeriod && !/^[1-4]$/.test(rawPeriod))
    return { ok: false, problem: `Quarter "${rawPeriod}" is not one of 1, 2, 3, 4.` };
  const zone = firstParam(sp, "zone") || null;
  if (zone !== null && !(SPLIT_ZONES as readonly string[]).includes(zone))
    return { ok: false, problem: `Zone "${zone}" is not one of ${SPLIT_ZONES.join(", ")}.` };
  const rawSquad = firstParam(sp, "squad");
  const squad = parsePositiveInt(rawSquad);
  if (squad === null || (squad !== undefined && !squads.includes(squad)))
    return { ok: false, problem: `Team "${rawSquad}" is not a team of this season.` };
  const phase = firstParam(sp, "phase") || "all";
  if (!(PHASES as readonly string[]).includes(phase))
    return { ok: false, problem: `Phase "${phase}" is not one of ${PHASES.join(", ")}.` };
  const per = firstParam(sp, "per") || "total";
  if (!(PERS as readonly string[]).includes(per))
    return { ok: false, problem: `"per=${per}" is not one of ${PERS.join(", ")}.` };
  return {
    ok: true,
    filters: {
      metric,
      period,
      zone: zone as SplitZone | null,
      squad: squad ?? null,
      phase: phase as Phase,
      per: per as Per,
    },
  };
}
