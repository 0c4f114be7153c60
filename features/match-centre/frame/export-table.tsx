"use client";

import { AppLink } from "@/components/ui/app-link";
import { useMemo, type ReactNode } from "react";
import type { CsvValue } from "@/lib/charts/export-csv";
import { DataTable, RowHeader, Td, Th } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { CsvButton } from "./export-buttons";
import { useUrlState } from "@/components/ui/use-url-state";

export interface Column<T> {
  key: string;
  label: string;
  text: (row: T) => string; // what the cell shows, and what the CSV holds
  render?: (row: T) => ReactNode; // richer markup with the same text
  sortValue?: (row: T) => number | string; // sortable when given
  numeric?: boolean;
  glossary?: string; // metric code: the header links to /glossary#CODE
  title?: string; // the full name of an abbreviated label
  wrap?: boolean; // long text that may wrap (other cells stay on one line; the table scrolls instead)
}

interface Props<T> {
  label: string; // caption and CSV name
  part: string; // names the CSV file
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  sortParam?: string; // search parameters holding this table's sort (omit: not sortable)
  dirParam?: string;
  defaultSort?: { key: string; dir: "asc" | "desc" };
  testId?: string;
  rowTestId?: string;
  empty?: string;
  /** Long tables (thousands of rows) show one page at a time; the CSV still holds every row. */
  pageSize?: number;
  pageParam?: string; // the search parameter holding the page (1-based)
}

// One collator for every comparison: localeCompare with a locale builds its comparison state per call.
const collator = new Intl.Collator("en-AU");

function compare(a: number | string, b: number | string): number {
  return typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b));
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
  const [params, set, href] = useUrlState();
  const sortKey = (sortParam && params.get(sortParam)) || defaultSort?.key;
  const dir = (sortParam && params.get(dirParam)) || defaultSort?.dir || "desc";
  const sortCol = columns.find((c) => c.key === sortKey && c.sortValue);
  // Sorted again only when the rows or the sort change, not on every render (a hover elsewhere in the
  // view re-renders the table).
  const shown = useMemo(
    () =>
      sortCol
        ? [...rows].sort(
            (a, b) => (dir === "asc" ? 1 : -1) * compare(sortCol.sortValue!(a), sortCol.sortValue!(b)),
          )
        : rows,
    [rows, sortCol, dir],
  );
  const header = columns.map((c) => c.label);
  const pages = pageSize ? Math.max(1, Math.ceil(shown.length / pageSize)) : 1;
  // A page past the end (the filters shrank the rows) shows the last one.
  const page = Math.min(pages, Math.max(1, Math.floor(Number(params.get(pageParam))) || 1));
  const visible = pageSize ? shown.slice((page - 1) * pageSize, page * pageSize) : shown;

  const headerCell = (c: Column<T>, i: number) => {
    const active = sortCol?.key === c.key;
    const next = active && dir === "desc" ? "asc" : "desc";
    const sortable = sortParam && c.sortValue;
    const link = sortable ? href({ [sortParam]: c.key, [dirParam]: next }) : undefined;
    return (
      <Th
        key={c.key}
        numeric={c.numeric}
        sticky={i === 0}
        aria-sort={sortable ? (active ? (dir === "asc" ? "ascending" : "descending") : "none") : undefined}
      >
        <span className="inline-flex items-center gap-1">
          {link ? (
            <a
              href={link}
              title={c.title}
              onClick={(e) => {
                e.preventDefault();
                set({ [sortParam!]: c.key, [dirParam]: next });
              }}
              className="inline-flex items-center gap-1 hover:underline"
            >
              {c.label}
              <span aria-hidden className="text-xs">
                {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
              </span>
            </a>
          ) : (
            <span title={c.title}>{c.label}</span>
          )}
          {c.glossary && (
            <AppLink
              href={`/glossary#${c.glossary}`}
              aria-label={`Definition of ${c.title ?? c.label}`}
              className="text-xs font-normal text-sky-700 hover:underline dark:text-sky-400"
            >
              <span className="inline-flex size-4 items-center justify-center rounded-full border border-current text-[10px] leading-none">
                ?
              </span>
            </AppLink>
          )}
        </span>
      </Th>
    );
  };

  return (
    <div className="space-y-1" data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {shown.length} row{shown.length === 1 ? "" : "s"}
          {pages > 1
            ? ` (${(page - 1) * pageSize! + 1}–${(page - 1) * pageSize! + visible.length} shown)`
            : ""}
          {sortParam ? ". Select a heading to sort." : ""}
        </p>
        <CsvButton
          header={header}
          rows={() => shown.map((r) => columns.map((c): CsvValue => c.text(r)))}
          part={part}
          name={label}
        />
      </div>
      <DataTable label={label}>
        <thead>
          <tr>{columns.map(headerCell)}</tr>
        </thead>
        <tbody>
          {shown.length === 0 && (
            <tr>
              <Td colSpan={columns.length}>{empty ?? "Nothing to show with these filters."}</Td>
            </tr>
          )}
          {visible.map((r) => (
            <tr key={rowKey(r)} data-testid={rowTestId}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <RowHeader key={c.key}>{c.render ? c.render(r) : c.text(r)}</RowHeader>
                ) : (
                  <Td key={c.key} numeric={c.numeric} className={c.wrap ? undefined : "whitespace-nowrap"}>
                    {c.render ? c.render(r) : c.text(r)}
                  </Td>
                ),
              )}
            </tr>
          ))}
        </tbody>
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
