import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MetricTierError } from "./errors";
import {
  buildMatch,
  ev,
  fixtureRoster,
  HOME,
  AWAY,
  person,
} from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { HEADLINE_METRICS, playerLeaders } from "./leaders";
import { playerStatistics } from "./player-stats";

const roster = fixtureRoster();
const jumper = new Map(roster.players.map((p) => [p.personId, p.jumperNumber]));

describe("player leaders", () => {
  it("are the top of player statistics, in order, for the headline metrics by default", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer({ min: 1, max: 10 }),
        fc.subarray([1, 2, 3, 4]),
        (seed, top, periods) => {
          const me = randomMatch(seed, [240, 240, 240, 240]);
          const leaders = playerLeaders(me, roster, { topXPlayers: top, periods }, "core");
          expect(leaders.statistics.map((s) => s.code)).toEqual(
            HEADLINE_METRICS.slice().sort((a, b) => order(a) - order(b)),
          );
          const stats = playerStatistics(me, roster, { periods, metrics: [...HEADLINE_METRICS] }, "core");
          for (const metric of leaders.statistics) {
            const expected = stats.squads
              .flatMap((s) =>
                s.players.map((p) => ({
                  id: p.personId,
                  v: p.statistics.find((x) => x.code === metric.code)!.value,
                })),
              )
              .filter((r) => r.v !== 0)
              .sort((a, b) => b.v - a.v || jumper.get(a.id)! - jumper.get(b.id)! || a.id - b.id)
              .slice(0, top);
            expect(metric.persons.map((p) => [p.personId, p.value])).toEqual(
              expected.map((r) => [r.id, r.v]),
            );
            expect(metric.persons.map((p) => p.order)).toEqual(expected.map((_, i) => i + 1));
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it("shares ranks between equal values and breaks the order by jumper number", () => {
    const kick = (i: number, squad = HOME) => ev({ code: "KICK", personId: person(squad, i) });
    const me = buildMatch({ events: [kick(7), kick(7), kick(4), kick(4), kick(9), kick(2, AWAY)] });
    const r = playerLeaders(me, roster, { metrics: ["KICK"], topXPlayers: 4 }, "core");
    const persons = r.statistics[0].persons;
    expect(persons.map((p) => [p.personId, p.rank, p.order])).toEqual([
      [person(HOME, 4), 1, 1],
      [person(HOME, 7), 1, 2],
      [person(AWAY, 2), 3, 3],
      [person(HOME, 9), 3, 4],
    ]);
    expect(persons[2]).toMatchObject({ squadId: AWAY, squadCode: "AWY", valueDisplay: "1" });
  });

  it("refuses metrics above the tier", () => {
    const me = randomMatch(1, [120]);
    expect(() => playerLeaders(me, roster, { metrics: ["METRES_GAINED"] }, "core")).toThrow(MetricTierError);
  });
});

function order(code: string): number {
  return ["KICK", "HANDBALL", "DISPOSAL", "MARK", "TACKLE", "GOAL", "HITOUT", "CLEARANCE"].indexOf(code);
}
