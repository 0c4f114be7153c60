import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countBoxScore, BOX_SCORE_RULES } from "@/lib/service/engine/box-score-rules";
import type { MatchEvents } from "@/lib/service/engine/types";
import { METRICS, type MetricCode } from "@/lib/service/metrics/glossary";
import { AWAY, HOME, fixtureRoster } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { MetricComputer } from "./metric-compute";
import { METRIC_RULES } from "./metric-rules";
import { ZONES } from "./zones";

// Invariants over random matches (short quarters keep each run quick).
const QUARTERS = [240, 240, 240, 240];
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const matches = new Map<number, MatchEvents>();
const matchOf = (seed: number) =>
  matches.get(seed) ?? matches.set(seed, randomMatch(seed, QUARTERS)).get(seed)!;
const roster = fixtureRoster();
const people = roster.players.map((p) => p.personId);
const CREDIT_CODES = METRICS.filter((m) => METRIC_RULES[m.code as MetricCode].kind === "credits").map(
  (m) => m.code as MetricCode,
);
const RUNS = { numRuns: 15 };

/** a and b agree to float precision, for every player and squad on `code`. */
function sameValues(a: MetricComputer[], b: MetricComputer, code: MetricCode) {
  for (const id of people) {
    const sum = a.reduce((s, c) => s + c.player(code, id)!, 0);
    expect(sum, `${code} player ${id}`).toBeCloseTo(b.player(code, id)!, 6);
  }
  for (const squad of [HOME, AWAY]) {
    if (b.squad(code, squad) === null) continue; // a player-only total
    const sum = a.reduce((s, c) => s + c.squad(code, squad)!, 0);
    expect(sum, `${code} squad ${squad}`).toBeCloseTo(b.squad(code, squad)!, 6);
  }
}

describe("statistics invariants over random matches", () => {
  it("gives every player the engine's box score", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const me = matchOf(seed);
        const box = countBoxScore(me.events);
        const c = new MetricComputer(me, {});
        for (const id of people) {
          for (const code of Object.keys(BOX_SCORE_RULES) as MetricCode[]) {
            expect(c.player(code, id)).toBe(box.get(id)?.[code] ?? 0);
          }
        }
      }),
      RUNS,
    );
  });

  it("adds squad points up to the final scoreboard", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const me = matchOf(seed);
        const last = me.events[me.events.length - 1];
        const c = new MetricComputer(me, {});
        expect(c.squad("POINTS", HOME)).toBe(last.homeScore);
        expect(c.squad("POINTS", AWAY)).toBe(last.awayScore);
        // Points from turnovers and stoppages are parts of the points.
        for (const s of [HOME, AWAY]) {
          const parts = c.squad("SCORE_FROM_TURNOVER", s)! + c.squad("SCORE_FROM_STOPPAGE", s)!;
          expect(parts).toBeLessThanOrEqual(c.squad("POINTS", s)!);
        }
      }),
      RUNS,
    );
  });

  it("splits every metric exactly across the six logical zones", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const me = matchOf(seed);
        const whole = new MetricComputer(me, {});
        const parts = ZONES.map((z) => new MetricComputer(me, { zones: [z] }));
        for (const code of CREDIT_CODES) sameValues(parts, whole, code);
      }),
      RUNS,
    );
  });

  it("splits every metric exactly across the five field zones when there was no centre bounce", () => {
    const me = matchOf(11);
    const noCb = { ...me, stoppages: me.stoppages.filter((s) => s.code !== "CENTRE_BOUNCE") };
    const whole = new MetricComputer(noCb, {});
    const parts = ZONES.filter((z) => z !== "CB").map((z) => new MetricComputer(noCb, { zones: [z] }));
    for (const code of CREDIT_CODES) sameValues(parts, whole, code);
    // With the centre bounces, the five field zones miss exactly what CB holds.
    const withCb = ZONES.filter((z) => z !== "CB").map((z) => new MetricComputer(me, { zones: [z] }));
    const cb = new MetricComputer(me, { zones: ["CB"] });
    expect(cb.squad("CLEARANCE_CB", HOME)! + cb.squad("CLEARANCE_CB", AWAY)!).toBeGreaterThan(0);
    sameValues([...withCb, cb], new MetricComputer(me, {}), "CLEARANCE_CB");
  });

  it("splits every metric exactly across periods and across a time cut", () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 0, max: 240 }), (seed, cut) => {
        const me = matchOf(seed);
        const whole = new MetricComputer(me, {});
        const periods = [1, 2, 3, 4].map((p) => new MetricComputer(me, { periods: [p] }));
        const halves = [
          new MetricComputer(me, { toPeriodSeconds: cut }),
          new MetricComputer(me, { fromPeriodSeconds: cut + 1 }),
        ];
        for (const code of CREDIT_CODES) {
          sameValues(periods, whole, code);
          sameValues(halves, whole, code);
        }
        // Time on ground splits by period as well.
        sameValues(periods, whole, "TIME_ON_GROUND");
      }),
      RUNS,
    );
  });

  it("has every event-derived metric credited somewhere in a full match", () => {
    const c = new MetricComputer(randomMatch(5), {});
    const silent = CREDIT_CODES.filter((code) => c.values(code)!.bySquad!.size === 0);
    expect(silent).toEqual([]);
  });
});
