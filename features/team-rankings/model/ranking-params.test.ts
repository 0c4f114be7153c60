import { describe, expect, it } from "vitest";
import { parseRankingParams, publicRankingParams } from "./ranking-params";

const METRICS = ["SCORE", "INSIDE_50"];
const ROUNDS = [0, 1, 2, 3];
const parse = (sp: Record<string, string>) => parseRankingParams(sp, METRICS, ROUNDS);

describe("parseRankingParams", () => {
  it("defaults to the season, the clubs' own figures, sorted best first by the first measure", () => {
    expect(parse({})).toEqual({
      ok: true,
      filters: {
        window: { kind: "season" },
        side: "for",
        sort: "SCORE",
        dir: "asc",
        chart: "SCORE",
        quarter: null,
        zone: null,
      },
    });
  });
  it("reads a round (the Opening Round is 0) and the last five", () => {
    expect(parse({ round: "0" })).toMatchObject({
      ok: true,
      filters: { window: { kind: "round", round: 0 } },
    });
    expect(parse({ period: "last5" })).toMatchObject({ ok: true, filters: { window: { kind: "last5" } } });
  });
  it("charts the sorted measure unless told", () => {
    expect(parse({ sort: "INSIDE_50" })).toMatchObject({ ok: true, filters: { chart: "INSIDE_50" } });
    expect(parse({ sort: "club", chart: "INSIDE_50" })).toMatchObject({
      ok: true,
      filters: { chart: "INSIDE_50" },
    });
  });
  it("names what is wrong with a bad address", () => {
    expect(parse({ round: "9" })).toEqual({
      ok: false,
      problem: 'Round "9" is not a home-and-away round played this season.',
    });
    expect(parse({ round: "1", period: "last5" })).toMatchObject({ ok: false });
    expect(parse({ period: "last3" })).toMatchObject({ ok: false });
    expect(parse({ sort: "TACKLE" })).toEqual({
      ok: false,
      problem: 'Unknown or unavailable column "TACKLE".',
    });
    expect(parse({ chart: "TACKLE" })).toMatchObject({ ok: false });
    expect(parse({ side: "both" })).toMatchObject({ ok: false });
    expect(parse({ quarter: "5" })).toMatchObject({ ok: false });
    expect(parse({ zone: "X" })).toMatchObject({ ok: false });
  });
});

describe("publicRankingParams", () => {
  it("drops the coaches' quarter and zone cuts and keeps the rest of the address", () => {
    expect(
      publicRankingParams({ round: "5", quarter: "2", zone: "D50", sort: "KICK", chart: ["GOAL"] }),
    ).toEqual({
      round: "5",
      sort: "KICK",
      chart: ["GOAL"],
    });
    expect(publicRankingParams({})).toEqual({});
  });
});
