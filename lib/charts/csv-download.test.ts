import { describe, expect, it } from "vitest";
import { csvBlob, csvFileName } from "./csv-download";
import { parseCsv } from "./export-csv";

describe("csvBlob", () => {
  it("is the UTF-8 BOM, then RFC 4180 text with CRLF line ends and quoted fields", async () => {
    const blob = csvBlob({
      header: ["Player", "Goals"],
      rows: [
        ["Nick Daicos, jr", 3],
        ['Said "Kid"', null],
      ],
    });
    expect(blob.type).toBe("text/csv;charset=utf-8");
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text).toBe('Player,Goals\r\n"Nick Daicos, jr",3\r\n"Said ""Kid""",\r\n');
    expect(parseCsv(text)).toEqual([
      ["Player", "Goals"],
      ["Nick Daicos, jr", "3"],
      ['Said "Kid"', ""],
    ]);
  });

  it("writes stamp lines only when given", async () => {
    const plain = await csvBlob({ header: ["a"], rows: [[1]] }).text();
    expect(plain).not.toContain("#");
    const stamped = await csvBlob({ header: ["a"], rows: [[1]], stamp: ["Ladder · 2024"] }).text();
    expect(stamped.replace(/^\uFEFF/, "")).toBe("# Ladder · 2024\r\n\r\na\r\n1\r\n");
  });
});

describe("csvFileName", () => {
  it("folds a title to letters, digits and dashes", () => {
    expect(csvFileName("Ladder after Round 24 · 2024 Toyota AFL Premiership")).toBe(
      "ladder-after-round-24-2024-toyota-afl-premiership.csv",
    );
    expect(csvFileName("Pénzes — Ümlaut")).toBe("penzes-umlaut.csv");
  });
});
