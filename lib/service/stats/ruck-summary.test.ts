import { roundForFormat } from "./format-value";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AWAY, HOME, fixtureRoster } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { MetricComputer } from "./metric-compute";
import { ruckContestSummary } from "./ruck-summary";
import { RuckContestSummarySchema, type RuckLine } from "./schemas";

const roster = fixtureRoster();
const KEYS = ["contests", "hitouts", "hitoutsToAdvantage", "firstPossessionsAfterHitout"] as const;
const sum = (lines: RuckLine[], k: (typeof KEYS)[number]) => lines.reduce((n, l) => n + l[k], 0);

describe("ruck contest summary", () => {
  it("counts every stoppage as a contest for each squad and adds rucks up to the squad", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
        const me = randomMatch(seed, [300, 300, 300, 300]);
        const r = RuckContestSummarySchema.parse(ruckContestSummary(me, roster));
        const c = new MetricComputer(me, {});
        for (const s of r.squads) {
          expect(s.totals.contests).toBe(me.stoppages.length);
          expect(s.totals.hitouts).toBe(c.squad("HITOUT", s.id));
          expect(s.totals.hitoutsToAdvantage).toBe(c.squad("HITOUT_TO_ADVANTAGE", s.id));
          // Every hitout has a known ruck; contests of unidentified rucks are the squad's only.
          expect(sum(s.rucks, "hitouts")).toBe(s.totals.hitouts);
          expect(sum(s.rucks, "contests")).toBeLessThanOrEqual(s.totals.contests);
          for (const ruck of s.rucks) {
            expect(ruck.contests).toBe(c.player("RUCK_CONTEST", ruck.personId));
            // Published to one decimal, half away from zero.
            expect(ruck.hitoutWinPct).toBe(
              roundForFormat("Percentage One Decimal", (ruck.hitouts / ruck.contests) * 100),
            );
          }
        }
        const both = r.squads[0].totals.hitouts + r.squads[1].totals.hitouts;
        expect(both).toBe(me.stoppages.filter((s) => s.hitoutTrxId !== null).length);
      }),
      { numRuns: 15 },
    );
  });

  it("splits exactly by stoppage type", () => {
    const me = randomMatch(12, [600, 600, 600, 600]);
    const all = ruckContestSummary(me, roster);
    const parts = (["CENTRE_BOUNCE", "BALL_UP", "THROW_IN"] as const).map((t) =>
      ruckContestSummary(me, roster, { stoppageTypes: [t] }),
    );
    for (const [i, squad] of [HOME, AWAY].entries()) {
      expect(all.squads[i].id).toBe(squad);
      for (const k of KEYS)
        expect(parts.reduce((n, p) => n + p.squads[i].totals[k], 0)).toBe(all.squads[i].totals[k]);
    }
    expect(parts[0].stoppageTypes).toEqual(["CENTRE_BOUNCE"]);
    expect(parts[0].squads[0].totals.contests).toBe(
      me.stoppages.filter((s) => s.code === "CENTRE_BOUNCE").length,
    );
  });
});
