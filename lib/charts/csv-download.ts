// Every CSV the app offers is downloaded here, one way: RFC 4180 text (buildCsv: quoted fields, CRLF),
// a UTF-8 byte-order mark first so that spreadsheet programs read the names' accents right, and a Blob
// rather than a data: address (no size limit, no encoding of the whole file into a URL). Browser-only.
import { buildCsv, type CsvValue } from "./export-csv";
import { slug } from "./export-stamp";

export interface CsvDownload {
  header: readonly string[];
  rows: readonly (readonly CsvValue[])[];
  /** Lines saying what the file is, written first as "# " lines; none when left out. */
  stamp?: readonly string[];
  /** The file's name, ".csv" added when missing. */
  fileName: string;
}

/** The bytes of the file: the BOM, then the CSV. */
export function csvBlob(d: Omit<CsvDownload, "fileName">): Blob {
  return new Blob(["\uFEFF", buildCsv(d.header, d.rows, d.stamp ?? [])], { type: "text/csv;charset=utf-8" });
}

/** A CSV file's name from a title ("Ladder · 2024" → "ladder-2024.csv"). */
export const csvFileName = (title: string) => `${slug(title)}.csv`;

export function downloadCsvFile(d: CsvDownload): void {
  const url = URL.createObjectURL(csvBlob(d));
  const a = document.createElement("a");
  a.href = url;
  a.download = d.fileName.endsWith(".csv") ? d.fileName : `${d.fileName}.csv`;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  // The download has taken the bytes by the next turn of the loop; the address is then let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
