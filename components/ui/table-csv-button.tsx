"use client";

import type { CsvValue } from "@/lib/charts/export-csv";
import { csvFileName, downloadCsvFile } from "@/lib/charts/csv-download";

/**
 * CSV of a season page's table as shown (same columns, same cell text, same order), stamped in "#"
 * lines with what it is, the filters and the address that reproduces it. The match centre's tables
 * use CsvButton, whose stamp names a match.
 */
export function TableCsvButton({
  name,
  fileName,
  header,
  rows,
  filters = [],
}: {
  name: string; // "Ladder after Round 24 · 2024 Toyota AFL Premiership"
  fileName: string; // without .csv
  header: readonly string[];
  rows: () => readonly (readonly CsvValue[])[];
  filters?: readonly string[];
}) {
  return (
    <button
      type="button"
      className="rounded border border-slate-300 px-2 py-1 text-xs hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 print:hidden dark:border-slate-700 dark:hover:bg-slate-800"
      aria-label={`Download ${name} as CSV`}
      onClick={() => {
        const stamp = [
          name,
          `Filters: ${filters.length ? filters.join("; ") : "none"}`,
          `Exported ${new Date().toISOString()}`,
          `View: ${window.location.href}`,
        ];
        downloadCsvFile({ header, rows: rows(), stamp, fileName: csvFileName(fileName) });
      }}
    >
      CSV
    </button>
  );
}
