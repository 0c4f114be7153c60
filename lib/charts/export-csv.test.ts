import { describe, expect, it } from "vitest";
import { buildCsv, csvField, parseCsv } from "./export-csv";

describe("csvField", () => {
  it("quotes fields with commas, quotes, line breaks or edge spaces", () => {
    expect(csvField("Sydney")).toBe("Sydney");
    expect(csvField("Heeney, Isaac")).toBe('"Heeney, Isaac"');
    expect(csvField('the "Bloods"')).toBe('"the ""Bloods"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(" padded")).toBe('" padded"');
  });

  it("writes numbers as shown, negatives included, and empty cells for missing values", () => {
    expect(csvField(-75)).toBe("-75");
    expect(csvField("-12.5")).toBe("-12.5");
    expect(csvField(64.3)).toBe("64.3");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("@x")).toBe("'@x");
    expect(csvField("-x")).toBe("'-x");
  });
});

describe("buildCsv", () => {
  const header = ["Player", "Team", "Kicks"];
  const rows = [
    ["L. Neale", "Brisbane Lions", 23],
    ["I. Heeney", "Sydney", 19],
  ];

  it("writes the stamp as comment lines, then the header and the rows in the order given", () => {
    const csv = buildCsv(header, rows, ["Sydney v Brisbane Lions (match 2024216) · Stats", "Filters: none"]);
    expect(csv.split("\r\n")).toEqual([
      "# Sydney v Brisbane Lions (match 2024216) · Stats",
      "# Filters: none",
      "",
      "Player,Team,Kicks",
      "L. Neale,Brisbane Lions,23",
      "I. Heeney,Sydney,19",
      "",
    ]);
  });

  it("round-trips through parseCsv, which drops the stamp", () => {
    const tricky = [['O\'Brien, "Rhys"', "Line\nbreak", -3]];
    const csv = buildCsv(header, tricky, ["View: http://x/matches/1/stats?period=2&team=home"]);
    expect(parseCsv(csv)).toEqual([header, ['O\'Brien, "Rhys"', "Line\nbreak", "-3"]]);
  });

  it("has just a header for an empty table", () => {
    expect(parseCsv(buildCsv(header, []))).toEqual([header]);
  });
});
