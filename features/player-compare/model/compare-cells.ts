import { formatOneDecimal } from "@/lib/format/numbers";
import type { TrendBar } from "@/features/player";

// The comparison's figures as text and as chart data, pure: the table, its CSV and the two charts are
// worked out here once, so they cannot drift apart.

/** A colour a player (Okabe–Ito, colour-blind safe), in the address's order. */
export const PLAYER_COLOURS = ["#0072B2", "#E69F00", "#009E73", "#CC79A7"] as const;
const COLOUR_NAMES = ["blue", "orange", "green", "pink"] as const;

/** Whose colour is whose, in words: an exported image's stamp carries it (the page's legend does not). */
export const colourKey = (labels: readonly string[]) =>
  labels.map((l, i) => `${COLOUR_NAMES[i]}: ${l}`).join(" · ");

interface Named {
  name: string;
  seasonName: string;
}

/** His name, with the season's year where the comparison spans more than one season. */
export function playerLabels(players: readonly Named[]): string[] {
  const one = new Set(players.map((p) => p.seasonName)).size <= 1;
  return players.map((p) => (one ? p.name : `${p.name} ${/\d{4}/.exec(p.seasonName)?.[0] ?? p.seasonName}`));
}

/** A total as written; empty where no game gave it. */
export const totalText = (v: number | null) => (v === null ? "" : String(Math.round(v * 1000) / 1000));
/** A figure a game to one decimal; empty where no game gave it. */
export const averageText = (v: number | null) => (v === null ? "" : formatOneDecimal(v));
/** A percentile as a whole number; empty where there is no group to place him in. */
export const percentileText = (v: number | null) => (v === null ? "" : String(Math.round(v)));

export interface Figures {
  totals: readonly (number | null)[];
  averages: readonly (number | null)[];
  standing: { average: readonly (number | null)[]; total: readonly (number | null)[] };
}

/** One metric's cells for a player: a game, its percentile, the total, its percentile. */
export const figureCells = (p: Figures, k: number) => [
  averageText(p.averages[k]),
  percentileText(p.standing.average[k]),
  totalText(p.totals[k]),
  percentileText(p.standing.total[k]),
];

/** The table's CSV: a row a metric, four columns a player. */
export function compareCsv(players: readonly (Figures & Named)[], metricNames: readonly string[]) {
  const labels = playerLabels(players);
  const header = [
    "Statistic",
    ...labels.flatMap((l) => [
      `${l} a game`,
      `${l} a game percentile`,
      `${l} total`,
      `${l} total percentile`,
    ]),
  ];
  const rows = metricNames.map((m, k) => [m, ...players.flatMap((p) => figureCells(p, k))]);
  return { header, rows };
}

/** The percentile chart's bar thickness, and its height for so many statistics and players. */
export const PERCENTILE_BAR = 9;
export const percentileChartHeight = (metrics: number, players: number) =>
  metrics * (players * (PERCENTILE_BAR + 1) + 10) + 40;

/** The percentile chart's rows: a metric each, `p0`…`p3` the players' percentiles a game. */
export function percentileRows(players: readonly Figures[], metricNames: readonly string[]) {
  return metricNames.map((metric, k) => {
    const row: Record<string, string | number | null> = { metric };
    players.forEach((p, i) => {
      const v = p.standing.average[k];
      row[`p${i}`] = v === null ? null : Math.round(v);
    });
    return row;
  });
}

export interface GamePoint {
  game: number;
  /** By player (p0…p3): his value in his nth game and what that game was. */
  [key: string]: number | string | null | undefined;
}

/**
 * The game-by-game chart's points: his first game, his second… (the players may be of different
 * seasons, so the axis is his games, not the season's rounds); a player with fewer games ends early.
 */
export function gamePoints(logs: readonly (readonly TrendBar[])[]): GamePoint[] {
  const n = Math.max(0, ...logs.map((l) => l.length));
  return Array.from({ length: n }, (_, j) => {
    const point: GamePoint = { game: j + 1 };
    logs.forEach((log, i) => {
      const bar = log[j];
      if (!bar) return;
      point[`p${i}`] = bar.value;
      point[`d${i}`] = bar.detail;
    });
    return point;
  });
}

/** The game-by-game CSV: a row a game, each player's round and value. */
export function gameCsv(logs: readonly (readonly TrendBar[])[], labels: readonly string[]) {
  const header = ["Game", ...labels.flatMap((l) => [`${l} match`, l])];
  const rows = gamePoints(logs).map((p) => [
    p.game,
    ...logs.flatMap((_, i) => [
      String(p[`d${i}`] ?? ""),
      p[`p${i}`] === undefined ? "" : String(p[`p${i}`] ?? ""),
    ]),
  ]);
  return { header, rows };
}
