import { AppLink } from "@/components/ui/app-link";
import type { PlayerBio } from "@/features/player/server/player-page";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { ShortNameOnPhone } from "@/components/ui/short-name-on-phone";
import { roundShort, type GameLogRow } from "@/lib/season/game-log";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { matchHref } from "@/lib/links";
import { LOG_LABELS, type LogMetric } from "./model/log-metrics";
import { cell, gameLogCsvRow, resultText } from "./model/game-log-cells";
import { LogTableHeading, MetricHeads } from "./log-table-parts";

// A row a match he played, each round linking to its match centre; the CSV has the venue spelt out.
export function GameLogSection({
  bio,
  what,
  metrics,
  rows,
}: {
  bio: PlayerBio;
  what: string;
  metrics: readonly LogMetric[];
  rows: readonly GameLogRow[];
}) {
  return (
    <section aria-labelledby="game-log" className="space-y-2">
      <LogTableHeading id="game-log" title="Game log">
        <TableCsvButton
          name={`Game log · ${what}`}
          fileName={`player-${bio.personId}-${bio.seasonId}-games`}
          header={["Round", "Opponent", "Venue", "Result", ...metrics.map((m) => LOG_LABELS[m].name)]}
          rows={() => rows.map(gameLogCsvRow)}
        />
      </LogTableHeading>
      <DataTable label={`Game log: ${what}`} testId="player-game-log">
        <thead>
          <tr>
            <Th sticky>Round</Th>
            <Th>Opponent</Th>
            <Th>Result</Th>
            <MetricHeads metrics={metrics} />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.matchId} data-testid="game-log-row" data-match={r.matchId}>
              <RowHeader>
                <AppLink href={matchHref(r.matchId)} className="text-sky-800 underline dark:text-sky-300">
                  <ShortNameOnPhone name={r.round} code={roundShort(r.round)} />
                </AppLink>
              </RowHeader>
              <Td>
                {r.home ? "v" : "at"} {r.opponent.code}
              </Td>
              <Td className="whitespace-nowrap">{resultText(r)}</Td>
              {r.values.map((v, k) => (
                <Td key={metrics[k]} numeric>
                  {cell(v)}
                </Td>
              ))}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
