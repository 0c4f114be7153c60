import type { LeaderFilters, LeaderRow } from "@/lib/season/leaders";
import { HOME_COLOUR } from "@/lib/charts/palette";
import { ZONE_NAMES, type SplitZone } from "@/lib/season/match-splits";

// The leaderboard's filters and rows as words and cells, pure: the heading, the chart's title, the CSV's
// stamp and its rows are all worked out here, so each says the same of the same selection.

export { ZONE_NAMES } from "@/lib/season/match-splits";
export const PHASE_NAMES = {
  all: "Whole season",
  "home-and-away": "Home and away",
  finals: "Finals",
} as const;

/** The leaders the chart shows, and the table (the CSV has them all). */
export const CHART_ROWS = 10;
export const TABLE_ROWS = 50;

/** The filters as words, for the heading, the CSV stamp and the chart's title. */
export function describeFilters(
  f: LeaderFilters,
  metricName: string,
  squadName: string | undefined,
): string[] {
  return [
    metricName,
    f.per === "game" ? "per game" : "total",
    PHASE_NAMES[f.phase],
    ...(f.period !== null ? [`Quarter ${f.period}`] : []),
    ...(f.zone !== null ? [ZONE_NAMES[f.zone as SplitZone]] : []),
    ...(squadName ? [squadName] : []),
  ];
}

/** The CSV's rows: every leader, ranked, with his team's name and the value as the table shows it. */
export function leaderCsvRows(
  rows: readonly LeaderRow[],
  squadName: (id: number) => string | undefined,
  show: (v: number) => string,
) {
  return rows.map((r, i) => [i + 1, r.name, squadName(r.squadId) ?? "", r.games, show(r.value)]);
}

/** The chart's bars: the top CHART_ROWS, ranked, in the home colour. */
export function leaderBars(rows: readonly LeaderRow[], show: (v: number) => string) {
  return rows.slice(0, CHART_ROWS).map((r, i) => ({
    label: `${i + 1}. ${r.name}`,
    value: r.value,
    valueDisplay: show(r.value),
    colour: HOME_COLOUR,
  }));
}

/** How many players the table lists, and where the rest are. */
export const leadersCount = (n: number) =>
  n > TABLE_ROWS ? `The top ${TABLE_ROWS} of ${n} players; the CSV lists all of them.` : `${n} players.`;
