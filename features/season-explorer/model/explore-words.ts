import type { ExplorePoint } from "./explore-points";

// The explorer's figures as shown and exported: one place, so the chart, the table and the CSV agree.

/** A figure a game, to two decimals (goals a game differ in the second). */
export const perGame = (n: number) => n.toFixed(2);

/** Above or below the trend, signed: "+0.42", "−0.10". */
export const offTrend = (n: number) => `${n >= 0 ? "+" : "−"}${Math.abs(n).toFixed(2)}`;

/** The table's and the CSV's columns, the two counts named. */
export function exploreHeader(xName: string, yName: string): string[] {
  return ["Player", "Club", "Position", "Games", `${xName} a game`, `${yName} a game`, "Off the trend"];
}

/** One row a point, as the table shows it. */
export const exploreRows = (points: readonly ExplorePoint[]) =>
  points.map((p) => [p.name, p.club, p.position, p.games, perGame(p.x), perGame(p.y), offTrend(p.residual)]);
