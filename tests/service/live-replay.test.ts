import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MatchDetails, MatchScores } from "@/lib/contract";
import { startService, type RunningService } from "../helpers/start-service";

// A completed real match replayed as if live, started 50 minutes ago: everything shows only what has
// happened by now, and the score agrees with the events.
let svc: RunningService;
beforeAll(async () => {
  svc = await startService({ env: { SDS_REPLAY: "2024216@now-50m" } });
});
afterAll(async () => svc?.close());

describe("live replay (SDS_REPLAY)", () => {
  it("shows the match as live, in its second quarter", async () => {
    const d = (await svc.json<MatchDetails>("/v1/matches/2024216")).body;
    expect(d.status.typeName).toBe("Live");
    expect(d.status.period).toBe(2);
    expect(d.winningSquadId).toBeNull();
    expect(d.time.utcMatchEndActual).toBeNull();
  });

  it("serves only the events so far, and a score that equals them", async () => {
    const trx = (
      await svc.json<{ transactions: { period: number; homeScore: number; awayScore: number }[] }>(
        "/v1/matches/2024216/transactions",
      )
    ).body.transactions;
    expect(trx.length).toBeGreaterThan(100);
    expect(Math.max(...trx.map((t) => t.period))).toBe(2);
    const last = trx[trx.length - 1];
    const score = (await svc.json<MatchScores>("/v1/matches/2024216/score")).body;
    expect([score.home.points, score.away.points]).toEqual([last.homeScore, last.awayScore]);
    expect(score.home.periods).toHaveLength(2);
  });

  it("counts statistics from the events so far only", async () => {
    const full = await svc.json<{ squads: { statistics: { code: string; value: number }[] }[] }>(
      "/v1/matches/2024215/statistics/squads?metric=DISPOSAL",
    );
    const live = await svc.json<{ squads: { statistics: { code: string; value: number }[] }[] }>(
      "/v1/matches/2024216/statistics/squads?metric=DISPOSAL",
    );
    const total = (b: typeof full.body) => b.squads.reduce((n, s) => n + s.statistics[0].value, 0);
    expect(total(live.body)).toBeGreaterThan(50);
    expect(total(live.body)).toBeLessThan(total(full.body) * 0.75);
  });
});
