import { AppLink } from "@/components/ui/app-link";
import { Abbr } from "@/components/ui/abbr";
import { DataTable, RowHeader, Td } from "@/components/ui/data-table";
import { ShortNameOnPhone } from "@/components/ui/short-name-on-phone";
import { SortHeader, type SortDir } from "@/components/ui/sort-header";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { squadHref, teamRankingsHref } from "@/lib/links";
import { SIDE_NAMES, type RankingMetric, type Side } from "./model/ranking-metrics";
import type { ClubRanking } from "./model/rank-teams";
import type { RankingFilters } from "./model/ranking-params";
import { formatFigure, rankingCsv } from "./model/ranking-words";
import type { RankingsReady } from "./server/team-rankings";

/** A club's row: its name (its code on a phone) links to its season's page; each figure a game with its rank. */
function RankingRow({
  seasonId,
  row: r,
  metrics,
  side,
}: {
  seasonId: number;
  row: ClubRanking;
  metrics: readonly RankingMetric[];
  side: Side;
}) {
  return (
    <tr data-testid="rankings-row" data-club={r.club.name}>
      <RowHeader>
        <AppLink
          href={squadHref(seasonId, r.club.id, "stats")}
          className="underline-offset-4 hover:underline"
        >
          <ShortNameOnPhone name={r.club.name} code={r.club.code} />
        </AppLink>
      </RowHeader>
      <Td numeric>{r.games}</Td>
      {metrics.map((m) => {
        const fig = r.figures[m.code];
        return (
          <Td numeric key={m.code} data-metric={m.code}>
            {fig ? (
              <>
                <span data-testid="figure">{formatFigure(fig.value[side], side)}</span>{" "}
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  (<span className="sr-only">rank </span>
                  <span data-testid="rank">{fig.rank[side]}</span>)
                </span>
              </>
            ) : (
              "–"
            )}
          </Td>
        );
      })}
    </tr>
  );
}

/** The address as it is, sorted by another column (the window, side and cut kept). */
function sortedHref(seasonId: number, f: RankingFilters, column: string, dir: SortDir) {
  return teamRankingsHref(seasonId, {
    round: f.window.kind === "round" ? f.window.round : undefined,
    period: f.window.kind === "last5" ? "last5" : undefined,
    side: f.side === "for" ? undefined : f.side,
    quarter: f.quarter ?? undefined,
    zone: f.zone ?? undefined,
    chart: f.chart,
    sort: column,
    dir,
  });
}

// Every club a row, each measure its figure a game on the side shown with its rank; any column sorts
// (a measure's "ascending" is rank order, best first). Each club links to its season's page.
export function RankingsTable({ page, words }: { page: RankingsReady; words: readonly string[] }) {
  const { filters: f, metrics, rows } = page;
  const { id: seasonId, name: seasonName } = page.season;
  const side = f.side;
  const header = (label: string, column: string, numeric = true, full?: string) => (
    <SortHeader
      key={column}
      label={full ? <Abbr short={label} full={full} /> : label}
      column={column}
      sort={f.sort}
      dir={f.dir}
      numeric={numeric}
      sticky={column === "club"}
      href={(c, d) => sortedHref(seasonId, f, c, d)}
    />
  );
  const name = `Team rankings · ${words.join(" · ")} · ${seasonName}`;
  return (
    <section className="space-y-2" aria-labelledby="rankings-table-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rankings-table-title" className="font-semibold">
          {SIDE_NAMES[side]} a game, ranked
        </h2>
        <TableCsvButton
          name={name}
          fileName={`team-rankings-${seasonId}`}
          header={rankingCsv(rows, metrics).header}
          rows={() => rankingCsv(rows, metrics).body}
          filters={words}
        />
      </div>
      <div className="max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
        <DataTable label={`Team rankings: ${words.join(", ")}`} testId="rankings-table">
          <thead>
            <tr>
              {header("Club", "club", false)}
              {header("Games", "games")}
              {metrics.map((m) => header(m.short, m.code, true, m.name))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <RankingRow key={r.club.id} seasonId={seasonId} row={r} metrics={metrics} side={side} />
            ))}
          </tbody>
        </DataTable>
      </div>
    </section>
  );
}
