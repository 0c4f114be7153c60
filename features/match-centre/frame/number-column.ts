import type { Column } from "./export-table";

/**
 * A sortable numeric column of one number per row: the cell (and the CSV) shows the number, with
 * `digits` decimals when given, and sorting uses the number itself, never its text.
 */
export function numberColumn<T>(
  key: string,
  label: string,
  value: (row: T) => number,
  opts: Pick<Column<T>, "glossary" | "title"> & { digits?: number } = {},
): Column<T> {
  const { digits, ...rest } = opts;
  return {
    key,
    label,
    numeric: true,
    text: (r) => (digits === undefined ? String(value(r)) : value(r).toFixed(digits)),
    sortValue: value,
    ...rest,
  };
}
