import { describe, expect, it } from "vitest";
import { countBoxScore, FIDELITY_CODES } from "@/lib/service/engine/box-score-rules";
import { fixtureRoster } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { playerStatisticsFromBoxScore, takesWholeMatch } from "./box-score-statistics";
import { MetricTierError, UnknownMetricError } from "./errors";
import type { StatFilter } from "./filters";
import { playerStatistics } from "./player-stats";

// The box score a match's events count to stands in for the events when a request asks the whole
// match's counted box-score metrics: the same answer, byte for byte (over real matches and the
// service's handler: tests/service/box-score-answer.test.ts). Here on random matches, the box scores
// counted from their own events by the engine's rules, as the engine's fidelity makes the real ones.

const roster = fixtureRoster();

describe("player statistics from the box score held", () => {
  it("equal the events' answer for the counted metrics over the whole match, at every tier", () => {
    for (const seed of [3, 21, 77]) {
      const me = randomMatch(seed, [300, 300, 300, 300]);
      const held = countBoxScore(me.events);
      for (const metrics of [[...FIDELITY_CODES], ["GOAL"], ["MARK", "KICK", "MARK"], ["FREE_KICK_AGAINST"]])
        for (const tier of ["core", "advanced", "transactional"] as const) {
          const f: StatFilter = { metrics };
          const fromHeld = playerStatisticsFromBoxScore(me.matchId, roster, f, tier, held);
          expect(JSON.stringify(fromHeld), `${seed} ${metrics.join()}`).toBe(
            JSON.stringify(playerStatistics(me, roster, f, tier)),
          );
        }
    }
  });

  it("give a player without a row, or without a column in his row, 0, as the engine takes them", () => {
    const me = randomMatch(5, [300, 300, 300, 300]);
    const held = new Map([[roster.players[0].personId, { KICK: 4 }]]);
    const r = playerStatisticsFromBoxScore(me.matchId, roster, { metrics: ["KICK", "GOAL"] }, "core", held)!;
    const values = r.squads.flatMap((s) => s.players.map((p) => p.statistics.map((s) => s.value)));
    expect(values[0]).toEqual([4, 0]);
    expect(values.slice(1).every((v) => v.join() === "0,0")).toBe(true);
  });

  it("decline what the box score does not hold: a filter, no metric named, a metric it does not count", () => {
    const held = countBoxScore(randomMatch(9, [300, 300, 300, 300]).events);
    const declined: StatFilter[] = [
      { metrics: ["GOAL"], periods: [2] },
      { metrics: ["GOAL"], zones: ["F50"] },
      { metrics: ["GOAL"], team: "away" },
      { metrics: ["GOAL"], fromPeriodSeconds: 0 },
      { metrics: ["GOAL"], toPeriodSeconds: 600 },
      { metrics: ["GOAL"], lastXSeconds: 120 },
      {},
      { metrics: [] },
      { metrics: ["GOAL", "METRES_GAINED"] },
      { metrics: ["BROWNLOW_VOTES"] }, // a supplied total, not counted from events
      { metrics: ["KICK_EFFICIENCY"] },
    ];
    for (const f of declined)
      expect(playerStatisticsFromBoxScore(1, roster, f, "transactional", held), JSON.stringify(f)).toBeNull();
    expect(takesWholeMatch({ metrics: ["GOAL"], periods: [], zones: [] })).toBe(true);
  });

  it("refuse an unknown metric (400) and one above the tier (403) as the events' path does", () => {
    const held = new Map<number, Record<string, number>>();
    expect(() =>
      playerStatisticsFromBoxScore(1, roster, { metrics: ["GOAL", "NOPE"] }, "core", held),
    ).toThrow(UnknownMetricError);
    expect(() =>
      playerStatisticsFromBoxScore(1, roster, { metrics: ["GOAL", "METRES_GAINED"] }, "core", held),
    ).toThrow(MetricTierError);
  });
});
