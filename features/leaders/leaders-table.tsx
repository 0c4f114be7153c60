import { AppLink } from "@/components/ui/app-link";
import type { LeaderFilters, LeaderRow } from "@/lib/season/leaders";
import { playerHref } from "@/lib/links";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";
import { TABLE_ROWS, leaderCsvRows, leadersCount } from "./model/leader-words";

// The top fifty, each name linking to his season, with the count and a CSV of every leader above it.
export function LeadersTable({
  seasonId,
  seasonName,
  filters: f,
  rows,
  words,
  show,
  squadOf,
}: {
  seasonId: number;
  seasonName: string;
  filters: LeaderFilters;
  rows: readonly LeaderRow[];
  words: readonly string[];
  show: (v: number) => string;
  squadOf: ReadonlyMap<number, { name: string; code: string }>;
}) {
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="leaders-count">
          {leadersCount(rows.length)}
        </p>
        <TableCsvButton
          name={`Season leaders · ${words.join(" · ")} · ${seasonName}`}
          fileName={`leaders-${seasonId}-${f.metric}-${f.per}`}
          header={["Rank", "Player", "Team", "Games", words.slice(0, 2).join(" ")]}
          rows={() => leaderCsvRows(rows, (id) => squadOf.get(id)?.name, show)}
          filters={words.slice(1)}
        />
      </div>
      <div className="max-sm:[&_td]:px-1.5 max-sm:[&_th]:px-1.5">
        <DataTable label={`Season leaders: ${words.join(", ")}`} testId="leaders-table">
          <thead>
            <tr>
              <Th numeric>#</Th>
              <Th sticky>Player</Th>
              <Th>Team</Th>
              <Th numeric>Games</Th>
              <Th numeric>{f.per === "game" ? "Per game" : "Total"}</Th>
            </tr>
          </thead>
          <tbody>
            {rows.slice(0, TABLE_ROWS).map((r, i) => (
              <tr key={r.personId} data-testid="leader-row">
                <Td numeric>{i + 1}</Td>
                <RowHeader>
                  <AppLink
                    href={playerHref(r.personId, seasonId)}
                    className="underline-offset-4 hover:underline"
                  >
                    {r.name}
                  </AppLink>
                </RowHeader>
                <Td>{squadOf.get(r.squadId)?.code ?? ""}</Td>
                <Td numeric>{r.games}</Td>
                <Td numeric className="font-medium">
                  {show(r.value)}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </>
  );
}
