import { AppLink } from "@/components/ui/app-link";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { ShortNameOnPhone } from "@/components/ui/short-name-on-phone";
import { roundShort } from "@/lib/season/game-log";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import type { TeamRound } from "@/lib/season/team-season";
import { matchHref } from "@/lib/links";
import type { TeamSeasonPage } from "@/features/team-season/server/team-season";
import { perI50, roundsCsvHeader, roundsCsvRows, signed, type Inside50ByMatch } from "./round-figures";

/** The table's head; the inside-50 columns only when the season has them. */
function RoundsHead({ withI50 }: { withI50: boolean }) {
  return (
    <thead>
      <tr>
        <Th sticky>Round</Th>
        <Th>Opponent</Th>
        <Th>Result</Th>
        <Th numeric>For</Th>
        <Th numeric>Against</Th>
        <Th numeric>Diff</Th>
        {withI50 && (
          <>
            <Th numeric title="Inside 50s for">
              I50
            </Th>
            <Th numeric title="Inside 50s against">
              I50 vs
            </Th>
            <Th numeric title="Points per inside 50">
              Pts/I50
            </Th>
          </>
        )}
      </tr>
    </thead>
  );
}

/** One match: the round links to its match centre; blank inside-50 cells for a match without them. */
function RoundRow({
  m,
  x,
  withI50,
}: {
  m: TeamRound;
  x: { for: number; against: number } | null;
  withI50: boolean;
}) {
  return (
    <tr data-testid="team-round-row">
      <RowHeader>
        <AppLink href={matchHref(m.matchId)} className="text-sky-800 underline dark:text-sky-300">
          <ShortNameOnPhone name={m.round} code={roundShort(m.round)} />
        </AppLink>
      </RowHeader>
      <Td>
        {m.home ? "v" : "at"} {m.opponent.code}
      </Td>
      <Td>{m.result}</Td>
      <Td numeric>{m.for}</Td>
      <Td numeric>{m.against}</Td>
      <Td numeric>{signed(m.for - m.against)}</Td>
      {withI50 && (
        <>
          <Td numeric>{x?.for ?? ""}</Td>
          <Td numeric>{x?.against ?? ""}</Td>
          <Td numeric>{x ? perI50(m.for, x.for) : ""}</Td>
        </>
      )}
    </tr>
  );
}

/** The team's season round by round, with its CSV; inside 50s when the season's event data gives them. */
export function RoundsTable({ page, i50 }: { page: TeamSeasonPage; i50: Inside50ByMatch }) {
  const name = `${page.squad.name} by round · ${page.seasonName}`;
  return (
    <section aria-labelledby="by-round" className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id="by-round" className="text-lg font-semibold">
          Round by round
        </h2>
        <TableCsvButton
          name={name}
          fileName={`team-${page.squad.id}-${page.seasonId}-rounds`}
          header={roundsCsvHeader(i50 !== null)}
          rows={() => roundsCsvRows(page.rounds, i50)}
        />
      </div>
      <DataTable label={name} testId="team-rounds">
        <RoundsHead withI50={i50 !== null} />
        <tbody>
          {page.rounds.map((m) => (
            <RoundRow key={m.matchId} m={m} x={i50?.[m.matchId] ?? null} withI50={i50 !== null} />
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
