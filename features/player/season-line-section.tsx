import type { PlayerBio } from "@/features/player/server/player-page";
import type { SeasonLine } from "@/lib/season/game-log";
import { FANTASY_CODE, FANTASY_NOTE } from "@/lib/season/fantasy";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { LOG_LABELS, type LogMetric } from "./model/log-metrics";
import { seasonLineRows } from "./model/game-log-cells";
import { LogTableHeading, MetricHeads } from "./log-table-parts";

// His season in three rows (totals, per game, recent form), with the same rows as a CSV download.
export function SeasonLineSection({
  bio,
  what,
  metrics,
  line,
}: {
  bio: PlayerBio;
  what: string;
  metrics: readonly LogMetric[];
  line: SeasonLine;
}) {
  const rows = seasonLineRows(line);
  return (
    <section aria-labelledby="season-line" className="space-y-2">
      <LogTableHeading id="season-line" title="Season totals and averages">
        <TableCsvButton
          name={`Season totals · ${what}`}
          fileName={`player-${bio.personId}-${bio.seasonId}-totals`}
          header={["Figures", "Games", ...metrics.map((m) => LOG_LABELS[m].name)]}
          rows={() => rows.map(([label, games, values]) => [label, games, ...values])}
        />
      </LogTableHeading>
      <DataTable label={`Season totals and averages: ${what}`} testId="player-season-line">
        <thead>
          <tr>
            <Th sticky>
              <span className="sr-only">Figures</span>
            </Th>
            <Th numeric>Games</Th>
            <MetricHeads metrics={metrics} />
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, games, values]) => (
            <tr key={label} data-testid="player-line-row">
              <RowHeader>{label}</RowHeader>
              <Td numeric>{games}</Td>
              {values.map((v, k) => (
                <Td key={metrics[k]} numeric>
                  {v}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {LOG_LABELS[FANTASY_CODE].short} {FANTASY_NOTE}.
      </p>
    </section>
  );
}
