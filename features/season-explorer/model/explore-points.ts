import type { ExploreAddress, SortKey } from "./explore-address";

// The explorer's points: each player of the season with enough games (and of the club and position
// asked for) at his two counts a game, the least-squares line through them, and the few furthest from
// it, named on the chart. Worked out once a request on the server: the browser only draws them.

/** The ten furthest from the trend are named on the chart; more would cover each other on a phone. */
export const LABELLED = 10;

export interface ExplorePlayer {
  personId: number;
  name: string;
  squadId: number;
  club: string;
  /** The season list's position code and name; null when he is not on the season's lists. */
  position: { code: string; name: string } | null;
  games: number;
  /** Season totals of the x and y counts; null when no match of his gave it. */
  xTotal: number | null;
  yTotal: number | null;
}

export interface ExplorePoint {
  personId: number;
  name: string;
  squadId: number;
  club: string;
  position: string;
  games: number;
  x: number;
  y: number;
  /** Above (+) or below (−) the trend line, in the y count a game. */
  residual: number;
  labelled: boolean;
}

/** y = intercept + slope · x; null when every x is the same (no line can be fitted). */
export interface Trend {
  intercept: number;
  slope: number;
}

/** The least-squares line through the points; null for fewer than two distinct x. */
export function trendLine(points: readonly { x: number; y: number }[]): Trend | null {
  const n = points.length;
  if (n < 2) return null;
  let sx = 0;
  let sy = 0;
  for (const p of points) {
    sx += p.x;
    sy += p.y;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  // Equal to the last bits (figures a game are quotients): no spread across, no line.
  if (sxx < 1e-12) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/** Whether a player is drawn: enough games, of the club and position asked for, both counts known. */
function shown(p: ExplorePlayer, a: ExploreAddress): boolean {
  return (
    p.games >= a.minGames &&
    (a.squad === null || p.squadId === a.squad) &&
    (a.position === null || p.position?.code === a.position) &&
    p.xTotal !== null &&
    p.yTotal !== null
  );
}

/** The points the address asks for, each with his residual, the LABELLED furthest from the trend marked. */
export function explorePoints(
  players: readonly ExplorePlayer[],
  a: ExploreAddress,
): { points: ExplorePoint[]; trend: Trend | null } {
  const points: ExplorePoint[] = players
    .filter((p) => shown(p, a))
    .map((p) => ({
      personId: p.personId,
      name: p.name,
      squadId: p.squadId,
      club: p.club,
      position: p.position?.name ?? "",
      games: p.games,
      x: p.xTotal! / p.games,
      y: p.yTotal! / p.games,
      residual: 0,
      labelled: false,
    }));
  const trend = trendLine(points);
  // Without a line (one player, or all level across), the distance from the mean of y.
  const my = points.reduce((s, p) => s + p.y, 0) / (points.length || 1);
  for (const p of points) p.residual = p.y - (trend ? trend.intercept + trend.slope * p.x : my);
  const furthest = [...points].sort(
    (u, v) => Math.abs(v.residual) - Math.abs(u.residual) || u.name.localeCompare(v.name),
  );
  for (const p of furthest.slice(0, LABELLED)) p.labelled = true;
  return { points: sortPoints(points, a.sort, a.dir), trend };
}

const byKey: Record<SortKey, (u: ExplorePoint, v: ExplorePoint) => number> = {
  name: (u, v) => u.name.localeCompare(v.name),
  club: (u, v) => u.club.localeCompare(v.club),
  games: (u, v) => u.games - v.games,
  x: (u, v) => u.x - v.x,
  y: (u, v) => u.y - v.y,
};

/** The table's order: by the column asked, then by name A to Z (so equal figures keep one order). */
export function sortPoints(
  points: readonly ExplorePoint[],
  key: SortKey,
  dir: "asc" | "desc",
): ExplorePoint[] {
  const sign = dir === "asc" ? 1 : -1;
  return [...points].sort((u, v) => sign * byKey[key](u, v) || u.name.localeCompare(v.name));
}
