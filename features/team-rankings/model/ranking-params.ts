import { SPLIT_ZONES, type SplitZone } from "@/lib/season/match-splits";
import { firstParam, type SearchParams } from "@/lib/season/search-params";
import type { SortDir } from "@/lib/season/squad-sort";
import { SIDES, type Side } from "./ranking-metrics";
import { LAST_GAMES, type RankingWindow } from "./ranking-window";

// The rankings' address: the window (?round=N or ?period=last5), the side shown, the sorted column,
// the chart's measure, and the coaches' quarter and zone. Parsed here once, so the page and its tests
// agree on what an address means and on what is wrong with a bad one.

export interface RankingFilters {
  window: RankingWindow;
  side: Side;
  /** "club", "games" or a measure's code. */
  sort: string;
  /** For a measure: "asc" is best first (rank 1 at the top). */
  dir: SortDir;
  chart: string;
  quarter: number | null;
  zone: SplitZone | null;
}

export type ParsedRankingParams = { ok: true; filters: RankingFilters } | { ok: false; problem: string };

/** The window an address names (?round=N or ?period=last5, not both), or what is wrong with it. */
function parseWindow(sp: SearchParams, rounds: readonly number[]): RankingWindow | { problem: string } {
  const rawRound = firstParam(sp, "round") || null;
  const period = firstParam(sp, "period") || null;
  if (period !== null && period !== "last5")
    return {
      problem: `"period=${period}" is not known: the one period is last5 (each club's last ${LAST_GAMES} matches).`,
    };
  if (period !== null && rawRound !== null)
    return { problem: "Choose either a round or the last five matches, not both." };
  if (rawRound === null) return period ? { kind: "last5" } : { kind: "season" };
  const round = /^\d{1,3}$/.test(rawRound) ? Number(rawRound) : NaN;
  if (!rounds.includes(round))
    return { problem: `Round "${rawRound}" is not a home-and-away round played this season.` };
  return { kind: "round", round };
}

/**
 * The filters an address names, or the first problem with it. `metrics` are the measures this viewer
 * may rank (the first is the default column), `rounds` the home-and-away rounds played.
 */
export function parseRankingParams(
  sp: SearchParams,
  metrics: readonly string[],
  rounds: readonly number[],
): ParsedRankingParams {
  const window = parseWindow(sp, rounds);
  if ("problem" in window) return { ok: false, problem: window.problem };
  const side = firstParam(sp, "side") || "for";
  if (!(SIDES as readonly string[]).includes(side))
    return { ok: false, problem: `"side=${side}" is not one of ${SIDES.join(", ")}.` };
  const sort = firstParam(sp, "sort") || metrics[0];
  if (sort !== "club" && sort !== "games" && !metrics.includes(sort))
    return { ok: false, problem: `Unknown or unavailable column "${sort}".` };
  const dir = firstParam(sp, "dir") || "asc";
  if (dir !== "asc" && dir !== "desc") return { ok: false, problem: `"dir=${dir}" is not asc or desc.` };
  const chart = firstParam(sp, "chart") || (metrics.includes(sort) ? sort : metrics[0]);
  if (!metrics.includes(chart)) return { ok: false, problem: `Unknown or unavailable measure "${chart}".` };
  const rawQuarter = firstParam(sp, "quarter") || null;
  if (rawQuarter !== null && !/^[1-4]$/.test(rawQuarter))
    return { ok: false, problem: `Quarter "${rawQuarter}" is not one of 1, 2, 3, 4.` };
  const zone = firstParam(sp, "zone") || null;
  if (zone !== null && !(SPLIT_ZONES as readonly string[]).includes(zone))
    return { ok: false, problem: `Zone "${zone}" is not one of ${SPLIT_ZONES.join(", ")}.` };
  return {
    ok: true,
    filters: {
      window,
      side: side as Side,
      sort,
      dir,
      chart,
      quarter: rawQuarter === null ? null : Number(rawQuarter),
      zone: zone as SplitZone | null,
    },
  };
}

/**
 * The address without the coaches' quarter and zone cuts (event data): what an embed, drawn for a
 * signed-out visitor in another site's frame, may show of it.
 */
export function publicRankingParams(sp: SearchParams): SearchParams {
  const { quarter: _quarter, zone: _zone, ...rest } = sp;
  return rest;
}
