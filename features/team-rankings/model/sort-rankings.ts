import type { SortDir } from "@/lib/season/squad-sort";
import type { Side } from "./ranking-metrics";
import type { ClubRanking } from "./rank-teams";

/**
 * The rows in the order asked: by club name, games, or a measure's rank on the side shown ("asc" is
 * best first); clubs level, and clubs without the figure (last either way), by name.
 */
export function sortRankings(
  rows: readonly ClubRanking[],
  sort: string,
  side: Side,
  dir: SortDir,
): ClubRanking[] {
  const sign = dir === "asc" ? 1 : -1;
  const byName = (a: ClubRanking, b: ClubRanking) => a.club.name.localeCompare(b.club.name);
  return [...rows].sort((a, b) => {
    if (sort === "club") return sign * byName(a, b);
    if (sort === "games") return sign * (a.games - b.games) || byName(a, b);
    const ra = a.figures[sort]?.rank[side] ?? null;
    const rb = b.figures[sort]?.rank[side] ?? null;
    if (ra === null || rb === null) return (ra === null ? 1 : 0) - (rb === null ? 1 : 0) || byName(a, b);
    return sign * (ra - rb) || byName(a, b);
  });
}
