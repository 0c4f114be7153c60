import { describe, expect, it } from "vitest";
import { intField, parseCsv, parseCsvRecords, parseCsvTable } from "./parse-csv";

describe("parseCsv", () => {
  it("keys rows by the header and keeps empty fields", () => {
    expect(parseCsv("a,b,c\n1,,3\n4,5,6\n")).toEqual([
      { a: "1", b: "", c: "3" },
      { a: "4", b: "5", c: "6" },
    ]);
  });

  it("handles quoted fields with commas, doubled quotes and newlines", () => {
    const text = 'name,note\r\n"Kardinia Park","forum post, 2017; ""approx"""\r\n"two\nlines",x\r\n';
    expect(parseCsv(text)).toEqual([
      { name: "Kardinia Park", note: 'forum post, 2017; "approx"' },
      { name: "two\nlines", note: "x" },
    ]);
  });

  it("strips a BOM, accepts a missing final newline and skips blank lines", () => {
    expect(parseCsvRecords("\ufeffa,b\n\n1,2")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("rejects rows whose field count differs from the header", () => {
    expect(() => parseCsv("a,b\n1,2,3\n")).toThrow(/record 2 has 3 fields, the header has 2/);
  });

  it("rejects an unterminated quote", () => {
    expect(() => parseCsvRecords('a\n"open')).toThrow(/unterminated/);
  });

  it("finds columns by name and fails on unknown ones", () => {
    const t = parseCsvTable("x,y\n1,2\n");
    expect(t.records[0][t.col("y")]).toBe("2");
    expect(() => t.col("z")).toThrow(/no column "z"/);
  });
});

describe("intField", () => {
  it("reads a whole number, and refuses an empty, fractional or other field naming the row and column", () => {
    expect(intField({ n: "12" }, "n", "row 2")).toBe(12);
    expect(intField({ n: "-3" }, "n", "row 2")).toBe(-3);
    for (const v of ["", "1.5", "x"])
      expect(() => intField({ n: v }, "n", "row 7")).toThrow(
        `row 7: column n is not an integer: ${JSON.stringify(v)}`,
      );
  });
});
