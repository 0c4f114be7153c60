import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINT_BY_ID, OP, PlayerStatsRequestSchema, type Fixture } from "@/lib/contract";
import type { Caller } from "@/lib/service/auth/verify-token";
import { ServiceError } from "@/lib/service/errors";
import { cellPayloadBytes } from "@/lib/service/resources/events/cell-payload";
import { matchEventsAt } from "@/lib/service/resources/events/match-events";
import { answerJson } from "@/lib/service/resources/events/payload-json";
import { playerPayloadBody } from "@/lib/service/resources/events/payload-statistics";
import { startService, type RunningService } from "../helpers/start-service";

// The player statistics POST's answer has two byte writers besides JSON.stringify: payload-json.ts
// (from the handler's objects) and cell-payload.ts (from the match's cell values, for whole-match and
// single quarter-zone filters). For random matches of a season and random requests the contract
// allows (metric sets, periods, zones, a team, a null list, cells), tiers too, each writer's bytes are
// JSON.stringify's of the handler's object, and they parse with the contract's schema to that object.
// Seeded: a failure names its seed and path, and replays.

const SEASON_ID = 62; // 2024
const ZONES = ["D50", "DM", "MID", "CB", "AM", "F50"] as const;
const TIERS: Caller["tier"][] = ["core", "advanced", "transactional"];
let svc: RunningService;
let matchIds: number[];
let metricCodes: string[];

beforeAll(async () => {
  svc = await startService();
  const fixture = await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture`);
  expect(fixture.status).toBe(200);
  matchIds = fixture.body.phases.flatMap((p) => p.rounds.flatMap((r) => r.matches.map((m) => m.id)));
  const glossary = await svc.json<{ metrics: { code: string }[] }>("/v1/metrics");
  expect(glossary.status).toBe(200);
  metricCodes = glossary.body.metrics.map((m) => m.code);
}, 120_000);

afterAll(async () => {
  await svc?.close();
});

const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** One request entry: any mix of the filters the contract allows, or one quarter's zone (a cell). */
const entry = () =>
  fc.oneof(
    fc
      .record({
        metricCodes: fc.option(fc.subarray(metricCodes, { minLength: 1, maxLength: 12 }), { nil: undefined }),
        periods: fc.option(fc.subarray([1, 2, 3, 4], { minLength: 1 }), { nil: undefined }),
        zones: fc.option(fc.subarray([...ZONES], { minLength: 1 }), { nil: undefined }),
        team: fc.option(fc.constantFrom("home", "away"), { nil: undefined }),
      })
      .map(defined),
    fc
      .record({ period: fc.integer({ min: 1, max: 4 }), zone: fc.constantFrom(...ZONES) })
      .map(({ period, zone }) => ({ periods: [period], zones: [zone] })),
    fc.constant({}),
  );

const body = () =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant({ playerMetricRequests: null }) },
    {
      weight: 6,
      arbitrary: fc
        .array(entry(), { minLength: 1, maxLength: 6 })
        .map((entries) => ({ playerMetricRequests: entries })),
    },
  );

describe("the player statistics POST's writers", () => {
  it("give JSON.stringify's bytes of the contract's shape, for random matches and requests", () => {
    const schema = ENDPOINT_BY_ID.get(OP.postPlayerStatistics)!.response;
    const ctx = { store: svc.service.store(), nowMs: Date.now() };
    let written = 0;
    let cells = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: matchIds.length - 1 }),
        body(),
        fc.constantFrom(...TIERS),
        (i, raw, tier) => {
          const request = PlayerStatsRequestSchema.parse(raw);
          const m = ctx.store.matches.get(matchIds[i])!;
          const me = matchEventsAt(ctx, m);
          let answer: unknown;
          try {
            answer = playerPayloadBody(ctx, m, me, request, tier);
          } catch (err) {
            if (!(err instanceof ServiceError)) throw err;
            // A refused request (a metric above the tier): the cell path refuses it too, or leaves it.
            let cellError: unknown = null;
            try {
              expect(cellPayloadBytes(ctx, m, me, request, tier)).toBeNull();
            } catch (e) {
              cellError = e;
            }
            if (cellError) expect((cellError as ServiceError).status).toBe(err.status);
            return;
          }
          const expected = JSON.stringify(answer);
          const bytes = answerJson(OP.postPlayerStatistics, answer).toString("utf8");
          expect(bytes === expected, "payload-json.ts's bytes").toBe(true);
          written++;
          const cell = cellPayloadBytes(ctx, m, me, request, tier);
          if (cell) {
            expect(cell.toString("utf8") === expected, "cell-payload.ts's bytes").toBe(true);
            cells++;
          }
          // The bytes are the contract's shape, and that shape's JSON.stringify is the bytes again.
          expect(JSON.stringify(schema.parse(JSON.parse(bytes))) === expected, "the contract's shape").toBe(
            true,
          );
        },
      ),
      { seed: 53, numRuns: 60 },
    );
    // Both writers were exercised, not just refusals.
    expect(written).toBeGreaterThan(20);
    expect(cells).toBeGreaterThan(5);
  }, 300_000);
});
