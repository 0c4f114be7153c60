import type { ReactNode } from "react";

/** A column of an ExportTable: what its cells show and its CSV holds, and how it sorts. */
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
