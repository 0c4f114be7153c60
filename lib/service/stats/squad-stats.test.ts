import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { METRIC_BY_CODE } from "@/lib/service/metrics/glossary";
import { StatSchema, type Stat } from "@/lib/contract/schemas/common";
import {
  AWAY,
  HOME,
  buildMatch,
  ev,
  fixtureRoster,
  person,
} from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { roundForFormat } from "./format-value";
import { squadStatistics, type SquadContext } from "./squad-stats";
import type { Zone } from "./zones";

const roster = fixtureRoster();
const QUARTERS = [240, 240, 240, 240];
const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const zoneSets = fc.subarray(["D50", "DM", "MID", "CB", "AM", "F50"] as Zone[]);

const rows = (seed: number, context: SquadContext, zones: Zone[] = []) => {
  const r = squadStatistics(randomMatch(seed, QUARTERS), roster, { zones }, context, "transactional");
  return new Map(r.squads.map((s) => [s.id, s.statistics]));
};
const byCode = (stats: Stat[]) => new Map(stats.map((s) => [s.code, s]));

describe("squad statistics contexts", () => {
  it("returns valid Stats for squad-level metrics only", () => {
    const r = squadStatistics(randomMatch(3, QUARTERS), roster, {}, "For", "transactional");
    expect(r.squads.map((s) => s.id)).toEqual([HOME, AWAY]);
    for (const st of r.squads[0].statistics) {
      expect(StatSchema.parse(st)).toEqual(st);
      expect(METRIC_BY_CODE.get(st.code)!.level).not.toBe("Player");
    }
    expect(r.squads[0].statistics.map((s) => s.code)).toContain("CHAIN");
  });

  it("gives the home squad's For as the away squad's Against, and the other way round", () => {
    fc.assert(
      fc.property(seeds, zoneSets, (seed, zones) => {
        const f = rows(seed, "For", zones);
        const a = rows(seed, "Against", zones);
        expect(a.get(AWAY)).toEqual(f.get(HOME));
        expect(a.get(HOME)).toEqual(f.get(AWAY));
      }),
      { numRuns: 10 },
    );
  });

  it("gives Diff = For - Against for every metric, in the metric's precision", () => {
    fc.assert(
      fc.property(seeds, zoneSets, (seed, zones) => {
        const f = rows(seed, "For", zones);
        const a = rows(seed, "Against", zones);
        const d = rows(seed, "Diff", zones);
        for (const squad of [HOME, AWAY]) {
          const fs = byCode(f.get(squad)!);
          const as = byCode(a.get(squad)!);
          for (const st of d.get(squad)!) {
            const format = METRIC_BY_CODE.get(st.code)!.format;
            expect(st.value, st.code).toBe(
              roundForFormat(format, fs.get(st.code)!.value - as.get(st.code)!.value),
            );
          }
        }
      }),
      { numRuns: 10 },
    );
  });

  it("equals Diff under PhysicalDiff when no zone is asked for", () => {
    expect(rows(8, "PhysicalDiff")).toEqual(rows(8, "Diff"));
  });

  it("reads both sides from the row squad's end of the ground under PhysicalDiff", () => {
    // Home kicks twice in its attacking 50; away kicks once in ITS attacking 50 (home's defensive
    // 50) and once in its defensive 50 (home's attacking 50). Period 1: home attacks +x.
    const me = buildMatch({
      events: [
        ev({ code: "KICK", personId: person(HOME, 3), x: 70 }),
        ev({ code: "KICK", personId: person(HOME, 3), x: 75 }),
        ev({ code: "KICK", personId: person(AWAY, 3), x: -70 }),
        ev({ code: "KICK", personId: person(AWAY, 3), x: 70 }),
      ],
    });
    const kicks = (context: SquadContext) => {
      const r = squadStatistics(me, roster, { zones: ["F50"], metrics: ["KICK"] }, context, "core");
      return r.squads.map((s) => s.statistics[0].value);
    };
    expect(kicks("For")).toEqual([2, 1]);
    expect(kicks("Against")).toEqual([1, 2]);
    expect(kicks("Diff")).toEqual([1, -1]); // each side's attacking 50 against the other's
    expect(kicks("PhysicalDiff")).toEqual([2 - 1, 1 - 0]); // the same 50 m arc, both squads in it
    const d50 = squadStatistics(me, roster, { zones: ["D50"], metrics: ["KICK"] }, "PhysicalDiff", "core");
    expect(d50.squads.map((s) => s.statistics[0].value)).toEqual([0 - 1, 1 - 2]);
  });

  it("returns only the requested team", () => {
    const r = squadStatistics(randomMatch(2, QUARTERS), roster, { team: "away" }, "Against", "core");
    expect(r.squads.map((s) => s.id)).toEqual([AWAY]);
  });
});
