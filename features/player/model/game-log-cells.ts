import { roundShort, type GameLogRow, type SeasonLine } from "@/lib/season/game-log";
import { formatOneDecimal } from "@/lib/format/numbers";
import type { TrendBar } from "../charts/player-trend-chart";

// The player page's cells as text, pure: the season line's rows, the game log's CSV and the trend
// chart's bars are worked out here once, so the table and its CSV download cannot drift apart.

/** "W 92–71", or nothing where the fixture has no result. */
export const resultText = (r: GameLogRow) => (r.result === null ? "" : `${r.result} ${r.for}–${r.against}`);
/** A count as written; a metric the match did not give is an empty cell, not a zero. */
export const cell = (v: number | null) => (v === null ? "" : String(v));
/** An average to one decimal; empty where no game gave the metric. */
export const avg = (v: number | null) => (v === null ? "" : formatOneDecimal(v));

/** "Last 5 per game" (or as many as he played, when fewer). */
export const recentLabel = (line: { recentGames: number }) => `Last ${line.recentGames} per game`;

/** The season line's three rows (its label, its games, a cell a metric): the table's and the CSV's. */
export function seasonLineRows(line: SeasonLine): [string, number, string[]][] {
  return [
    ["Total", line.games, line.totals.map(cell)],
    ["Per game", line.games, line.averages.map(avg)],
    [recentLabel(line), line.recentGames, line.recent.map(avg)],
  ];
}

/** A game's row of the game log's CSV: round, opponent, venue, result, then its metrics. */
export const gameLogCsvRow = (r: GameLogRow) => [
  r.round,
  r.opponent.name,
  r.home ? "Home" : "Away",
  resultText(r),
  ...r.values.map(cell),
];

/** The trend chart's bars: a game each, its value of the metric at `at` in the log's order. */
export function trendBars(rows: readonly GameLogRow[], at: number): TrendBar[] {
  return rows.map((r) => ({
    label: roundShort(r.round),
    detail: `${r.round} ${r.home ? "v" : "at"} ${r.opponent.name}${r.result ? `, ${resultText(r)}` : ""}`,
    value: r.values[at],
    finals: r.finals,
  }));
}
