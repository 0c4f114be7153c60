import { seasonLeaders, type MetricSlice } from "@/lib/season/leaders";

// Every player of a season as the percentiles (and the season explorer) need him: his games, name,
// club and each metric's season total, summed by the season leaderboard's own adding-up
// (lib/season/leaders.ts), so the pages agree.

const WHOLE_SEASON = { period: null, zone: null, squad: null, phase: "all", per: "total" } as const;

export interface SeasonPlayerFigures {
  games: number;
  /** As the box scores name him, and his club in the last match that lists him. */
  name: string;
  squadId: number;
  totals: (number | null)[];
}

/** By person id: games (matches whose box score lists him) and, by metric k of `slices`, his total. */
export function seasonPlayers(slices: readonly (readonly MetricSlice[])[]): Map<number, SeasonPlayerFigures> {
  const out = new Map<number, SeasonPlayerFigures>();
  slices.forEach((metric, k) => {
    for (const r of seasonLeaders(metric, WHOLE_SEASON) ?? []) {
      const p = out.get(r.personId) ?? {
        games: r.games,
        name: r.name,
        squadId: r.squadId,
        totals: slices.map(() => null),
      };
      p.totals[k] = r.total;
      out.set(r.personId, p);
    }
  });
  return out;
}
