import { seasonLeaders, type MetricSlice } from "@/lib/season/leaders";

// Every player of a season as the percentiles need him: his games and each metric's season total,
// summed by the season leaderboard's own adding-up (lib/season/leaders.ts), so the two pages agree.

const WHOLE_SEASON = { period: null, zone: null, squad: null, phase: "all", per: "total" } as const;

/** By person id: games (matches whose box score lists him) and, by metric k of `slices`, his total. */
export function seasonPlayers(
  slices: readonly (readonly MetricSlice[])[],
): Map<number, { games: number; totals: (number | null)[] }> {
  const out = new Map<number, { games: number; totals: (number | null)[] }>();
  slices.forEach((metric, k) => {
    for (const r of seasonLeaders(metric, WHOLE_SEASON) ?? []) {
      const p = out.get(r.personId) ?? { games: r.games, totals: slices.map(() => null) };
      p.totals[k] = r.total;
      out.set(r.personId, p);
    }
  });
  return out;
}
