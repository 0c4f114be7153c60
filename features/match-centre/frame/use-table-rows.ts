"use client";

import { useMemo } from "react";
import { useUrlState } from "@/components/ui/use-url-state";
import type { Column } from "./export-column";
import { pageOf, sortRows, tableSort, type SortParams } from "./table-sort";

/**
 * An ExportTable's rows as the address orders and pages them: all of them sorted (the CSV's), the page
 * shown, and the address's setters for the header's and the pages' links.
 */
export function useTableRows<T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  sort: SortParams,
  pageSize: number | undefined,
  pageParam: string,
) {
  const [params, set, href] = useUrlState();
  const { sortCol, dir } = tableSort(params, sort, columns);
  // Sorted again only when the rows or the sort change, not on every render (a hover elsewhere in the
  // view re-renders the table).
  const shown = useMemo(() => sortRows(rows, sortCol, dir), [rows, sortCol, dir]);
  const { pages, page } = pageOf(shown.length, pageSize, params.get(pageParam));
  const visible = pageSize ? shown.slice((page - 1) * pageSize, page * pageSize) : shown;
  return { shown, visible, page, pages, sortCol, dir, set, href };
}
