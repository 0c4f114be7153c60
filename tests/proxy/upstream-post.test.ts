import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { createCallBudget } from "@/lib/app-server/upstream/call-budget";
import { checkAnswer } from "@/lib/app-server/upstream/contract-check";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstreamCounters } from "@/lib/app-server/upstream/upstream-counters";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import { UpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { OP, ENDPOINT_BY_ID, type RouteMatch } from "@/lib/contract";
import { minimalOf } from "./minimal-answer";
import { startStandIn, upstreamEnvFor } from "./stand-in-service";

// upstream.post (payload operations, the player and squad statistics POSTs; the season store's one call a match): over real HTTP to
// the stand-in service, the same token, contract check and limits as get, never kept in the cache.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let env: UpstreamEnv;
const playerStatsPost = ENDPOINT_BY_ID.get(OP.postPlayerStatistics)!;
const PATH = "/matches/2024001/statistics/players";
const match: RouteMatch = { endpoint: playerStatsPost, rawParams: { matchId: "2024001" } };
const PAYLOAD = { playerMetricRequests: [{}, { periods: [4], zones: ["F50"] }] };

beforeAll(async () => {
  standIn = await startStandIn();
  env = upstreamEnvFor(standIn.base);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset({ delayMs: 0 });
  standIn.state.answers[PATH] = minimalOf(playerStatsPost.response);
});

const make = (plan = { rate: 1e6, burst: 1e6, daily: 1e9 }) =>
  createUpstream({
    env,
    tokens: createTokenManager(env),
    budget: createCallBudget(plan),
    validate: checkAnswer,
    counters: createUpstreamCounters({ byOperation: true }),
  });

describe("upstream.post", () => {
  it("posts the payload as JSON with the token, and passes the checked answer on", async () => {
    const up = make();
    const res = await up.post(PATH, PAYLOAD, { match });
    expect(res.status).toBe(200);
    expect(JSON.parse(new TextDecoder().decode(res.body))).toEqual(minimalOf(playerStatsPost.response));
    expect(standIn.state.calls).toHaveLength(1);
    const call = standIn.state.calls[0];
    expect(call).toMatchObject({ method: "POST", path: `/v1${PATH}`, contentType: "application/json" });
    expect(JSON.parse(call.body!)).toEqual(PAYLOAD);
    expect(call.authorization).toMatch(/^Bearer tok-\d+$/);
    expect(up.stats.callsByOperation).toEqual({ [OP.postPlayerStatistics]: 1 });
  });

  it("keeps nothing (a second post is a second call), but identical concurrent posts share one", async () => {
    const up = make();
    await up.post(PATH, PAYLOAD, { match });
    await up.post(PATH, PAYLOAD, { match });
    expect(standIn.state.calls).toHaveLength(2);
    standIn.state.delayMs = 50;
    const [a, b] = await Promise.all([up.post(PATH, PAYLOAD, { match }), up.post(PATH, PAYLOAD, { match })]);
    expect(a).toBe(b);
    expect(standIn.state.calls).toHaveLength(3);
  });

  it("an answer the contract does not describe is a 502 naming the operation", async () => {
    const up = make();
    standIn.state.answers[PATH] = { playerStatistics: "no" };
    const res = await up.post(PATH, PAYLOAD, { match });
    expect(res.status).toBe(502);
    expect(new TextDecoder().decode(res.body)).toContain(
      `${OP.postPlayerStatistics} answered in a shape the contract does not describe`,
    );
    expect(up.stats.invalid).toBe(1);
  });

  it("a call the plan's budget does not allow is a 429 with Retry-After, and costs no call", async () => {
    const up = make({ rate: 1, burst: 4, daily: 1e9 });
    // Non-critical calls leave the reserve (a quarter of the burst): 3 go, the 4th is refused.
    for (let i = 0; i < 3; i++) expect((await up.post(PATH, { i }, { match })).status).toBe(200);
    const refused = await up.post(PATH, { i: 3 }, { match }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused).toMatchObject({ status: 429, retryAfterSecs: 1 });
    expect(standIn.state.calls).toHaveLength(3);
    // A page's call still goes: the reserve was kept for it.
    expect((await up.post(PATH, { i: 4 }, { match, critical: true })).status).toBe(200);
  });

  it("the service's refusals are passed on as they are", async () => {
    const up = make();
    standIn.state.mode = "missing";
    expect((await up.post(PATH, PAYLOAD, { match })).status).toBe(404);
    standIn.state.mode = "429";
    expect(await up.post(PATH, PAYLOAD, { match })).toMatchObject({ status: 429, retryAfterSecs: 60 });
  });
});
