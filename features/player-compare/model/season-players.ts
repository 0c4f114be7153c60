import { seasonLeaders, type LeaderFilters, type MetricSlice } from "@/lib/season/leaders";

// Every player of a season as the percentiles (and the season explorer) need him: his games, name,
// club and each metric's season total, summed by the season leaderboard's own adding-up
// (lib/season/leaders.ts), so the pages agree. The explorer's licensed roles may cut the totals to a
// quarter and a zone (the splits' cells), as the leaderboard's filters do; the games stay his matches.

const WHOLE_SEASON = { period: null, zone: null, squad: null, phase: "all", per: "total" } as const;

export interface SeasonPlayerFigures {
  games: number;
  /** As the box scores name him, and his club in the last match that lists him. */
  name: string;
  squadId: number;
  totals: (number | null)[];
}

/** A quarter and a zone of the splits' cells (null: all of that dimension), as the leaderboard filters. */
export type SeasonCut = Pick<LeaderFilters, "period" | "zone">;

/**
 * By person id: games (matches whose box score lists him) and, by metric k of `slices`, his total (of
 * the cut's cells only, when one is given: the slices must then carry the splits).
 */
export function seasonPlayers(
  slices: readonly (readonly MetricSlice[])[],
  cut: SeasonCut = WHOLE_SEASON,
): Map<number, SeasonPlayerFigures> {
  const out = new Map<number, SeasonPlayerFigures>();
  const filters = { ...WHOLE_SEASON, period: cut.period, zone: cut.zone };
  slices.forEach((metric, k) => {
    for (const r of seasonLeaders(metric, filters) ?? []) {
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
