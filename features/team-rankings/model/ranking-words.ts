import { ZONE_NAMES, type SplitZone } from "@/lib/season/match-splits";
import type { CsvValue } from "@/lib/charts/export-csv";
import { SIDE_NAMES, type RankingMetric, type Side } from "./ranking-metrics";
import type { ClubRanking } from "./rank-teams";
import { LAST_GAMES, type RankingWindow } from "./ranking-window";
import type { RankingFilters } from "./ranking-params";

// The rankings in words: headings, the chart's title, the table's figures and its CSV, said the same way.

export const roundName = (round: number) => (round === 0 ? "Opening Round" : `Round ${round}`);

export function windowWords(w: RankingWindow): string {
  if (w.kind === "round") return `after ${roundName(w.round)}`;
  if (w.kind === "last5") return `each club's last ${LAST_GAMES} matches`;
  return "the whole season";
}

/** The quarter and zone chosen, in words; null when the whole match counts. */
export function cutWords(quarter: number | null, zone: SplitZone | null): string | null {
  const parts = [quarter === null ? null : `quarter ${quarter}`, zone === null ? null : ZONE_NAMES[zone]];
  const said = parts.filter((p) => p !== null);
  return said.length === 0 ? null : said.join(", ");
}

/** What the page shows, for headings, the chart's title and the exports' stamps. */
export function rankingWords(f: RankingFilters): string[] {
  const cut = cutWords(f.quarter, f.zone);
  return [`${SIDE_NAMES[f.side]} a game`, windowWords(f.window), ...(cut ? [cut] : [])];
}

/** A figure a game as shown: one decimal place, a difference signed. */
export function formatFigure(value: number, side: Side): string {
  const text = Math.abs(value).toFixed(1);
  if (side !== "diff" || text === "0.0") return text;
  return `${value > 0 ? "+" : "−"}${text}`;
}

/** How a measure ranks on a side, for the legend: "against" figures rank best when lowest. */
export function rankRule(side: Side): string {
  if (side === "against")
    return "Rank 1 = best. Against: what opponents managed, so lower is better (for clangers and free kicks against, higher).";
  if (side === "diff")
    return "Rank 1 = best. Difference: for minus against, higher is better (for clangers and free kicks against, lower).";
  return "Rank 1 = best: higher is better (for clangers and free kicks against, lower).";
}

/** The CSV: every club, every measure shown, for, against and difference a game with their ranks. */
export function rankingCsv(rows: readonly ClubRanking[], metrics: readonly RankingMetric[]) {
  const header = [
    "Club",
    "Games",
    ...metrics.flatMap((m) =>
      (["for", "against", "diff"] as const).flatMap((s) => [
        `${m.name} ${SIDE_NAMES[s].toLowerCase()} a game`,
        `${m.name} ${SIDE_NAMES[s].toLowerCase()} rank`,
      ]),
    ),
  ];
  const body: CsvValue[][] = rows.map((r) => [
    r.club.name,
    r.games,
    ...metrics.flatMap((m) => {
      const f = r.figures[m.code];
      return (["for", "against", "diff"] as const).flatMap((s) =>
        f ? [f.value[s].toFixed(2), f.rank[s]] : ["", ""],
      );
    }),
  ]);
  return { header, body };
}
