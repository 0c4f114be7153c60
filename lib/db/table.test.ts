import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "./db";
import { openPglite } from "./pglite-db";
import {
  bigint,
  boolean,
  date,
  insertRecords,
  int,
  jsonb,
  nullable,
  readRecords,
  real,
  table,
  text,
  timestamptz,
  type RecordOf,
} from "./table";

// The loader's read of a table (one JSON text from the database) against values written here: every
// kind, nulls, the table's order, and the one limit it has.
const KINDS = table(
  "kinds_probe",
  {
    id: int("id"),
    big: bigint("big"),
    ratio: real("ratio"),
    name: text("name"),
    flag: boolean("flag"),
    day: date("day"),
    at: timestamptz("at"),
    extra: jsonb<{ a: number[]; b: string | null }>("extra"),
    maybe: nullable(int("maybe")),
    note: nullable(text("note")),
  },
  { orderBy: "id desc" },
);
type Kinds = RecordOf<typeof KINDS>;

const ROWS: Kinds[] = [
  {
    id: 1,
    big: 9_007_199_254_740_991,
    ratio: 0.3,
    name: 'quote " and \\ backslash, ünïcode',
    flag: true,
    day: "2024-09-28",
    at: "2024-09-28T04:30:00.000Z",
    extra: { a: [1, 2], b: null },
    maybe: null,
    note: null,
  },
  {
    id: 3,
    big: -5,
    ratio: 126.7,
    name: "",
    flag: false,
    day: "1897-05-08",
    at: "1897-05-08T05:15:30.250Z",
    extra: { a: [], b: "x" },
    maybe: 0,
    note: "kept",
  },
  {
    id: 2,
    big: 0,
    ratio: -1.5,
    name: "two",
    flag: true,
    day: "2000-02-29",
    at: "2000-02-29T23:59:59.999Z",
    extra: { a: [7], b: "" },
    maybe: 42,
    note: "",
  },
];

let db: Db;
beforeAll(async () => {
  db = await openPglite("memory://");
  await db.exec(`create table kinds_probe (id integer primary key, big bigint not null, ratio real not null,
    name text not null, flag boolean not null, day date not null, at timestamp with time zone not null,
    extra jsonb not null, maybe integer, note text);
    create table empty_probe (id integer primary key)`);
  await insertRecords(db, KINDS, ROWS);
}, 60_000);
afterAll(() => db?.close());

describe("readRecords", () => {
  it("gives back every kind as written, nulls as null, in the table's order", async () => {
    const read = await readRecords(db, KINDS);
    expect(read).toEqual([ROWS[1], ROWS[2], ROWS[0]]);
    // Numbers are numbers (a driver gives bigint and real as strings), jsonb its value.
    expect(read.map((r) => [typeof r.big, typeof r.ratio, typeof r.extra])).toEqual(
      Array(3).fill(["number", "number", "object"]),
    );
  });

  it("gives an empty table as no records", async () => {
    expect(await readRecords(db, table("empty_probe", { id: int("id") }))).toEqual([]);
  });

  it("refuses a table of more fields than one JSON object can be built from", async () => {
    const fields = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, int(`f${i}`)]));
    await expect(readRecords(db, table("wide_probe", fields))).rejects.toThrow(
      "wide_probe: 51 fields, at most 50",
    );
  });
});
