// A small RFC 4180 CSV parser. The project's data files are plain CSV written by a script, but
// venues.csv quotes fields that contain commas, so a naive split(",") is not enough. No dependency:
// the files are small (the largest is ~4 MB) and a single pass over the characters is fast enough.

export type CsvRow = Record<string, string>;

/** Splits CSV text into rows of raw fields. Handles quoted fields, doubled quotes, CRLF and a BOM. */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let fieldStart = true; // a quote only opens a quoted field at the start of a field
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;

  const endRecord = (): void => {
    record.push(field);
    field = "";
    // A record that is one empty field is a blank line (e.g. the trailing newline): skip it.
    if (!(record.length === 1 && record[0] === "")) records.push(record);
    record = [];
    fieldStart = true;
  };

  while (i < n) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && fieldStart) {
      inQuotes = true;
      fieldStart = false;
      i += 1;
      continue;
    }
    if (ch === ",") {
      record.push(field);
      field = "";
      fieldStart = true;
      i += 1;
      continue;
    }
    if (ch === "\r" || ch === "\n") {
      endRecord();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      continue;
    }
    // Fast path: copy a run of ordinary characters at once.
    let j = i + 1;
    while (j < n) {
      const c = text[j];
      if (c === "," || c === "\r" || c === "\n" || c === '"') break;
      j += 1;
    }
    field += text.slice(i, j);
    fieldStart = false;
    i = j;
  }
  if (inQuotes) throw new Error("CSV: unterminated quoted field at end of input");
  if (field !== "" || record.length > 0) endRecord();
  return records;
}

export interface CsvTable {
  header: string[];
  records: string[][];
  /** Index of a column; throws when the file has no such column. */
  col(name: string): number;
}

/**
 * Parses CSV text whose first record is a header, keeping records as arrays (cheap for big files).
 * Every record must have as many fields as the header: a short or long record means a broken file,
 * and we would rather fail loudly than load misaligned columns.
 */
export function parseCsvTable(text: string): CsvTable {
  const all = parseCsvRecords(text);
  const header = all.length > 0 ? all[0] : [];
  const records = all.slice(1);
  records.forEach((fields, r) => {
    if (fields.length !== header.length) {
      throw new Error(`CSV: record ${r + 2} has ${fields.length} fields, the header has ${header.length}`);
    }
  });
  const index = new Map(header.map((h, i) => [h, i]));
  return {
    header,
    records,
    col(name: string): number {
      const i = index.get(name);
      if (i === undefined) throw new Error(`CSV: no column ${JSON.stringify(name)}`);
      return i;
    },
  };
}

/** Parses CSV text whose first record is a header into header-keyed rows. */
export function parseCsv(text: string): CsvRow[] {
  const { header, records } = parseCsvTable(text);
  return records.map((fields) => {
    const row: CsvRow = {};
    for (let c = 0; c < header.length; c += 1) row[header[c]] = fields[c];
    return row;
  });
}

/** A whole-number field of a row, or an error naming the row (`where`), the column and the value. */
export const intField = (row: CsvRow, key: string, where: string): number => {
  const v = row[key] === "" ? NaN : Number(row[key]);
  if (!Number.isInteger(v))
    throw new Error(`${where}: column ${key} is not an integer: ${JSON.stringify(row[key])}`);
  return v;
};
