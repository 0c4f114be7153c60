import { describe, expect, it } from "vitest";
import { StatsParamError } from "./errors";
import { compileFilter, selectEvents, type StatFilter } from "./filters";
import {
  AWAY,
  HOME,
  buildMatch,
  ev,
  fixtureRoster,
  fullStints,
  person,
} from "@/tests/helpers/synthetic-match/match-builder";
import { MetricComputer } from "./metric-compute";
import { playerStatistics } from "./player-stats";
import { CB_INDEX, ZONE_INDEX, type Zone } from "./zones";

// One home player's kicks, each in a known period, second and zone (VENUE 160 m: bands split at ±10).
const H = person(HOME, 3);
const A = person(AWAY, 3);
const me = buildMatch({
  periodSecs: [1800, 1800, 1800, 1700],
  events: [
    ev({ code: "KICK", personId: H, period: 1, periodSecs: 10, x: -70 }), // 1: D50
    ev({ code: "KICK", personId: H, period: 1, periodSecs: 100, x: 0 }), // 2: MID
    ev({ code: "KICK", personId: H, period: 2, periodSecs: 1790, x: -70 }), // 3: F50 (home attacks -x)
    ev({ code: "KICK", personId: H, period: 3, periodSecs: 1750, x: 20 }), // 4: AM
    ev({ code: "KICK", personId: H, period: 4, periodSecs: 5, x: 20 }), // 5: DM
    ev({ code: "KICK", personId: H, period: 4, periodSecs: 1650, x: 0 }), // 6: MID, last 60 s of a 1700 s period
    ev({ code: "KICK", personId: A, period: 1, periodSecs: 1795, x: -70 }), // 7: F50 for the away squad
  ],
  stints: fullStints([H, A], [1800, 1800, 1800, 1700]),
});
const roster = fixtureRoster();
const kicks = (filter: StatFilter, personId = H) => new MetricComputer(me, filter).player("KICK", personId);
const ids = (filter: StatFilter) => selectEvents(me, filter).map((e) => e.id);

describe("statistics filters", () => {
  it("counts everything without a filter", () => {
    expect(kicks({})).toBe(6);
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("selects periods", () => {
    expect(kicks({ periods: [1] })).toBe(2);
    expect(kicks({ periods: [2, 4] })).toBe(3);
    expect(kicks({ periods: [] })).toBe(6);
  });

  it("selects zones from the credited squad's side", () => {
    expect(kicks({ zones: ["F50"] })).toBe(1);
    expect(kicks({ zones: ["F50"] }, A)).toBe(1);
    expect(ids({ zones: ["F50"] })).toEqual([3, 7]);
    expect(kicks({ zones: ["D50", "DM"] })).toBe(2);
    expect(kicks({ zones: ["MID"] })).toBe(2);
    expect(kicks({ zones: ["AM"] })).toBe(1);
    expect(kicks({ zones: ["CB"] })).toBe(0);
  });

  it("rejects an unknown zone", () => {
    expect(() => kicks({ zones: ["F40" as Zone] })).toThrow(StatsParamError);
  });

  it("bounds periodSecs inclusively with from and to", () => {
    expect(kicks({ fromPeriodSeconds: 100 })).toBe(4);
    expect(kicks({ toPeriodSeconds: 100 })).toBe(3);
    expect(kicks({ fromPeriodSeconds: 10, toPeriodSeconds: 10 })).toBe(1);
  });

  it("takes the last X seconds of each period, by that period's own length", () => {
    expect(ids({ lastXSeconds: 60 })).toEqual([3, 4, 6, 7]);
    expect(ids({ lastXSeconds: 10 })).toEqual([3, 7]);
    expect(ids({ lastXSeconds: 60, periods: [4] })).toEqual([6]);
  });

  it("combines conditions with AND", () => {
    expect(ids({ lastXSeconds: 60, zones: ["F50"], periods: [1, 2] })).toEqual([3, 7]);
    expect(ids({ lastXSeconds: 60, zones: ["F50"], periods: [2] })).toEqual([3]);
    expect(ids({ fromPeriodSeconds: 1000, lastXSeconds: 100, periods: [3, 4] })).toEqual([4, 6]);
  });

  it("returns only the requested team's rows", () => {
    const home = playerStatistics(me, roster, { team: "home", metrics: ["KICK"] }, "core");
    expect(home.squads.map((s) => s.id)).toEqual([HOME]);
    const away = playerStatistics(me, roster, { team: "away", metrics: ["KICK"] }, "core");
    expect(away.squads.map((s) => s.id)).toEqual([AWAY]);
    const a = away.squads[0].players.find((p) => p.personId === A)!;
    expect(a.statistics[0].value).toBe(1);
  });

  it("cuts time on ground to the same window, but not to zones", () => {
    const tog = (filter: StatFilter) => new MetricComputer(me, filter).player("TIME_ON_GROUND", H);
    expect(tog({})).toBe(1800 * 3 + 1700);
    expect(tog({ periods: [4] })).toBe(1700);
    expect(tog({ lastXSeconds: 60 })).toBe(240);
    expect(tog({ fromPeriodSeconds: 100, toPeriodSeconds: 200, periods: [1] })).toBe(100);
    expect(tog({ zones: ["F50"] })).toBe(tog({}));
    const pct = new MetricComputer(me, { lastXSeconds: 60 }).player("TIME_ON_GROUND_PCT", H);
    expect(pct).toBe(100);
  });
});

describe("compileFilter, directly", () => {
  it("names an unknown zone", () => {
    expect(() => compileFilter(me, { zones: ["MID", "F40" as Zone] })).toThrow("Unknown zone F40");
    let err: unknown;
    try {
      compileFilter(me, { zones: ["F40" as Zone] });
    } catch (e) {
      err = e;
    }
    expect(err).toMatchObject({ status: 400, parameter: "zone" });
  });

  it("says when the filter cuts the match (match totals cannot be split that way)", () => {
    const narrows = (f: StatFilter) => compileFilter(me, f).narrows;
    expect(narrows({})).toBe(false);
    expect(narrows({ periods: [1, 2, 3, 4], team: "home", metrics: ["KICK"] })).toBe(false);
    expect(narrows({ periods: [4, 3, 2, 1, 1] })).toBe(false);
    expect(narrows({ zones: ["D50", "DM", "MID", "CB", "AM", "F50"] })).toBe(false);
    expect(narrows({ periods: [1, 2, 3] })).toBe(true);
    expect(narrows({ periods: [2] })).toBe(true);
    expect(narrows({ zones: ["CB"] })).toBe(true);
    expect(narrows({ fromPeriodSeconds: 0 })).toBe(true);
    expect(narrows({ toPeriodSeconds: 9999 })).toBe(true);
    expect(narrows({ lastXSeconds: 9999 })).toBe(true);
    // A period the events reach beyond the periods listed with a length (extra time) counts too.
    const extra = buildMatch({ periodSecs: [1800], events: [ev({ code: "KICK", personId: H, period: 2 })] });
    expect(compileFilter(extra, { periods: [1] }).narrows).toBe(true);
    expect(compileFilter(extra, { periods: [1, 2] }).narrows).toBe(false);
  });

  it("names the squad whose rows are wanted", () => {
    expect(compileFilter(me, {}).teamSquadId).toBeNull();
    expect(compileFilter(me, { team: "home" }).teamSquadId).toBe(HOME);
    expect(compileFilter(me, { team: "away" }).teamSquadId).toBe(AWAY);
  });

  it("gives each period's time window, inclusive", () => {
    expect(compileFilter(me, {}).window(1)).toEqual([-Infinity, Infinity]);
    expect(compileFilter(me, { lastXSeconds: 60 }).window(4)).toEqual([1640, Infinity]);
    expect(compileFilter(me, { lastXSeconds: 60, fromPeriodSeconds: 1700 }).window(4)).toEqual([
      1700,
      Infinity,
    ]);
    expect(compileFilter(me, { lastXSeconds: 60, toPeriodSeconds: 1750 }).window(1)).toEqual([1740, 1750]);
    const f = compileFilter(me, { fromPeriodSeconds: 10, toPeriodSeconds: 20 });
    const at = (periodSecs: number) => f.accepts({ period: 1, periodSecs, squadId: HOME, zone: 2 });
    expect([at(9), at(10), at(20), at(21)]).toEqual([false, true, true, false]);
    expect(compileFilter(me, { periods: [2] }).periodOk(2)).toBe(true);
    expect(compileFilter(me, { periods: [2] }).periodOk(1)).toBe(false);
    expect(compileFilter(me, {}).periodOk(7)).toBe(true);
  });

  it("reads zones from another squad's side when asked (PhysicalDiff), CB staying CB", () => {
    const f = compileFilter(me, { zones: ["D50"] });
    const awayF50 = { period: 1, periodSecs: 0, squadId: AWAY, zone: ZONE_INDEX.F50 };
    expect(f.accepts(awayF50)).toBe(false);
    expect(f.accepts(awayF50, HOME)).toBe(true); // the away squad's forward 50 is home's defensive 50
    expect(f.accepts(awayF50, AWAY)).toBe(false);
    expect(f.accepts({ ...awayF50, zone: ZONE_INDEX.D50 }, AWAY)).toBe(true);
    const cb = compileFilter(me, { zones: ["CB"] });
    expect(cb.accepts({ ...awayF50, zone: CB_INDEX }, HOME)).toBe(true);
    expect(compileFilter(me, { zones: ["AM"] }).accepts({ ...awayF50, zone: ZONE_INDEX.DM }, HOME)).toBe(
      true,
    );
  });
});
