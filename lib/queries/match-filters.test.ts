import { describe, expect, it } from "vitest";
import { searchOf, sdsKey } from "./keys";
import {
  parseEventFilters,
  parseStatsFilters,
  passes,
  playerEventFields,
  toSearchParams,
} from "./match-filters";
import { metricCodes } from "./metric-sets";
import { OP } from "@/lib/contract/operations";

const p = (qs: string) => new URLSearchParams(qs);

describe("match-centre filters in the address", () => {
  it("reads the event maps' filters and ignores values that do not parse", () => {
    expect(parseEventFilters(p("period=2&team=160&player=1056&outcome=GOAL&ends=true"))).toEqual({
      period: 2,
      team: 160,
      player: 1056,
      outcome: "GOAL",
      trueEnds: true,
    });
    expect(parseEventFilters(p("period=9&team=x&outcome=<b>&ends=yes"))).toEqual({
      period: undefined,
      team: undefined,
      player: undefined,
      outcome: undefined,
      trueEnds: false,
    });
  });

  it("passes an event only when every filter given matches", () => {
    const f = parseEventFilters(p("period=2&team=20"));
    expect(passes(f, { period: 2, squadId: 20, playerId: 1, outcome: "GOAL" })).toBe(true);
    expect(passes(f, { period: 3, squadId: 20, playerId: 1, outcome: "GOAL" })).toBe(false);
    expect(passes(f, { period: 2, squadId: 160, playerId: 1, outcome: "GOAL" })).toBe(false);
  });

  it("filters a player's event by its squad and player ids", () => {
    const shot = { period: 3, squad: { id: 20 }, player: { id: 7, fullname: "A Player" } };
    expect(playerEventFields(shot)).toEqual({ period: 3, squadId: 20, playerId: 7, playerName: "A Player" });
    const f = parseEventFilters(p("team=20&player=7&period=3"));
    expect(passes(f, { ...playerEventFields(shot), outcome: "GOAL" })).toBe(true);
    expect(
      passes(f, { ...playerEventFields({ ...shot, player: { id: 8, fullname: "B" } }), outcome: "GOAL" }),
    ).toBe(false);
  });

  it("reads the statistics filters, the time window and the sort", () => {
    expect(
      parseStatsFilters(p("period=1&zone=F50&team=away&from=60&to=600&last=120&metric=scoring")),
    ).toEqual({
      period: 1,
      zone: "F50",
      team: "away",
      fromPeriodSeconds: 60,
      toPeriodSeconds: 600,
      lastXSeconds: 120,
      metricSet: "scoring",
    });
    expect(parseStatsFilters(p("zone=XX&team=both")).zone).toBeUndefined();
  });

  it("names the metrics of a set, one code, or the key set", () => {
    expect(metricCodes("all")).toEqual([]);
    expect(metricCodes("KICK")).toEqual(["KICK"]);
    expect(metricCodes("drop table")).toEqual(metricCodes("key"));
  });

  it("turns Next's searchParams into URLSearchParams, repeats included", () => {
    expect(toSearchParams({ period: ["1", "2"], team: "home", x: undefined }).toString()).toBe(
      "period=1&period=2&team=home",
    );
  });
});

describe("query keys with list parameters", () => {
  it("repeats a list parameter and drops empty lists", () => {
    expect(searchOf({ metric: ["KICK", "MARK"], period: 2 })).toBe("metric=KICK&metric=MARK&period=2");
    expect(sdsKey(OP.getPlayerStatistics, { matchId: 1 }, { metric: [], team: undefined })).toEqual([
      OP.getPlayerStatistics,
      { matchId: 1 },
      {},
    ]);
  });
});
