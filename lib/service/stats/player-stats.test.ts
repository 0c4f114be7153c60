import { describe, expect, it } from "vitest";
import { METRIC_BY_CODE, metricsForTier } from "@/lib/service/metrics/glossary";
import { StatSchema } from "@/lib/contract/schemas/common";
import { MetricTierError, UnknownMetricError } from "./errors";
import { AWAY, HOME, fixtureRoster } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { playerStatistics } from "./player-stats";
import { squadStatistics } from "./squad-stats";

const me = randomMatch(21, [300, 300, 300, 300]);
const roster = fixtureRoster();

describe("player statistics", () => {
  it("lists every rostered player of both squads with valid Stats", () => {
    const r = playerStatistics(me, roster, {}, "core");
    expect(r.matchId).toBe(me.matchId);
    expect(r.squads.map((s) => s.id)).toEqual([HOME, AWAY]);
    expect(r.squads.flatMap((s) => s.players).length).toBe(roster.players.length);
    for (const st of r.squads[0].players[0].statistics) expect(StatSchema.parse(st)).toEqual(st);
  });

  it("returns by default every metric of the caller's tier at player level, and nothing above it", () => {
    for (const tier of ["core", "advanced", "transactional"] as const) {
      const r = playerStatistics(me, roster, {}, tier);
      const codes = r.squads[0].players[2].statistics.map((s) => s.code);
      const expected = metricsForTier(tier)
        .filter((m) => m.level !== "Squad")
        // not derivable from events, and not supplied here
        .filter((m) => !["MARK_DROPPED", "BROWNLOW_VOTES", "PLAYER_RATING"].includes(m.code))
        .map((m) => m.code);
      expect(codes).toEqual(expected);
      for (const code of codes) expect(METRIC_BY_CODE.get(code)!.level).not.toBe("Squad");
    }
  });

  it("returns the asked-for metrics in glossary order, once each", () => {
    const r = playerStatistics(me, roster, { metrics: ["MARK", "KICK", "MARK"] }, "core");
    expect(r.squads[1].players[0].statistics.map((s) => s.code)).toEqual(["KICK", "MARK"]);
  });

  it("refuses a metric above the caller's tier by name with a 403 error", () => {
    const ask = () => playerStatistics(me, roster, { metrics: ["KICK", "PRESSURE_ACT"] }, "core");
    expect(ask).toThrow(MetricTierError);
    try {
      ask();
    } catch (e) {
      expect((e as MetricTierError).status).toBe(403);
      expect((e as MetricTierError).code).toBe("PRESSURE_ACT");
    }
    expect(() => squadStatistics(me, roster, { metrics: ["CLEARANCE_CB"] }, "For", "advanced")).toThrow(
      MetricTierError,
    );
  });

  it("rejects an unknown or wrongly cased metric code with a 400 error, before any tier refusal", () => {
    const ask = (metrics: string[]) => () => playerStatistics(me, roster, { metrics }, "core");
    expect(ask(["NOT_A_METRIC"])).toThrow(UnknownMetricError);
    expect(ask(["kick"])).toThrow(UnknownMetricError);
    expect(ask(["PRESSURE_ACT", "NOPE"])).toThrow(UnknownMetricError);
    try {
      ask(["NOPE"])();
    } catch (e) {
      expect((e as UnknownMetricError).status).toBe(400);
      expect((e as UnknownMetricError).parameter).toBe("metric");
    }
  });

  it("leaves out a metric of the other level instead of failing", () => {
    const r = playerStatistics(me, roster, { metrics: ["CHAIN", "KICK"] }, "advanced");
    expect(r.squads[0].players[0].statistics.map((s) => s.code)).toEqual(["KICK"]);
  });

  it("formats values by the metric's format", () => {
    const r = playerStatistics(
      me,
      roster,
      { metrics: ["TIME_ON_GROUND", "DISPOSAL_EFFICIENCY", "PRESSURE_POINTS"] },
      "advanced",
    );
    const stats = r.squads[0].players[0].statistics;
    expect(stats[0].valueDisplay).toMatch(/^\d{2,}:\d{2}$/);
    expect(stats[0].value).toBe(1200); // person index 1 plays every second of four 300 s quarters
    expect(stats[1].valueDisplay).toMatch(/^\d+\.\d%$/);
    expect(stats[2].valueDisplay).toMatch(/^\d+\.\d$/);
  });
});
