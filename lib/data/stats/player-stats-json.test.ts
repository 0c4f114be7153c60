import { describe, expect, it } from "vitest";
import { METRICS } from "@/lib/data/metrics/glossary";
import { fixtureRoster } from "@/lib/testing/synthetic-match/match-builder";
import { randomMatch } from "@/lib/testing/synthetic-match/random-match";
import type { StatFilter } from "./filters";
import { playerRows, playerStatistics } from "./player-stats";
import { playerStatisticsJson, statJson } from "./player-stats-json";
import { toStat } from "./format-value";

// The text writer against the object path it replaces on E16: the same bytes as JSON.stringify of
// playerStatistics(...), for every tier, filters that cut the match and that do not, a team, a time
// window, chosen metrics, supplied totals and names that JSON must escape.

const roster = fixtureRoster();
// Names with what JSON escapes (quote, backslash, a control character) and what it does not (é, 𝓐).
const odd = {
  ...roster,
  home: { ...roster.home, name: 'Home "Saints" \\ é' },
  players: roster.players.map((p, i) =>
    i === 0 ? { ...p, displayName: "O'Brien\n", fullname: 'Zoë 𝓐 "Ace" O\'Brien' } : p,
  ),
};
const FILTERS: StatFilter[] = [
  {},
  { periods: [2] },
  { periods: [1], zones: ["F50"] },
  { zones: ["CB", "D50"] },
  { team: "away" },
  { lastXSeconds: 300, periods: [4] },
  { fromPeriodSeconds: 60, toPeriodSeconds: 900 },
  { metrics: ["TIME_ON_GROUND", "KICK_HANDBALL_RATIO", "ACCURACY", "KICK", "BROWNLOW_VOTES"] },
];

describe("player statistics as JSON text", () => {
  for (const seed of [3, 17, 40]) {
    const me = randomMatch(seed, [1800, 1750, 1900, 1820]);
    const totals = new Map(odd.players.map((p, i) => [p.personId, { BROWNLOW_VOTES: i % 4 }]));
    it(`writes JSON.stringify's bytes of the objects: match ${seed}, every tier and filter`, () => {
      let compared = 0;
      for (const tier of ["core", "advanced", "transactional"] as const)
        for (const filter of FILTERS) {
          const objects = playerStatistics(me, odd, filter, tier, { totals });
          const text = playerStatisticsJson(playerRows(me, odd, filter, tier, { totals }), ',"id":"7"');
          expect(text).toBe(JSON.stringify({ ...objects, id: "7" }));
          compared += text.length;
        }
      expect(compared).toBeGreaterThan(1_000_000);
    });
  }

  it("writes each metric's Stat as JSON.stringify does, whatever its format and value", () => {
    for (const def of METRICS)
      for (const v of [0, -0, 1, 7, 12.345, 0.05, 99.95, -3.5, 5023, 1e21, Number.NaN])
        expect(statJson(def, v)).toBe(JSON.stringify(toStat(def, v)));
  });
});
