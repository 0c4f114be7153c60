"use client";

import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";

// A section of a team's numbers beside its opponents': one row a kind (how chains started, what
// clearances were won), For, Against and the difference, with the same rows as CSV.

export interface ForAgainstRow {
  code: string;
  label: string;
  for: number;
  against: number;
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function ForAgainstTable({
  id,
  heading,
  kind,
  name,
  fileName,
  rows,
  note,
  testId,
}: {
  id: string;
  heading: string;
  /** The first column's header ("Chain start"). */
  kind: string;
  /** The table's full name, for screen readers and the CSV's stamp. */
  name: string;
  fileName: string;
  rows: readonly ForAgainstRow[];
  note?: string;
  testId: string;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2 break-inside-avoid">
      <div className="flex items-center justify-between gap-2">
        <h3 id={id} className="font-semibold">
          {heading}
        </h3>
        <TableCsvButton
          name={name}
          fileName={fileName}
          header={[kind, "For", "Against", "Diff"]}
          rows={() => rows.map((r) => [r.label, r.for, r.against, signed(r.for - r.against)])}
        />
      </div>
      {note && <p className="text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      <DataTable label={name} testId={testId}>
        <thead>
          <tr>
            <Th sticky>{kind}</Th>
            <Th numeric>For</Th>
            <Th numeric>Against</Th>
            <Th numeric>Diff</Th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.code} data-testid={`${testId}-row`} data-code={r.code}>
              <RowHeader>{r.label}</RowHeader>
              <Td numeric>{r.for}</Td>
              <Td numeric>{r.against}</Td>
              <Td numeric>{signed(r.for - r.against)}</Td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
