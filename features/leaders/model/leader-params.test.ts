import { describe, expect, it } from "vitest";
import { parseLeaderParams } from "./leader-params";

describe("the address", () => {
  const parse = (q: string) =>
    parseLeaderParams(Object.fromEntries(new URLSearchParams(q)), ["DISPOSAL", "GOAL"], [10]);
  it("defaults to disposals, whole season, totals", () => {
    expect(parse("")).toEqual({
      ok: true,
      filters: { metric: "DISPOSAL", period: null, zone: null, squad: null, phase: "all", per: "total" },
    });
    expect(parse("metric=GOAL&period=4&zone=F50&squad=10&phase=finals&per=game")).toMatchObject({
      filters: { metric: "GOAL", period: 4, zone: "F50", squad: 10, phase: "finals", per: "game" },
    });
  });
  it("names what is wrong", () => {
    expect(parse("metric=NOPE")).toEqual({ ok: false, problem: 'Unknown or unavailable metric "NOPE".' });
    expect(parse("period=5")).toMatchObject({ problem: 'Quarter "5" is not one of 1, 2, 3, 4.' });
    expect(parse("zone=X")).toMatchObject({ problem: expect.stringMatching(/^Zone "X" is not one of D50/) });
    expect(parse("squad=11")).toMatchObject({ problem: 'Team "11" is not a team of this season.' });
    expect(parse("phase=pre")).toMatchObject({ problem: expect.stringMatching(/^Phase "pre"/) });
    expect(parse("per=match")).toMatchObject({ problem: expect.stringMatching(/^"per=match"/) });
  });
});
