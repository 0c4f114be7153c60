import {
  cellIndex,
  SPLIT_PERIODS,
  SPLIT_ZONES,
  type MatchSplits,
  type MetricOfMatch,
  type SplitZone,
} from "./match-splits";

// A season's leaderboard, summed from the stored per-match splits (match-splits.ts). Pure: the page
// reads the stored matches and hands them here.

export const PHASES = ["all", "home-and-away", "finals"] as const;
export type Phase = (typeof PHASES)[number];
export const PERS = ["total", "game"] as const;
export type Per = (typeof PERS)[number];

export interface LeaderFilters {
  metric: string;
  period: number | null;
  zone: SplitZone | null;
  squad: number | null;
  phase: Phase;
  per: Per;
}

export interface LeaderRow {
  personId: number;
  name: string;
  squadId: number;
  /** Matches of the selection he played in (listed in the match's box score). */
  games: number;
  total: number;
  /** total, or total / games */
  value: number;
}

/** One match's share of one metric, as the store reads it. */
export interface MetricSlice {
  matchId: number;
  finals: boolean;
  players: MatchSplits["players"];
  /** The metric's whole-match values by player; null when the match has none of it. */
  total: MetricOfMatch["total"] | null;
  /** Its quarter × zone rows by player; null when it has no split. */
  split: MetricOfMatch["split"];
}

/**
 * Whether a metric can be summed over matches: rates and percentages cannot (a season's disposal
 * efficiency is not the sum, nor the mean, of its matches'), nor the kick-to-handball ratio.
 */
export const summable = (m: { code: string; format: string }) =>
  !m.format.startsWith("Percentage") && m.code !== "KICK_HANDBALL_RATIO";

const inPhase = (m: MetricSlice, phase: Phase) =>
  phase === "all" || (phase === "finals" ? m.finals : !m.finals);

/** The cells a quarter and zone filter selects (null = all of that dimension). */
function cellsOf(period: number | null, zone: SplitZone | null): number[] {
  const out: number[] = [];
  for (const p of period === null ? SPLIT_PERIODS : [period])
    for (const z of zone === null ? SPLIT_ZONES : [zone]) out.push(cellIndex(p, z));
  return out;
}

/**
 * Every player of the selected matches with his sum of the metric, best first (then by name). Null
 * when the metric cannot be cut the way the filters ask (a match total such as Brownlow votes has no
 * quarter or zone split) in some selected match.
 */
export function seasonLeaders(
  matches: readonly MetricSlice[],
  f: Omit<LeaderFilters, "metric">,
): LeaderRow[] | null {
  const split = f.period !== null || f.zone !== null;
  const cells = split ? cellsOf(f.period, f.zone) : [];
  const rows = new Map<number, LeaderRow>();
  for (const m of matches) {
    if (!inPhase(m, f.phase)) continue;
    const { players, total, split: cellRows } = m;
    if (split && total && !cellRows) return null;
    players.forEach((p, i) => {
      if (f.squad !== null && p.squadId !== f.squad) return;
      let v = 0;
      if (!split) v = total?.[i] ?? 0;
      else {
        const r = cellRows?.[i];
        if (r) for (const c of cells) v += r[c];
      }
      const row = rows.get(p.id);
      if (row) {
        row.games += 1;
        row.total += v;
        row.squadId = p.squadId;
      } else
        rows.set(p.id, { personId: p.id, name: p.name, squadId: p.squadId, games: 1, total: v, value: 0 });
    });
  }
  const out = [...rows.values()];
  for (const r of out) {
    // Sums of decimals (expected score) drift in binary: keep what the service's own precision shows.
    r.total = Math.round(r.total * 1000) / 1000;
    r.value = f.per === "game" ? r.total / r.games : r.total;
  }
  return out.sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
}

/**
 * A leaderboard figure as shown (and exported): per game to one decimal place (two for metrics that
 * carry two), totals as the metric's format has them; time on ground in minutes and seconds.
 */
export function formatLeaderValue(value: number, format: string, per: Per): string {
  if (format.startsWith("Time")) {
    const secs = Math.round(value);
    return `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, "0")}`;
  }
  if (format.includes("Two")) return value.toFixed(2);
  if (per === "game" || format.includes("One")) return value.toFixed(1);
  return String(Math.round(value));
}
