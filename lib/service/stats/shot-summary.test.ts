import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AWAY, HOME, fixtureRoster, person } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { MetricComputer } from "./metric-compute";
import { PlayerShotSummarySchema, SquadShotSummarySchema, type ShotSummary } from "./schemas";
import { playerShotSummary, squadShotSummary } from "./shot-summary";

const roster = fixtureRoster();
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const COUNTS = ["shots", "goals", "behinds", "misses", "points"] as const;

function addsUp(summaries: ShotSummary[]) {
  const [all, gp, set] = ["All", "GeneralPlay", "SetShot"].map((t) => summaries.find((s) => s.type === t)!);
  for (const s of summaries) {
    expect(s.points).toBe(s.goals * 6 + s.behinds);
    expect(s.goals + s.behinds + s.misses).toBe(s.shots);
  }
  for (const k of COUNTS) expect(all[k], k).toBe(gp[k] + set[k]);
  expect(all.pointsExpected).toBeCloseTo(gp.pointsExpected + set.pointsExpected, 0);
}

describe("shot summaries", () => {
  it("add up: points from goals and behinds, All = GeneralPlay + SetShot, players = squad", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const me = randomMatch(seed, [300, 300, 300, 300]);
        const players = PlayerShotSummarySchema.parse(
          playerShotSummary(me, roster, { includeAllShotSummaries: true }),
        );
        const squads = SquadShotSummarySchema.parse(
          squadShotSummary(me, roster, { includeAllShotSummaries: true }),
        );
        const c = new MetricComputer(me, {});
        for (const p of players.players) addsUp(p.summaries);
        for (const s of squads.squads) {
          addsUp(s.summaries);
          const all = s.summaries[0];
          const mine = players.players.filter((p) => p.squad.id === s.id).map((p) => p.summaries[0]);
          for (const k of COUNTS) expect(mine.reduce((n, x) => n + x[k], 0)).toBe(all[k]);
          expect(all.shots).toBe(c.squad("SHOT_AT_GOAL", s.id));
          expect(all.goals).toBe(c.squad("GOAL", s.id));
          expect(all.pointsExpected).toBeCloseTo(c.squad("POINTS_EXPECTED", s.id)!, 0);
        }
      }),
      { numRuns: 15 },
    );
  });

  it("lists only players and types with shots unless asked for all", () => {
    const me = randomMatch(9, [600, 600, 600, 600]);
    const some = playerShotSummary(me, roster, {});
    expect(some.players.length).toBeGreaterThan(0);
    expect(some.players.length).toBeLessThan(roster.players.length);
    for (const p of some.players) for (const s of p.summaries) expect(s.shots).toBeGreaterThan(0);
    const everyone = playerShotSummary(me, roster, { includeAllShotSummaries: true });
    expect(everyone.players.length).toBe(roster.players.length);
    for (const p of everyone.players)
      expect(p.summaries.map((s) => s.type)).toEqual(["All", "GeneralPlay", "SetShot"]);
  });

  it("filters by type, player and team", () => {
    const me = randomMatch(9, [600, 600, 600, 600]);
    const set = playerShotSummary(me, roster, { type: "SetShot", includeAllShotSummaries: true });
    for (const p of set.players) expect(p.summaries.map((s) => s.type)).toEqual(["SetShot"]);
    const one = playerShotSummary(me, roster, { personId: person(HOME, 3), includeAllShotSummaries: true });
    expect(one.players.map((p) => p.personId)).toEqual([person(HOME, 3)]);
    const away = squadShotSummary(me, roster, { team: "away", includeAllShotSummaries: true });
    expect(away.squads.map((s) => s.id)).toEqual([AWAY]);
  });
});
