import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { METRICS, type MetricCode } from "@/lib/service/metrics/glossary";
import { NotTimeCodedError, StatsParamError } from "./errors";
import { AWAY, HOME, fixtureRoster } from "@/tests/helpers/synthetic-match/match-builder";
import { randomMatch } from "@/tests/helpers/synthetic-match/random-match";
import { flowStatistics } from "./flow";
import { MetricComputer } from "./metric-compute";
import { FlowStatisticsSchema } from "./schemas";
import type { Zone } from "./zones";

const roster = fixtureRoster();
const TIMED = METRICS.filter((m) => m.timeCoded).map((m) => m.code);

describe("time-coded statistics", () => {
  it("has rows that add up to player and squad statistics under the same filters", () => {
    const zones = fc.subarray(["D50", "DM", "MID", "CB", "AM", "F50"] as Zone[]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.subarray([1, 2, 3, 4]),
        zones,
        (seed, periods, z) => {
          const me = randomMatch(seed, [200, 200, 200, 200]);
          const flow = flowStatistics(me, roster, { metrics: TIMED, periods, zones: z }, "transactional");
          FlowStatisticsSchema.parse(flow);
          const c = new MetricComputer(me, { periods, zones: z });
          const byPerson = new Map<string, number>();
          for (const row of flow.transactions) {
            const key = `${row.metricCode}:${row.person?.personId}`;
            byPerson.set(key, (byPerson.get(key) ?? 0) + row.value);
          }
          for (const code of TIMED) {
            if (code === "MARK_DROPPED") continue;
            for (const p of roster.players) {
              expect(byPerson.get(`${code}:${p.personId}`) ?? 0, code).toBeCloseTo(
                c.player(code as MetricCode, p.personId)!,
                6,
              );
            }
            const total = flow.totals.find((t) => t.metricCode === code)!;
            for (const s of total.squads)
              expect(s.value, code).toBeCloseTo(c.squad(code as MetricCode, s.squadId)!, 6);
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it("pages and orders by transaction id", () => {
    const me = randomMatch(4, [300, 300]);
    const all = flowStatistics(me, roster, { metrics: ["KICK", "HANDBALL"] }, "transactional");
    const ids = all.transactions.map((t) => t.matchTrxId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.metaData.totalRecords).toBe(all.transactions.length);
    const limit = 7;
    const pages = Array.from({ length: Math.ceil(ids.length / limit) }, (_, i) =>
      flowStatistics(me, roster, { metrics: ["KICK", "HANDBALL"], page: i + 1, limit }, "transactional"),
    );
    expect(pages.flatMap((p) => p.transactions)).toEqual(all.transactions);
    expect(pages[0].metaData).toMatchObject({ pageNumber: 1, pageSize: limit, totalPages: pages.length });
    const desc = flowStatistics(
      me,
      roster,
      { metrics: ["KICK", "HANDBALL"], orderBy: "desc" },
      "transactional",
    );
    expect(desc.transactions).toEqual([...all.transactions].reverse());
    const beyond = flowStatistics(me, roster, { metrics: ["KICK"], page: 999 }, "transactional");
    expect(beyond.transactions).toEqual([]);
  });

  it("keeps the rows of the requested team", () => {
    const me = randomMatch(6, [300]);
    const away = flowStatistics(me, roster, { metrics: ["DISPOSAL"], team: "away" }, "transactional");
    expect(new Set(away.transactions.map((t) => t.squad.id))).toEqual(new Set([AWAY]));
    expect(away.totals[0].squads.map((s) => s.squadId)).toEqual([AWAY]);
    const both = flowStatistics(me, roster, { metrics: ["DISPOSAL"] }, "transactional");
    expect(both.totals[0].squads.map((s) => s.squadId)).toEqual([HOME, AWAY]);
  });

  it("refuses metrics that are not time-coded, naming them, and bad page sizes", () => {
    const me = randomMatch(6, [120]);
    for (const code of ["ACCURACY", "TIME_ON_GROUND", "METRES_GAINED"]) {
      expect(() => flowStatistics(me, roster, { metrics: ["KICK", code] }, "transactional")).toThrow(
        new NotTimeCodedError(code).message,
      );
    }
    expect(() => flowStatistics(me, roster, { metrics: ["KICK"], limit: 5001 }, "transactional")).toThrow(
      StatsParamError,
    );
    expect(() => flowStatistics(me, roster, { metrics: [] }, "transactional")).toThrow(StatsParamError);
  });
});
