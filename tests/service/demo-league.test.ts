import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fixture, Ladder, MatchScores } from "@/lib/contract";
import { MatchDetailsSchema } from "@/lib/contract";
import { startService, type RunningService } from "../helpers/start-service";

// The synthetic league is made around "now": it must always show completed, live and scheduled
// matches, and its two conferences must work through the ladder and the conferences.
const S = "/v1/leagues/900/levels/1/seasons/9001";
let svc: RunningService;
beforeAll(async () => {
  svc = await startService();
});
afterAll(async () => svc?.close());

describe("synthetic demo league", () => {
  it("says plainly that it is synthetic", async () => {
    const { body } = await svc.json<{ name: string }>("/v1/leagues/900");
    expect(body.name).toMatch(/Synthetic/);
  });

  it("has completed, exactly one live, and scheduled matches now", async () => {
    const { body } = await svc.json<Fixture>(`${S}/fixture`);
    const matches = body.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches));
    const byType = (t: string) => matches.filter((m) => m.status.typeName === t);
    expect(byType("Complete").length).toBeGreaterThan(0);
    expect(byType("Live")).toHaveLength(1);
    expect(byType("Upcoming").length).toBeGreaterThan(0);
    for (const m of byType("Upcoming")) expect(m.squads.home.score.points).toBeNull();
    const live = byType("Live")[0];
    expect(live.winningSquadId).toBeNull();
    const asked = Math.floor(Date.now() / 1000) * 1000;
    const details = MatchDetailsSchema.parse((await svc.json(`/v1/matches/${live.id}`)).body);
    const answered = Date.now();
    expect(details.status.period).toBeGreaterThanOrEqual(1);
    expect(details.time.utcMatchEndActual).toBeNull();
    // Its statistics are being updated as it is played: they are as of the moment asked, not its start.
    const updated = Date.parse(details.lastModified.statisticUpdate);
    expect(updated).toBeGreaterThan(Date.parse(details.date.utcMatchStart));
    expect(updated).toBeGreaterThanOrEqual(asked);
    expect(updated).toBeLessThanOrEqual(answered);
    // A live match reveals no more than its final score.
    const score = (await svc.json<MatchScores>(`/v1/matches/${live.id}/score`)).body;
    expect(score.home.periods.length).toBeLessThanOrEqual(details.status.period);
  });

  it("filters squads and the ladder by conference", async () => {
    const all = (await svc.json<{ squads: { id: number }[] }>(`${S}/conferences`)).body.squads;
    const east = (await svc.json<{ squads: { id: number }[] }>(`${S}/conferences?conference=EAST`)).body
      .squads;
    const west = (await svc.json<{ squads: { id: number }[] }>(`${S}/conferences?conference=WEST`)).body
      .squads;
    expect(east.length + west.length).toBe(all.length);
    expect(new Set([...east, ...west].map((s) => s.id)).size).toBe(all.length);
    const ladder = (await svc.json<Ladder>(`${S}/ladder?conference=EAST`)).body;
    expect(ladder.squads.map((e) => e.id).sort()).toEqual(east.map((s) => s.id).sort());
    expect(ladder.squads.map((e) => e.position)).toEqual(east.map((_, i) => i + 1));
    const bad = await svc.get(`${S}/ladder?conference=NORTH`);
    expect(bad.status).toBe(400);
  });
});
