import type { Db, Row } from "./db";

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

const selectExpr = (c: AnyColumn, field: string) => {
  if (c.kind === "date") return `to_char(${c.column}, 'YYYY-MM-DD') as "${field}"`;
  if (c.kind === "timestamptz")
    return `to_char(${c.column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "${field}"`;
  return `${c.column} as "${field}"`;
};

/** Reads every record of a table in its order, each field converted to its type. */
export async function readRecords<F extends Record<string, AnyColumn>>(
  db: Db,
  t: Table<F>,
): Promise<RecordOf<Table<F>>[]> {
  const entries = Object.entries(t.fields);
  const sql = `select ${entries.map(([f, c]) => selectExpr(c, f)).join(", ")} from ${t.name}${t.orderBy ? ` order by ${t.orderBy}` : ""}`;
  const rows = await db.query<Row>(sql);
  // The drivers give bigint and real as strings or numbers by driver and type: numbers here.
  const numeric = entries.filter(([, c]) => c.kind === "bigint" || c.kind === "real").map(([f]) => f);
  if (numeric.length) for (const r of rows) for (const f of numeric) if (r[f] !== null) r[f] = Number(r[f]);
  // Each field was selected under its own name and converted to its kind above.
  return rows as RecordOf<Table<F>>[];
}
