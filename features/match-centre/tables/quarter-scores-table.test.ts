import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { matchScores } from "@/tests/helpers/match-scores";
import { QuarterScoresTable } from "./quarter-scores-table";

// A match half way through its second quarter: 5.1 and 2.3 at the first break, 7.2 and 3.4 now.
const score = matchScores(
  [
    [5, 1],
    [7, 2],
  ],
  [
    [2, 3],
    [3, 4],
  ],
);
const headers = (live: boolean) =>
  [
    ...renderToStaticMarkup(createElement(QuarterScoresTable, { score, live })).matchAll(
      /<th[^>]*>(.*?)<\/th>/g,
    ),
  ]
    .map((m) => m[1].replace(/<[^>]+>/g, ""))
    .slice(0, 6);

describe("the score by quarter", () => {
  it("heads its last column Now while the match is in play, and Final once it is over", () => {
    expect(headers(true)).toEqual(["Team", "Q1", "Q2", "Q3", "Q4", "Now"]);
    expect(headers(false)).toEqual(["Team", "Q1", "Q2", "Q3", "Q4", "Final"]);
  });
});

describe("the score by quarter on a phone", () => {
  const html = renderToStaticMarkup(createElement(QuarterScoresTable, { score, live: true }));
  const rows = [...html.matchAll(/<tr data-testid="quarter-row">(.*?)<\/tr>/g)].map((m) => m[1]);
  const text = (cell: string) => cell.replace(/<[^>]+>/g, "");

  it("names each team by its code, drawn from an attribute: the row header's text is its full name", () => {
    const header = rows.map((r) => /<th[^>]*>(.*?)<\/th>/.exec(r)![1]);
    expect(header.map(text)).toEqual([score.home.name, score.away.name]);
    expect(header.map((h) => /data-short="([^"]*)"/.exec(h)?.[1])).toEqual([
      score.home.code,
      score.away.code,
    ]);
  });

  it("puts each score's points on a line of their own there, its text still the score", () => {
    const cells = rows.map((r) => [...r.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]));
    expect(cells.map((r) => r.map(text))).toEqual([
      ["5.1 (31)", "7.2 (44)", "–", "–", "7.2 (44)"],
      ["2.3 (15)", "3.4 (22)", "–", "–", "3.4 (22)"],
    ]);
    expect(cells[0][1]).toContain('7.2<span class="max-sm:block"> (44)</span>');
  });
});
