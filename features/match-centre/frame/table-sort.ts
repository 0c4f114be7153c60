import type { Column } from "./export-column";

// An ExportTable's sort and pages, pure: read from the address's parameters, so the rows shown, their
// CSV and the header's links agree on one order.

export type SortDir = "asc" | "desc";

export interface SortParams {
  sortParam?: string;
  dirParam: string;
  defaultSort?: { key: string; dir: SortDir };
}

// One collator for every comparison: localeCompare with a locale builds its comparison state per call.
const collator = new Intl.Collator("en-AU");

/** Numbers by value, anything else as text in Australian English order. */
export function compare(a: number | string, b: number | string): number {
  return typeof a === "number" && typeof b === "number" ? a - b : collator.compare(String(a), String(b));
}

/** The column sorted by (only one that can sort) and the direction, from the address or the default. */
export function tableSort<T>(params: URLSearchParams, s: SortParams, columns: readonly Column<T>[]) {
  const sortKey = (s.sortParam && params.get(s.sortParam)) || s.defaultSort?.key;
  const dir = (s.sortParam && params.get(s.dirParam)) || s.defaultSort?.dir || "desc";
  const sortCol = columns.find((c) => c.key === sortKey && c.sortValue);
  return { sortCol, dir };
}

/** The rows in the column's order (a copy), or as given when nothing sorts them. */
export function sortRows<T>(rows: readonly T[], sortCol: Column<T> | undefined, dir: string): readonly T[] {
  return sortCol
    ? [...rows].sort(
        (a, b) => (dir === "asc" ? 1 : -1) * compare(sortCol.sortValue!(a), sortCol.sortValue!(b)),
      )
    : rows;
}

/** How many pages, and the page shown: a page past the end (the filters shrank the rows) shows the last. */
export function pageOf(rows: number, pageSize: number | undefined, raw: string | null) {
  const pages = pageSize ? Math.max(1, Math.ceil(rows / pageSize)) : 1;
  const page = Math.min(pages, Math.max(1, Math.floor(Number(raw)) || 1));
  return { pages, page };
}

/** " (26–50 shown)" when the rows take more than a page, else nothing. */
export function shownRange(
  page: number,
  pages: number,
  pageSize: number | undefined,
  visible: number,
): string {
  return pages > 1 ? ` (${(page - 1) * pageSize! + 1}–${(page - 1) * pageSize! + visible} shown)` : "";
}

/** A sortable header's state: aria-sort, its arrow, and the direction its link asks for. */
export function headerSort(active: boolean, dir: string) {
  return {
    ariaSort: active ? (dir === "asc" ? "ascending" : "descending") : "none",
    arrow: active ? (dir === "asc" ? "▲" : "▼") : "↕",
    next: active && dir === "desc" ? "asc" : "desc",
  } as const;
}
