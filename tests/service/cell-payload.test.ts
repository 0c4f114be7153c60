import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fixture } from "@/lib/contract";
import type { Caller } from "@/lib/service/auth/verify-token";
import { ServiceError } from "@/lib/service/errors";
import { cellPayloadBytes } from "@/lib/service/resources/events/cell-payload";
import { matchEventsAt } from "@/lib/service/resources/events/match-events";
import { countedPayloadBytes } from "@/lib/service/resources/events/player-payload";
import { splitsPayload } from "@/lib/season/match-splits";
import { startService, type RunningService } from "../helpers/start-service";

// The player statistics POST of whole-match and single quarter-zone filters (a season build's) is counted from the
// match's cell values, one pass over each metric's credits (cell-payload.ts, cell-values.ts); every
// other player statistics POST is counted filter by filter (player-payload.ts), the slow path. One writer writes
// both (payload-json.ts), so the bytes are the same exactly when the numbers are: for every tier,
// team, metric list and cell, for the metrics that are not counts (ratios, time on ground and its
// share, Brownlow votes, those left out). An answer this path does not take must be left to the slow
// path (null), its errors with it. stats-worker.test.ts holds every match of a round through the
// worker the same way.

const SEASON_ID = 62; // 2024
let svc: RunningService;
let matchIds: number[];

beforeAll(async () => {
  svc = await startService();
  const answer = await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture`);
  expect(answer.status).toBe(200);
  const all = answer.body.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches.map((m) => m.id)));
  // The first match, one from the middle and the grand final (the last).
  matchIds = [all[0], all[Math.floor(all.length / 2)], all[all.length - 1]];
}, 120_000);

afterAll(async () => {
  await svc?.close();
});

type Body = Parameters<typeof cellPayloadBytes>[3];

/** The answer both ways for one match: from the cell values (null: not taken) and counted filter by filter. */
function bothWays(matchId: number, body: unknown, tier: Caller["tier"]) {
  const ctx = { store: svc.service.store(), nowMs: Date.now() };
  const m = ctx.store.matches.get(matchId)!;
  const me = matchEventsAt(ctx, m);
  const settle = (f: () => string | null) => {
    try {
      return { text: f() };
    } catch (err) {
      return { error: err as ServiceError };
    }
  };
  return {
    fast: settle(() => cellPayloadBytes(ctx, m, me, body as Body, tier)?.toString("utf8") ?? null),
    slow: settle(() => countedPayloadBytes(ctx, m, me, body as Body, tier).toString("utf8")),
  };
}

describe("the player statistics POST from the match's cell values", () => {
  it("the season build's 25 filters at every tier: the slow path's bytes", () => {
    for (const id of matchIds)
      for (const tier of ["core", "advanced", "transactional"] as const) {
        const { fast, slow } = bothWays(id, splitsPayload(), tier);
        expect(fast.text, `match ${id} ${tier}: taken`).toEqual(expect.any(String));
        expect(fast.text === slow.text, `match ${id} ${tier}: the bytes differ`).toBe(true);
      }
  });

  it("teams, metric lists and the metrics that are not counts: the same bytes", () => {
    const metricCodes = [
      "GOAL",
      "DISPOSAL_EFFICIENCY", // a ratio of two counts
      "KICK_HANDBALL_RATIO", // a ratio not in percent
      "ACCURACY",
      "TIME_ON_GROUND", // from the stints, by period only
      "TIME_ON_GROUND_PCT",
      "BROWNLOW_VOTES", // a supplied match total: whole match only
      "MARK_DROPPED", // no value: left out for every player
      "METRES_GAINED",
      "POINTS_EXPECTED", // sums of fractions: the order of adding shows in the last bit
      "PRESSURE_POINTS",
      "PLAYER_RATING", // a match total not supplied: left out
    ];
    const body = {
      playerMetricRequests: [
        { metricCodes, team: "away" },
        { metricCodes, periods: [3], zones: ["F50"], team: "home" },
        { metricCodes, periods: [4], zones: ["CB"] },
        { periods: [2], zones: ["D50"], team: "away" },
        { metricCodes: ["TIME_ON_GROUND_PCT", "GOAL", "GOAL"] }, // a repeat is listed once
      ],
    };
    for (const id of matchIds) {
      const { fast, slow } = bothWays(id, body, "transactional");
      expect(fast.text, `match ${id}: taken`).toEqual(expect.any(String));
      expect(fast.text === slow.text, `match ${id}: the bytes differ`).toBe(true);
      // The values that are not counts are there to compare (not all zero or left out).
      const answer = JSON.parse(slow.text!) as {
        playerStatistics: { squads: { players: { statistics: { code: string; value: number }[] }[] }[] }[];
      };
      const whole = answer.playerStatistics[0].squads.flatMap((s) => s.players.flatMap((p) => p.statistics));
      for (const code of ["DISPOSAL_EFFICIENCY", "TIME_ON_GROUND_PCT", "POINTS_EXPECTED", "PRESSURE_POINTS"])
        expect(
          whole.some((s) => s.code === code && !Number.isInteger(s.value)),
          `${code} in match ${id}`,
        ).toBe(true);
      for (const code of ["MARK_DROPPED", "PLAYER_RATING"])
        expect(whole.some((s) => s.code === code)).toBe(false);
      const cell = answer.playerStatistics[1].squads.flatMap((s) => s.players.flatMap((p) => p.statistics));
      expect(cell.some((s) => s.code === "BROWNLOW_VOTES")).toBe(false); // not split by cell
    }
  });

  it("a null list (every metric, whole match) is taken, with the same bytes", () => {
    const { fast, slow } = bothWays(matchIds[1], { playerMetricRequests: null }, "advanced");
    expect(fast.text).toEqual(expect.any(String));
    expect(fast.text === slow.text).toBe(true);
  });

  it("any other filter is left to the slow path", () => {
    const others: unknown[] = [
      { lastXSeconds: 300 },
      { fromPeriodSeconds: 60 },
      { toPeriodSeconds: 600 },
      { periods: [1, 2], zones: ["F50"] },
      { periods: [1], zones: ["F50", "AM"] },
      { periods: [2] }, // a quarter of every zone: its sum in event order, not of cells
      { zones: ["MID"] },
      { periods: [1], zones: ["NOWHERE"] }, // the slow path names the zone (400)
      { periods: [9], zones: ["F50"] }, // a period the match does not have
    ];
    for (const other of others) {
      const body = { playerMetricRequests: [{}, { periods: [1], zones: ["D50"] }, other] };
      expect(bothWays(matchIds[0], body, "transactional").fast, JSON.stringify(other)).toEqual({
        text: null,
      });
    }
  });

  it("a roster naming a person twice (the store's key forbids it) is left to the slow path", () => {
    const store = svc.service.store();
    const id = matchIds[0];
    const players = store.playerMatchesByMatch.get(id)!;
    const twice = new Map(store.playerMatchesByMatch).set(id, [...players, players[0]]);
    const ctx = { store: { ...store, playerMatchesByMatch: twice }, nowMs: Date.now() };
    const m = store.matches.get(id)!;
    const me = matchEventsAt({ store, nowMs: Date.now() }, m);
    expect(cellPayloadBytes(ctx, m, me, splitsPayload() as Body, "transactional")).toBeNull();
  });

  it("refusals as the slow path's: the first entry's unknown metric (400), one above the tier (403)", () => {
    const cases: [Caller["tier"], unknown, number][] = [
      ["transactional", { playerMetricRequests: [{}, { metricCodes: ["GOAL", "NOT_A_METRIC"] }] }, 400],
      [
        "core",
        { playerMetricRequests: [{ periods: [1], zones: ["CB"], metricCodes: ["PRESSURE_ACT"] }] },
        403,
      ],
      // Two refusals: the first entry's is the answer (a 403, though the second's alone would be a 400).
      ["core", { playerMetricRequests: [{ metricCodes: ["PRESSURE_ACT"] }, { metricCodes: ["NOPE"] }] }, 403],
    ];
    for (const [tier, body, status] of cases) {
      const { fast, slow } = bothWays(matchIds[0], body, tier);
      expect(fast.error).toBeInstanceOf(ServiceError);
      expect(slow.error).toBeInstanceOf(ServiceError);
      const seen = (e: ServiceError) => ({ status: e.status, detail: e.message, errors: e.errors });
      expect(seen(fast.error!)).toEqual(seen(slow.error!));
      expect(fast.error!.status).toBe(status);
    }
  });
});
