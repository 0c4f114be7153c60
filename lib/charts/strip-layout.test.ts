import { describe, expect, it } from "vitest";
import { CHAR, packRows, wrapWords } from "./strip-layout";

describe("items packed in rows", () => {
  it("keeps items on one row while they fit, then starts the next at its left", () => {
    expect(packRows([40, 40, 40], 100)).toEqual([
      { x: 0, row: 0 },
      { x: 40, row: 0 },
      { x: 0, row: 1 },
    ]);
  });

  it("gives an item wider than the strip a row of its own rather than an empty row before it", () => {
    expect(packRows([150, 30], 100)).toEqual([
      { x: 0, row: 0 },
      { x: 0, row: 1 },
    ]);
  });

  it("fills a row exactly to its width", () => {
    expect(packRows([50, 50, 1], 100).map((p) => p.row)).toEqual([0, 0, 1]);
  });
});

describe("words wrapped to a width", () => {
  it("is one line when the text fits, and keeps every word in order when it does not", () => {
    const text = "Goal at the top. Both teams' shots toward the goal they attacked";
    expect(wrapWords(text, 1000)).toEqual([text]);
    const lines = wrapWords(text, 20 * CHAR);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(" ")).toBe(text);
    for (const l of lines) expect(l.length * CHAR).toBeLessThanOrEqual(20 * CHAR);
  });

  it("puts a word longer than the width on its own line", () => {
    expect(wrapWords("a supercalifragilistic b", 5 * CHAR)).toEqual(["a", "supercalifragilistic", "b"]);
  });
});
