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
