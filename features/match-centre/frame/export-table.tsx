"use client";

import type { CsvValue } from "@/lib/charts/export-csv";
import { DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { CsvButton } from "./export-buttons";
import type { Column } from "./export-column";
import { shownRange, type SortDir } from "./table-sort";
import { useTableRows } from "./use-table-rows";
import { SortHeaderCell } from "./sort-header-cell";
import { ExportTableBody } from "./export-table-body";

export type { Column };

interface Props<T> {
  label: string; // caption and CSV name
  part: string; // names the CSV file
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sortParam?: string; // search parameters holding this table's sort (omit: not sortable)
  dirParam?: string;
  defaultSort?: { key: string; dir: SortDir };
  testId?: string;
  rowTestId?: string;
  empty?: string;
  /** Long tables (thousands of rows) show one page at a time; the CSV still holds every row. */
  pageSize?: number;
  pageParam?: string; // the search parameter holding the page (1-based)
}

/**
 * A table whose rows, in the order shown, are exactly what its CSV holds: both come from the same
 * sorted array and the same `text` of each column. The sort lives in the address.
 */
export function ExportTable<T>(props: Props<T>) {
  const {
    label,
    part,
    columns,
    rows,
    rowKey,
    sortParam,
    dirParam = "dir",
    defaultSort,
    testId,
    rowTestId,
    empty,
    pageSize,
    pageParam = "page",
  } = props;
  const { shown, visible, page, pages, sortCol, dir, set, href } = useTableRows(
    columns,
    rows,
    { sortParam, dirParam, defaultSort },
    pageSize,
    pageParam,
  );
  return (
    <div className="space-y-1" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {shown.length} row{shown.length === 1 ? "" : "s"}
          {shownRange(page, pages, pageSize, visible.length)}
          {sortParam ? ". Select a heading to sort." : ""}
        </p>
        <CsvButton
          header={columns.map((c) => c.label)}
          rows={() => shown.map((r) => columns.map((c): CsvValue => c.text(r)))}
          part={part}
          name={label}
        />
      </div>
      <DataTable label={label}>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <SortHeaderCell
                key={c.key}
                column={c}
                first={i === 0}
                state={{ sortParam, dirParam, sortCol, dir, set, href }}
              />
            ))}
          </tr>
        </thead>
        <ExportTableBody
          columns={columns}
          visible={visible}
          none={shown.length === 0}
          rowKey={rowKey}
          rowTestId={rowTestId}
          empty={empty}
        />
      </DataTable>
      {pages > 1 && (
        <Pagination
          page={page}
          totalPages={pages}
          href={(p) => href({ [pageParam]: p === 1 ? undefined : p })}
          onSelect={(p) => set({ [pageParam]: p === 1 ? undefined : p })}
          label={`Pages of ${label}`}
        />
      )}
    </div>
  );
}
