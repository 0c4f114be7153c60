import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowStatistics, MatchDetails } from "@/lib/contract";
import { startService, type RunningService } from "@/tests/helpers/start-service";
import { BUCKET_MINUTES, momentumBuckets } from "./momentum";

// Momentum of the 2024 Grand Final from the service's flow: whatever the bucket size, the
// buckets add up to the flow's rows, per team and per quarter, and to the flow's own totals.
const GF = 2024216;
let svc: RunningService;
let match: MatchDetails;
const flows: Record<string, FlowStatistics> = {};
beforeAll(async () => {
  svc = await startService();
  match = (await svc.json<MatchDetails>(`/v1/matches/${GF}`)).body;
  for (const metric of ["SCORING_SHOT", "INSIDE_50", "CLEARANCE"]) {
    const res = await svc.json<FlowStatistics>(`/v1/matches/${GF}/statistics/flow?metric=${metric}`);
    expect(res.status).toBe(200);
    expect(res.body.metaData.totalPages).toBe(1); // one page holds the whole match
    flows[metric] = res.body;
  }
}, 120_000);
afterAll(() => svc?.close());

describe("momentum buckets", () => {
  it.each(BUCKET_MINUTES)("%i-minute buckets add up to the flow, per team and quarter", (minutes) => {
    for (const [metric, flow] of Object.entries(flows)) {
      const buckets = momentumBuckets(flow.transactions, match.home.id, minutes);
      for (const side of ["home", "away"] as const) {
        const id = match[side].id;
        const total = flow.totals[0].squads.find((s) => s.squadId === id)!.value;
        expect(
          buckets.reduce((n, b) => n + b[side], 0),
          `${metric} ${side}`,
        ).toBe(total);
        for (const q of [1, 2, 3, 4]) {
          const rows = flow.transactions.filter((t) => t.period === q && t.squad.id === id);
          const inQ = buckets.filter((b) => b.period === q).reduce((n, b) => n + b[side], 0);
          expect(inQ, `${metric} ${side} Q${q}`).toBe(rows.reduce((n, r) => n + r.value, 0));
        }
      }
      // Buckets tile each quarter from its start, each `minutes` long.
      for (const q of [1, 2, 3, 4]) {
        const inQ = buckets.filter((b) => b.period === q);
        inQ.forEach((b, i) => expect([b.from, b.to]).toEqual([i * minutes * 60, (i + 1) * minutes * 60]));
      }
    }
    expect(flows.SCORING_SHOT.transactions.length).toBeGreaterThan(20);
  });

  it("puts a row on a bucket's edge in the later bucket; an empty quarter is one empty bucket", () => {
    const row = (period: number, periodSecs: number, squad: number) => ({
      period,
      periodSecs,
      value: 1,
      squad: { id: squad },
    });
    const b = momentumBuckets([row(1, 119, 1), row(1, 120, 2), row(1, 240, 1)], 1, 2, 2);
    expect(b.map((x) => [x.period, x.from, x.home, x.away])).toEqual([
      [1, 0, 1, 0],
      [1, 120, 0, 1],
      [1, 240, 1, 0],
      [2, 0, 0, 0],
    ]);
  });
});
