// CSV of exactly what a table shows: the same header and cell text, rows in the order shown, with the
// export's stamp (match, filters, data time, the link to the view) as leading "#" comment lines, which
// spreadsheet imports and pandas (comment="#") skip.

export type CsvValue = string | number | null | undefined;

/**
 * One field, quoted when it must be (RFC 4180). Text that a spreadsheet would run as a formula gets a
 * leading apostrophe; negative numbers such as "-75" are left alone.
 */
export function csvField(value: CsvValue): string {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+@\t\r]/.test(s) || /^-(?![\d.])/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvRow = (values: readonly CsvValue[]) => values.map(csvField).join(",");

/** The whole file: stamp lines, a blank line, the header, the rows; CRLF line ends as RFC 4180 asks. */
export function buildCsv(
  header: readonly string[],
  rows: readonly (readonly CsvValue[])[],
  stamp: readonly string[] = [],
): string {
  const lines = [
    ...stamp.map((l) => csvField(`# ${l}`)),
    ...(stamp.length ? [""] : []),
    csvRow(header),
    ...rows.map(csvRow),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** The table part of a CSV built by buildCsv, parsed back (for tests and for checking a download). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.filter((r) => !(r.length === 1 && (r[0] === "" || r[0].startsWith("# "))));
}
