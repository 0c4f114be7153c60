import { describe, expect, it } from "vitest";
import type { Column } from "./export-column";
import { compare, headerSort, pageOf, shownRange, sortRows, tableSort } from "./table-sort";

type Row = { name: string; n: number };
const columns: Column<Row>[] = [
  { key: "name", label: "Name", text: (r) => r.name, sortValue: (r) => r.name },
  { key: "n", label: "N", text: (r) => String(r.n), sortValue: (r) => r.n, numeric: true },
  { key: "plain", label: "Plain", text: (r) => r.name },
];
const rows: Row[] = [
  { name: "b", n: 10 },
  { name: "A", n: 9 },
  { name: "c", n: 100 },
];

describe("tableSort", () => {
  const sort = { sortParam: "sort", dirParam: "dir", defaultSort: { key: "n", dir: "asc" as const } };
  it("reads the column and direction from the address, else the default; only a sortable column sorts", () => {
    expect(tableSort(new URLSearchParams("sort=name&dir=asc"), sort, columns)).toEqual({
      sortCol: columns[0],
      dir: "asc",
    });
    expect(tableSort(new URLSearchParams(""), sort, columns)).toEqual({ sortCol: columns[1], dir: "asc" });
    expect(tableSort(new URLSearchParams("sort=plain"), sort, columns).sortCol).toBeUndefined();
    expect(tableSort(new URLSearchParams("sort=name"), { dirParam: "dir" }, columns)).toEqual({
      sortCol: undefined,
      dir: "desc",
    });
  });
});

describe("sortRows and compare", () => {
  it("sorts numbers by value and text in English order, either way, leaving the rows given alone", () => {
    expect(sortRows(rows, columns[1], "asc").map((r) => r.n)).toEqual([9, 10, 100]);
    expect(sortRows(rows, columns[0], "desc").map((r) => r.name)).toEqual(["c", "b", "A"]);
    expect(sortRows(rows, undefined, "asc")).toBe(rows);
    expect(rows.map((r) => r.n)).toEqual([10, 9, 100]);
    expect(compare("a", "B")).toBeLessThan(0);
  });
});

describe("pageOf and shownRange", () => {
  it("pages the rows, a page past the end showing the last and a bad one the first", () => {
    expect(pageOf(51, 25, "2")).toEqual({ pages: 3, page: 2 });
    expect(pageOf(51, 25, "9")).toEqual({ pages: 3, page: 3 });
    expect(pageOf(51, 25, "x")).toEqual({ pages: 3, page: 1 });
    expect(pageOf(0, 25, null)).toEqual({ pages: 1, page: 1 });
    expect(pageOf(51, undefined, "2")).toEqual({ pages: 1, page: 1 });
  });
  it("says which rows a page shows, only when there are pages", () => {
    expect(shownRange(2, 3, 25, 25)).toBe(" (26–50 shown)");
    expect(shownRange(3, 3, 25, 1)).toBe(" (51–51 shown)");
    expect(shownRange(1, 1, 25, 10)).toBe("");
  });
});

describe("headerSort", () => {
  it("marks the sorting column and asks for the other way; any other column asks for descending", () => {
    expect(headerSort(true, "desc")).toEqual({ ariaSort: "descending", arrow: "▼", next: "asc" });
    expect(headerSort(true, "asc")).toEqual({ ariaSort: "ascending", arrow: "▲", next: "desc" });
    expect(headerSort(false, "asc")).toEqual({ ariaSort: "none", arrow: "↕", next: "desc" });
    expect(headerSort(false, "desc")).toEqual({ ariaSort: "none", arrow: "↕", next: "desc" });
  });
});
