"use client";

import type { Route } from "next";
import { AppLink } from "@/components/ui/app-link";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { TableCsvButton } from "@/components/ui/table-csv-button";

/** A cell: its text (the CSV's too) and, for a match or a club, where it links. */
export type Cell = string | number | { text: string; href: Route };

export interface Column {
  header: string;
  numeric?: boolean;
}

const text = (c: Cell) => (typeof c === "object" ? c.text : String(c));

/**
 * A list of the history pages: a titled table whose first cell heads the row, with its CSV (the cells
 * as shown, stamped with the page's filters and address).
 */
export function HistoryTable({
  title,
  columns,
  rows,
  testId,
  filters = [],
  empty = "Nothing to list.",
}: {
  title: string;
  columns: readonly Column[];
  rows: readonly (readonly Cell[])[];
  testId: string;
  filters?: readonly string[];
  empty?: string;
}) {
  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {rows.length > 0 && (
          <TableCsvButton
            name={title}
            fileName={title}
            header={columns.map((c) => c.header)}
            rows={() => rows.map((r) => r.map(text))}
            filters={filters}
          />
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid={testId}>
          {empty}
        </p>
      ) : (
        <DataTable label={title} testId={testId}>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <Th key={c.header} numeric={c.numeric} sticky={i === 0}>
                  {c.header}
                </Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-testid={`${testId}-row`}>
                {r.map((c, j) => {
                  const body =
                    typeof c === "object" ? (
                      <AppLink
                        href={c.href}
                        className="text-sky-700 underline-offset-4 hover:underline dark:text-sky-400"
                      >
                        {c.text}
                      </AppLink>
                    ) : (
                      c
                    );
                  return j === 0 ? (
                    <RowHeader key={j}>{body}</RowHeader>
                  ) : (
                    <Td key={j} numeric={columns[j]?.numeric}>
                      {body}
                    </Td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
