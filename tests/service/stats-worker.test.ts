import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OP, PlayerStatsRequestSchema, createResolver, type Fixture } from "@/lib/contract";
import { runHandler, type HandlerBase, type ServedRequest } from "@/lib/service/handlers";
import { matchEventsAt } from "@/lib/service/resources/events/match-events";
import { countedPayloadBytes } from "@/lib/service/resources/events/player-payload";
import { ServiceError } from "@/lib/service/errors";
import { createStatsOffload, type StatsOffload } from "@/lib/service/stats-worker/offload";
import type { Caller } from "@/lib/service/auth/verify-token";
import { splitsPayload } from "@/lib/season/match-splits";
import { digestSplits } from "@/lib/app-server/builds/splits-digest";
import { createSplitsOffload } from "@/lib/app-server/builds/splits-offload";
import { startService, type RunningService } from "../helpers/start-service";

// The statistics of completed matches are computed in a worker thread from the match's corner of the
// store (lib/service/stats-worker). What the worker answers must be what the main thread answered
// before, byte for byte: the season build's player statistics POST (the whole match and every quarter × zone, every
// player and metric) for every match of a round, the player and squad statistics POSTs with other filters and tiers, and the
// same refusals (a 400 for an unknown metric, a 403 for a metric above the caller's tier). The
// reference here is the slow path: JSON.stringify of the handler's answer, and for the player
// statistics POST its entries counted filter by filter (player-payload.ts), where the service counts a
// season build's from the match's cell values (cell-payload.ts): the same writer's bytes either way
// only when the numbers agree.

const SEASON_ID = 62; // 2024
// The round is chosen by the day, so each day compares another (printed, and ROUND repeats one).
const ROUND = Number(process.env.ROUND) || 1 + (Math.floor(Date.now() / 86_400_000) % 23);
const resolve = createResolver();
const caller = (tier: Caller["tier"]): Caller => ({ clientId: "t", tier, plan: "unlimited", exp: 2e9 });

let svc: RunningService;
let offload: StatsOffload;
let roundMatches: number[];

beforeAll(async () => {
  svc = await startService();
  offload = createStatsOffload();
  const answer = await svc.json<Fixture>(`/v1/leagues/1/levels/1/seasons/${SEASON_ID}/fixture`);
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200);
  const fixture = answer.body;
  roundMatches = fixture.phases
    .flatMap((p) => p.rounds)
    .filter((r) => r.number === ROUND)
    .flatMap((r) => r.matches.map((m) => m.id));
  console.log(
    `stats-worker: 2024 round ${ROUND}, ${roundMatches.length} matches (ROUND=${ROUND} repeats it)`,
  );
}, 120_000);

afterAll(async () => {
  await offload?.close();
  await svc?.close();
});

function request(method: string, pathAndQuery: string) {
  const [p, q] = pathAndQuery.split("?");
  const r = resolve(method, p, q ? new URLSearchParams(q) : undefined);
  if (!r || "allowed" in r) throw new Error(`no operation at ${pathAndQuery}`);
  expect(r.errors).toEqual([]);
  return { request: r as unknown as ServedRequest, path: p };
}

/** The slow path's answer on this thread: the handler's, or for the player statistics POST counted filter by filter. */
function slowPath(r: ServedRequest, base: HandlerBase): Buffer {
  if (r.id !== OP.postPlayerStatistics) return Buffer.from(JSON.stringify(runHandler(r, base)));
  const { ctx, caller } = base;
  const m = ctx.store.matches.get(r.params.matchId)!;
  const body = PlayerStatsRequestSchema.parse(base.body);
  return countedPayloadBytes(ctx, m, matchEventsAt(ctx, m), body, caller.tier);
}

/** The answer both ways: on this thread, by the slow path, and through the worker. */
async function bothWays(method: string, pathAndQuery: string, tier: Caller["tier"], body?: unknown) {
  const { request: r, path } = request(method, pathAndQuery);
  const base = { ctx: { store: svc.service.store(), nowMs: Date.now() }, caller: caller(tier), path, body };
  const settle = async (f: () => Buffer | Promise<Buffer>) => {
    try {
      return { bytes: (await f()).toString("utf8") };
    } catch (err) {
      return { error: err };
    }
  };
  const inline = await settle(() => slowPath(r, base));
  const worker = await settle(() => offload.answer(r, base));
  return { inline, worker };
}

describe("the statistics worker answers as the main thread did", () => {
  it("the season build's player statistics POST of every match of a round: the same bytes", async () => {
    expect(roundMatches.length).toBeGreaterThanOrEqual(6);
    for (const id of roundMatches) {
      const { inline, worker } = await bothWays(
        "POST",
        `/matches/${id}/statistics/players`,
        "transactional",
        splitsPayload(),
      );
      expect(inline.bytes, `match ${id}`).toBeDefined();
      expect(inline.bytes!.length).toBeGreaterThan(1_000_000); // every player, metric and cell
      expect(worker.bytes === inline.bytes, `match ${id}: the worker's answer differs`).toBe(true);
    }
    // Answered by the worker thread, not by the main thread's fallback.
    expect(offload.counts).toEqual({ worker: roundMatches.length, fellBack: 0 });
  }, 180_000);

  it("the player and squad statistics POSTs with other filters, and at lower tiers: the same bytes", async () => {
    const id = roundMatches[0];
    const players = `/matches/${id}/statistics/players`;
    const squads = `/matches/${id}/statistics/squads`;
    // Five filters each: a payload of fewer stays on the main thread (the last test).
    const five = <T>(entry: T) => [entry, entry, entry, entry, entry];
    const cases: [string, Caller["tier"], unknown][] = [
      [
        players,
        "advanced",
        { playerMetricRequests: five({ periods: [2], zones: ["F50", "AM"], team: "away" }) },
      ],
      [
        players,
        "core",
        { playerMetricRequests: five({ metricCodes: ["GOAL", "DISPOSAL"], lastXSeconds: 300 }) },
      ],
      [squads, "transactional", { squadMetricRequests: five({ context: "Diff", periods: [4] }) }],
      [
        squads,
        "advanced",
        { squadMetricRequests: five({ metricCodes: ["TACKLE"], periods: [1, 3], context: "Against" }) },
      ],
    ];
    const before = offload.counts.worker;
    for (const [address, tier, body] of cases) {
      const { inline, worker } = await bothWays("POST", address, tier, body);
      expect(inline.bytes, address).toBeDefined();
      expect(
        worker.bytes === inline.bytes,
        `${address} ${JSON.stringify(body)}: the worker's answer differs`,
      ).toBe(true);
    }
    expect(offload.counts.worker - before).toBe(cases.length);
  }, 60_000);

  it("the player and squad statistics and a payload of a few filters stay on the main thread", async () => {
    const before = { ...offload.counts };
    const id = roundMatches[0];
    for (const [method, address, body] of [
      ["GET", `/matches/${id}/statistics/players?period=2&zone=F50`, undefined],
      ["POST", `/matches/${id}/statistics/squads`, { squadMetricRequests: [{ periods: [1] }] }],
      ["POST", `/matches/${id}/statistics/players`, { playerMetricRequests: null }],
    ] as const) {
      const { inline, worker } = await bothWays(method, address, "transactional", body);
      expect(worker.bytes).toBe(inline.bytes);
    }
    expect(offload.counts).toEqual(before);
  });

  it("refusals cross from the worker as the same problems (400, 403)", async () => {
    const id = roundMatches[1];
    const unknown = await bothWays("POST", `/matches/${id}/statistics/players`, "transactional", {
      playerMetricRequests: [{}, {}, {}, {}, { metricCodes: ["NOT_A_METRIC"] }],
    });
    const aboveTier = await bothWays("POST", `/matches/${id}/statistics/players`, "core", {
      playerMetricRequests: [{}, {}, {}, {}, { metricCodes: ["PRESSURE_ACT"] }],
    });
    for (const { inline, worker } of [unknown, aboveTier]) {
      expect(inline.error).toBeInstanceOf(ServiceError);
      expect(worker.error).toBeInstanceOf(ServiceError);
      const [a, b] = [inline.error as ServiceError, worker.error as ServiceError];
      expect({ status: b.status, title: b.title, detail: b.message, errors: b.errors }).toEqual({
        status: a.status,
        title: a.title,
        detail: a.message,
        errors: a.errors,
      });
    }
    expect((unknown.worker.error as ServiceError).status).toBe(400);
    expect((aboveTier.worker.error as ServiceError).status).toBe(403);
  }, 60_000);

  it("the service answers the player statistics POST over HTTP through it", async () => {
    const id = roundMatches[2];
    const res = await fetch(`${svc.base}/v1/matches/${id}/statistics/players`, {
      method: "POST",
      headers: { authorization: `Bearer ${svc.token}`, "content-type": "application/json" },
      body: JSON.stringify(splitsPayload()),
    });
    expect(res.status).toBe(200);
    // The time its bytes took in the service, for a client to tell it from the transfer.
    const timing = /^answer;dur=(\d+\.\d)$/.exec(res.headers.get("server-timing") ?? "");
    expect(timing, res.headers.get("server-timing") ?? "no server-timing").not.toBeNull();
    expect(Number(timing![1])).toBeGreaterThan(0);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { inline } = await bothWays(
      "POST",
      `/matches/${id}/statistics/players`,
      "transactional",
      splitsPayload(),
    );
    expect(await res.text()).toBe(inline.bytes);
  }, 60_000);
});

describe("the app's season build checks and compacts each answer in its own worker", () => {
  it("the same compact splits as on the main thread, and a wrong answer named", async () => {
    const splits = createSplitsOffload();
    try {
      for (const id of roundMatches.slice(0, 3)) {
        const path = `/matches/${id}/statistics/players`;
        const res = await fetch(`${svc.base}/v1${path}`, {
          method: "POST",
          headers: { authorization: `Bearer ${svc.token}`, "content-type": "application/json" },
          body: JSON.stringify(splitsPayload()),
        });
        const bytes = new Uint8Array(await res.arrayBuffer());
        const inWorker = await splits.digest(path, id, bytes);
        expect("parts" in inWorker, `match ${id}`).toBe(true);
        expect(inWorker).toEqual(digestSplits(path, id, bytes));
      }
      // An answer the contract does not describe (a statistic's value made text) is refused by name.
      const path = `/matches/${roundMatches[0]}/statistics/players`;
      const res = await fetch(`${svc.base}/v1${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${svc.token}`, "content-type": "application/json" },
        body: JSON.stringify(splitsPayload()),
      });
      const text = (await res.text()).replace(/"value":(\d+)/, '"value":"$1"');
      const wrong = await splits.digest(path, roundMatches[0], new TextEncoder().encode(text));
      expect(wrong).toEqual({
        wrong: expect.stringMatching(
          new RegExp(`^${OP.postPlayerStatistics} answered in a shape the contract does not describe`),
        ),
      });
      expect(splits.counts).toEqual({ worker: 4, fellBack: 0 });
    } finally {
      await splits.close();
    }
  }, 120_000);
});
