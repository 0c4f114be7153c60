import { describe, expect, it } from "vitest";
import { comparisonData } from "./team-comparison-data";

const row = (name: string, shares: [number, number], displays: [string, string]) => ({
  code: name.toUpperCase(),
  name,
  values: [0, 0] as [number, number],
  displays,
  shares,
});

describe("comparisonData", () => {
  it("puts the first side left of the line and the second right, as percentages", () => {
    expect(comparisonData([row("Disposals", [0.6, 0.4], ["360", "240"])])).toEqual([
      { name: "Disposals", left: -60, right: 40, leftLabel: "360", rightLabel: "240" },
    ]);
  });

  it("keeps the counts as written and the metrics in order", () => {
    const data = comparisonData([
      row("Goals", [1, 0], ["12", "0"]),
      row("Disposal efficiency", [0.5, 0.5], ["71%", "71%"]),
    ]);
    expect(data.map((d) => [d.name, d.leftLabel, d.rightLabel])).toEqual([
      ["Goals", "12", "0"],
      ["Disposal efficiency", "71%", "71%"],
    ]);
    expect(data[0].right).toBe(0);
  });

  it("has no rows for no metrics", () => {
    expect(comparisonData([])).toEqual([]);
  });
});
