import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { MatchScores } from "@/lib/contract";
import { QuarterScoresTable } from "./quarter-scores-table";

// A match half way through its second quarter: 5.1 and 2.3 at the first break, 7.2 and 3.4 now.
const period = (n: number, g: number, b: number) => ({
  period: n,
  goals: 0,
  behinds: 0,
  points: 0,
  margin: 0,
  result: "",
  resultCode: "",
  goalsCumulative: g,
  behindsCumulative: b,
  pointsCumulative: g * 6 + b,
  marginCumulative: 0,
});
const side = (id: number, name: string, periods: ReturnType<typeof period>[]) => {
  const last = periods.at(-1)!;
  return {
    id,
    name,
    code: name.slice(0, 3).toUpperCase(),
    goals: last.goalsCumulative,
    behinds: last.behindsCumulative,
    points: last.pointsCumulative,
    margin: 0,
    result: "In progress",
    resultCode: "IN_PROGRESS",
    periods,
  };
};
const score: MatchScores = {
  matchId: 1,
  result: "In progress",
  resultCode: "IN_PROGRESS",
  winningSquadId: null,
  home: side(1, "Hawks", [period(1, 5, 1), period(2, 7, 2)]),
  away: side(2, "Rovers", [period(1, 2, 3), period(2, 3, 4)]),
};
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
