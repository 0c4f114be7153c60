import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENDPOINT_BY_ID, OP, PlayerStatsRequestSchema, type Fixture, type SdsAnswerOf } from "@/lib/contract";
import type { Caller } from "@/lib/service/auth/verify-token";
import { ServiceError } from "@/lib/service/errors";
import { cellPayloadBytes } from "@/lib/service/resources/events/cell-payload";
import { matchEventsAt } from "@/lib/service/resources/events/match-events";
import { entriesOf, filterOf } from "@/lib/service/resources/events/payload-statistics";
import { countedPayloadBytes } from "@/lib/service/resources/events/player-payload";
import { playersBody } from "@/lib/service/resources/events/statistics";
import { startService, type RunningService } from "../helpers/start-service";

// The player statistics POST's answer has one writer (payload-json.ts), fed two ways: counted filter
// by filter (player-payload.ts) or from the match's cell values for whole-match and single
// quarter-zone filters (cell-payload.ts). For random matches of a season and random requests the
// contract allows (metric sets, periods, zones, a team, a null list, cells), tiers too, the bytes are
// JSON.stringify's of the contract's shape (its schema parses them, and JSON.stringify of what it
// parsed is the bytes again), each entry is the player statistics GET's answer for its filter (the
// engine's objects, by JSON.stringify), and the cell values give the same bytes when they answer.
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

describe("the player statistics POST's writer", () => {
  it("gives JSON.stringify's bytes of the contract's shape, for random matches and requests", () => {
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
          let bytes: string;
          try {
            bytes = countedPayloadBytes(ctx, m, me, request, tier).toString("utf8");
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
          written++;
          // The bytes are the contract's shape, and that shape's JSON.stringify is the bytes again.
          const parsed = schema.parse(JSON.parse(bytes)) as SdsAnswerOf<typeof OP.postPlayerStatistics>;
          expect(JSON.stringify(parsed) === bytes, "the contract's shape").toBe(true);
          // Each entry is the player statistics GET's answer for its filter, with the entry's id.
          entriesOf(request.playerMetricRequests).forEach((r, e) => {
            const get = { ...playersBody(ctx, m, me, filterOf(r), tier), id: String(e + 1) };
            expect(JSON.stringify(parsed.playerStatistics[e]) === JSON.stringify(get), `entry ${e + 1}`).toBe(
              true,
            );
          });
          const cell = cellPayloadBytes(ctx, m, me, request, tier);
          if (cell) {
            expect(cell.toString("utf8") === bytes, "the cell values' bytes").toBe(true);
            cells++;
          }
        },
      ),
      { seed: 53, numRuns: 60 },
    );
    // Both ways were exercised, not just refusals.
    expect(written).toBeGreaterThan(20);
    expect(cells).toBeGreaterThan(5);
  }, 300_000);
});
