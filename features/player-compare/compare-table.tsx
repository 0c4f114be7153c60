import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { compareCsv, figureCells } from "./model/compare-cells";
import { MIN_GAMES, MIN_GROUP } from "./model/percentiles";
import type { ComparedPlayer } from "./server/compare-page";

// Each statistic a row; for each player his figure a game and in total, each with its percentile
// among the season's players of his position (or all), with the same cells as a CSV download.

const SUBHEADS = ["A game", "Pctl", "Total", "Pctl"] as const;

/** What the table and the percentiles' figure show: the players, their labels, the statistics. */
export interface ComparisonParts {
  players: readonly ComparedPlayer[];
  labels: readonly string[];
  metricNames: readonly string[];
  /** The players' labels joined, for titles and exports' stamps. */
  what: string;
}

export function CompareTable({ players, labels, metricNames, what }: ComparisonParts) {
  const csv = compareCsv(players, metricNames);
  return (
    <section aria-labelledby="compare-figures" className="space-y-2">
      <h2 id="compare-figures" className="text-lg font-semibold">
        A game and in total
      </h2>
      <DataTable label={`Player comparison: ${what}`} testId="compare-table">
        <thead>
          <tr>
            <Th sticky rowSpan={2}>
              Statistic
            </Th>
            {labels.map((l) => (
              <Th key={l} colSpan={4} scope="colgroup" className="text-center">
                {l}
              </Th>
            ))}
          </tr>
          <tr>
            {labels.flatMap((l) =>
              SUBHEADS.map((h, j) => (
                <Th key={`${l}-${j}`} numeric className="top-9">
                  {h}
                </Th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          {metricNames.map((m, k) => (
            <tr key={m} data-testid="compare-row" data-metric={m}>
              <RowHeader>{m}</RowHeader>
              {players.flatMap((p, i) =>
                figureCells(p, k).map((c, j) => (
                  <Td
                    key={`${i}-${j}`}
                    numeric
                    className={j % 2 === 1 ? "text-slate-600 dark:text-slate-400" : ""}
                  >
                    {c}
                  </Td>
                )),
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <TableCsvButton
        name={`Player comparison · ${what}`}
        fileName={`compare-${players.map((p) => `${p.personId}-${p.seasonId}`).join("-")}`}
        header={csv.header}
        rows={() => csv.rows}
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">
        Pctl: the percentile among the season&apos;s players with at least {MIN_GAMES} games, of his position
        where at least {MIN_GROUP} share it (else all of them): the share whose figure is lower, ties counted
        half.
      </p>
    </section>
  );
}
