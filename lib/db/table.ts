import type { Db } from "./db";

// A stored entity described once: its table, and for each field the column and the column's type.
// The importer's rows, the loader's select and its typed records, and the check of the schema the
// migrations made (tests/service/schema.test.ts) all derive from the one description, so a field
// cannot be written under one name and read under another, or typed one way and stored another.

export type Kind = "int" | "bigint" | "real" | "text" | "boolean" | "date" | "timestamptz" | "jsonb";

interface Column<K extends Kind, T, N extends boolean> {
  column: string;
  kind: K;
  nullable: N;
  _t?: T; // the field's value type (jsonb columns name it), for RecordOf only
}

type Value<K extends Kind, T> = K extends "int" | "bigint" | "real"
  ? number
  : K extends "boolean"
    ? boolean
    : K extends "jsonb"
      ? T
      : string;

// Not null unless wrapped in `nullable`: a flag on the call would be inferred from the table's
// constraint (any column) rather than from the call, and every field would read as nullable.
const column =
  <K extends Kind>(kind: K) =>
  <T = unknown>(name: string): Column<K, T, false> => ({ column: name, kind, nullable: false });

export const int = column("int");
export const bigint = column("bigint");
export const real = column("real");
export const text = column("text");
export const boolean = column("boolean");
/** A date, written and read as YYYY-MM-DD. */
export const date = column("date");
/** An instant, written and read as ISO 8601 in UTC with milliseconds. */
export const timestamptz = column("timestamptz");
export const jsonb = column("jsonb");
/** A column that may hold null. */
export const nullable = <K extends Kind, T>(c: Column<K, T, false>): Column<K, T, true> => ({
  ...c,
  nullable: true,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any column of any kind
type AnyColumn = Column<Kind, any, boolean>;
export interface Table<F extends Record<string, AnyColumn>> {
  name: string;
  fields: F;
  /** The primary key's columns: rows already there are updated (shared reference data) when set. */
  upsertOn?: string[];
  orderBy?: string;
}

/** One stored record of a table, with its fields' types. */
export type RecordOf<T> =
  T extends Table<infer F>
    ? {
        [K in keyof F]: F[K] extends Column<infer Kd, infer V, infer N>
          ? Value<Kd, V> | (N extends true ? null : never)
          : never;
      }
    : never;

export function table<F extends Record<string, AnyColumn>>(
  name: string,
  fields: F,
  opts: { upsertOn?: string[]; orderBy?: string } = {},
): Table<F> {
  return { name, fields, ...opts };
}

const SQL_TYPE: Record<Kind, string> = {
  int: "integer",
  bigint: "bigint",
  real: "real",
  text: "text",
  boolean: "boolean",
  date: "date",
  timestamptz: "timestamp with time zone",
  jsonb: "jsonb",
};

/** The columns as information_schema names them: what the migrations must have made. */
export function schemaOf(t: Table<Record<string, AnyColumn>>) {
  return Object.values(t.fields).map((c) => ({
    column: c.column,
    type: SQL_TYPE[c.kind],
    nullable: c.nullable,
  }));
}

const CHUNK = 5000;

/**
 * Writes records with one statement a chunk: the rows travel as one JSON parameter and PostgreSQL
 * unpacks them (json_populate_recordset), far faster than a statement a row on PGlite. A table with
 * `upsertOn` updates the rows already there.
 */
export async function insertRecords<F extends Record<string, AnyColumn>>(
  db: Db,
  t: Table<F>,
  records: readonly RecordOf<Table<F>>[],
): Promise<void> {
  if (records.length === 0) return;
  const entries = Object.entries(t.fields);
  const cols = entries.map(([, c]) => c.column);
  const list = cols.join(", ");
  let onConflict = "";
  if (t.upsertOn) {
    const updates = cols.filter((c) => !t.upsertOn!.includes(c)).map((c) => `${c} = excluded.${c}`);
    onConflict = ` on conflict (${t.upsertOn.join(", ")}) do ${updates.length ? `update set ${updates.join(", ")}` : "nothing"}`;
  }
  const rows = records.map((r) => Object.fromEntries(entries.map(([f, c]) => [c.column, r[f]])));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.query(
      `insert into ${t.name} (${list}) select ${list} from json_populate_recordset(null::${t.name}, $1::json)${onConflict}`,
      [JSON.stringify(rows.slice(i, i + CHUNK))],
    );
  }
}

/** A column as the loader reads it: dates and instants as text in one fixed format, the rest as stored. */
const valueExpr = (c: AnyColumn) => {
  if (c.kind === "date") return `to_char(${c.column}, 'YYYY-MM-DD')`;
  if (c.kind === "timestamptz")
    return `to_char(${c.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return c.column;
};

// json_build_object takes at most 100 arguments: a name and a value a field.
const MAX_FIELDS = 50;

/**
 * Reads every record of a table in its order, each field of its type. The database writes the whole
 * table as one JSON text (json_agg), which JSON.parse reads natively: row by row, the driver's parse
 * of each row took most of a service's start (the 16,835 matches 596 → 248 ms, the 29,808 box-score
 * rows 663 → 307 ms on PGlite, measured side by side). Numbers come as JSON numbers, jsonb as its
 * value, dates and instants as the text above, null as null: what the rows gave once converted.
 */
export async function readRecords<F extends Record<string, AnyColumn>>(
  db: Db,
  t: Table<F>,
): Promise<RecordOf<Table<F>>[]> {
  const entries = Object.entries(t.fields);
  if (entries.length > MAX_FIELDS)
    throw new Error(`${t.name}: ${entries.length} fields, at most ${MAX_FIELDS}`);
  const object = `json_build_object(${entries.map(([f, c]) => `'${f}', ${valueExpr(c)}`).join(", ")})`;
  const order = t.orderBy ? ` order by ${t.orderBy}` : "";
  const [row] = await db.query<{ records: string }>(
    `select coalesce(json_agg(${object}${order}), '[]')::text as records from ${t.name}`,
  );
  // Each field was built under its own name, of its kind, above.
  return JSON.parse(row.records) as RecordOf<Table<F>>[];
}
