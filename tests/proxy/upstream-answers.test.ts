import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { createCallBudget } from "@/lib/app-server/upstream/call-budget";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { createUpstream, type IdScreen } from "@/lib/app-server/upstream/upstream";
import { createUpstreamCounters } from "@/lib/app-server/upstream/upstream-counters";
import { OP, ENDPOINT_BY_ID, type RouteMatch } from "@/lib/contract";
import { UpstreamError } from "@/lib/app-server/upstream/upstream-error";
import { startStandIn, upstreamEnvFor } from "./stand-in-service";

// What the upstream client answers, exactly: the problem documents it makes itself (a contract
// violation, an id known not to exist), what it keeps and for how long (400s and 404s, never a
// failure), the Retry-After it passes on, its counters, and the edges of its hung state and limits.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let env: UpstreamEnv;
beforeAll(async () => {
  standIn = await startStandIn();
  env = upstreamEnvFor(standIn.base);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.reset({ delayMs: 0 });
});

const UNPACED = { rate: 1e6, burst: 1e6, daily: 1e9 };
function make(
  opts: {
    now?: () => number;
    plan?: typeof UNPACED;
    env?: Partial<UpstreamEnv>;
    validate?: (p: string, b: Uint8Array, m?: RouteMatch) => string | undefined;
    screen?: IdScreen;
    budget?: false;
  } = {},
) {
  const e = { ...env, ...opts.env };
  return createUpstream({
    env: e,
    tokens: createTokenManager(e, { now: opts.now }),
    now: opts.now,
    budget: opts.budget === false ? undefined : createCallBudget(opts.plan ?? UNPACED, opts.now),
    validate: opts.validate,
    screen: opts.screen,
    counters: createUpstreamCounters({ byOperation: true }),
  });
}
const json = (b: Uint8Array) => JSON.parse(new TextDecoder().decode(b)) as Record<string, unknown>;
const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e as UpstreamError;
  }
  throw new Error("expected a failure");
};

describe("answers the client makes itself", () => {
  it("a contract violation: a 502 problem naming it, counted, not kept", async () => {
    const up = make({ validate: (p) => (p.includes("bad") ? `${p} is wrong` : undefined) });
    const res = await up.get("/seasons/62/bad");
    expect(res).toMatchObject({
      status: 502,
      contentType: "application/problem+json",
      source: "miss",
      ageSecs: 0,
    });
    expect(json(res.body)).toEqual({
      type: "about:blank",
      title: "Bad Gateway",
      status: 502,
      detail: "/seasons/62/bad is wrong",
    });
    expect(up.stats.invalid).toBe(1);
    expect((await up.get("/seasons/62/bad")).source).toBe("miss");
    expect(up.stats.invalid).toBe(2);
    expect(standIn.state.calls).toHaveLength(2);
  });

  it("an id known not to exist: a 404 problem naming it, without a call", async () => {
    const up = make({ screen: (p) => (p.startsWith("/matches/999") ? "matchId" : undefined) });
    const res = await up.get("/matches/999/score?period=1");
    expect(res).toEqual({
      status: 404,
      body: expect.any(Uint8Array),
      contentType: "application/problem+json",
      source: "hit",
      ageSecs: 0,
      // As settled as a 404 from the service (kept a minute): a page that shows it may be kept as long.
      freshForMs: 60_000,
    });
    expect(json(res.body)).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: 'No such match: the matchId in "/matches/999/score" does not exist.',
    });
    const long = `/matches/999/${"x".repeat(300)}`;
    expect(json((await up.get(long)).body).detail).toBe(
      `No such match: the matchId in ${JSON.stringify(long.slice(0, 200))} does not exist.`,
    );
    const squad = make({ screen: () => "squadId" });
    expect(json((await squad.get("/seasons/1/squads/7")).body).detail).toBe(
      'No such squad: the squadId in "/seasons/1/squads/7" does not exist.',
    );
    expect(up.stats.refusedUnknownIds).toBe(2);
    expect(standIn.state.calls).toEqual([]);
  });
});

describe("what is kept, and what is passed on", () => {
  it("a 400 or 404 is kept for a minute; a failure is never kept", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t });
    standIn.state.mode = "bad";
    expect((await up.get("/bad")).status).toBe(400);
    standIn.state.mode = "missing";
    expect((await up.get("/missing")).status).toBe(404);
    standIn.state.mode = "ok";
    t += 60_000 - 1;
    expect(await up.get("/bad")).toMatchObject({ status: 400, source: "hit" });
    expect(await up.get("/missing")).toMatchObject({ status: 404, source: "hit", ageSecs: 60 });
    expect(standIn.state.calls).toHaveLength(2);
    t += 1;
    expect(await up.get("/bad")).toMatchObject({ status: 200, source: "miss" });
    // A 429 or 500 without a saved copy is passed on, and the next request asks again.
    for (const mode of ["429", "error"] as const) {
      standIn.state.mode = mode;
      expect((await up.get(`/fail/${mode}`)).status).toBe(mode === "429" ? 429 : 500);
      standIn.state.mode = "ok";
      expect(await up.get(`/fail/${mode}`)).toMatchObject({ status: 200, source: "miss" });
    }
  });

  it("a 500 (not only 503) serves the saved copy, marked stale with its age", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t });
    standIn.state.cacheControl = "no-cache";
    await up.get("/seasons/62/ladder");
    t += 12_400;
    standIn.state.mode = "error";
    expect(await up.get("/seasons/62/ladder")).toMatchObject({ status: 200, source: "stale", ageSecs: 12 });
    expect(up.stats.stale).toBe(1);
  });

  it("passes on the service's Retry-After when it is a positive number", async () => {
    const up = make();
    standIn.state.mode = "429";
    expect((await up.get("/r/1")).retryAfterSecs).toBe(60);
    for (const [i, v] of [null, "0", "-5", "soon"].entries()) {
      standIn.state.retryAfter = v;
      const res = await up.get(`/r/x${i}`);
      expect(res.status).toBe(429);
      expect(res.retryAfterSecs, String(v)).toBeUndefined();
    }
    standIn.state.mode = "ok";
    expect((await up.get("/r/ok")).retryAfterSecs).toBeUndefined();
  });

  it("takes an answer without a Content-Type as JSON", async () => {
    standIn.state.contentType = null;
    expect((await make().get("/seasons/62/ladder")).contentType).toBe("application/json");
    standIn.state.contentType = "application/vnd.x+json";
    expect((await make().get("/seasons/62/ladder")).contentType).toBe("application/vnd.x+json");
  });

  it("counts requests, hits and their age", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t });
    await up.get("/seasons/62/fixture");
    t += 4_400;
    expect(await up.get("/seasons/62/fixture")).toMatchObject({ source: "hit", ageSecs: 4 });
    await up.get("/seasons/62/fixture");
    expect(up.stats).toMatchObject({ requests: 3, hits: 2, upstreamCalls: 1, stale: 0 });
  });
});

describe("limits and the hung state, at their edges", () => {
  it("without a plan of its own, paces itself by the standard plan", () => {
    const up = make({ budget: false });
    expect(up.budget.snapshot().plan).toEqual({ rate: 20, burst: 40, daily: 35_000 });
    const own = make({ budget: false, env: { plan: { rate: 1, burst: 2, daily: 3 } } });
    expect(own.budget.snapshot().plan).toEqual({ rate: 1, burst: 2, daily: 3 });
  });

  it("a visitor over its limit gets the saved copy when there is one, else a 429 naming the address", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t, env: { visitor: { rate: 0.001, burst: 1 } } });
    standIn.state.cacheControl = "no-cache";
    await up.get("/seasons/62/ladder", { visitor: "v1" });
    t += 2_000;
    expect(await up.get("/seasons/62/ladder", { visitor: "v1" })).toMatchObject({
      status: 200,
      source: "stale",
    });
    expect(standIn.state.calls).toHaveLength(1);
    const e = await failure(up.get("/seasons/52/ladder", { visitor: "v1" }));
    expect(e).toBeInstanceOf(UpstreamError);
    expect(e.status).toBe(429);
    expect(e.message).toBe("Too many new data requests from this address");
    expect(e.retryAfterSecs).toBeGreaterThan(990);
    expect(up.stats.refusedVisitors).toBe(2);
  });

  it("the plan's refusal names the plan, and is not counted as a visitor's", async () => {
    const up = make({ plan: { rate: 0.001, burst: 4, daily: 1e9 } });
    for (let i = 0; i < 3; i++) await up.get(`/p/${i}`, { visitor: "v2" });
    const e = await failure(up.get("/p/3", { visitor: "v2" }));
    expect(e.status).toBe(429);
    expect(e.message).toBe("No saved copy, and the data plan's rate is taken up");
    expect(up.stats.refusedVisitors).toBe(0);
  });

  it("a hung service: 504 naming the deadline, then 503 for five seconds, then asked again", async () => {
    let t = 1_000_000;
    const up = make({ now: () => t, env: { timeoutMs: 200 } });
    standIn.state.mode = "hang";
    const first = await failure(up.get("/h/1"));
    expect(first.status).toBe(504);
    expect(first.message).toBe("The data service did not answer within 200 ms");
    t += 4_999;
    const hung = await failure(up.get("/h/2"));
    expect(hung.status).toBe(503);
    expect(hung.message).toBe("The data service is not answering; no saved copy exists");
    expect(hung.retryAfterSecs).toBe(1);
    standIn.state.mode = "ok";
    t += 1;
    expect((await up.get("/h/3")).status).toBe(200);
  });
});

describe("the operation of a path, matched once a miss", () => {
  it("is the caller's when given: screen, count and check all get it, and nothing else matches the path", async () => {
    const seen: (string | undefined)[] = [];
    const up = make({
      screen: (_p, m) => (seen.push(`screen ${m?.endpoint.id}`), undefined),
      validate: (_p, _b, m) => (seen.push(`check ${m?.endpoint.id}`), undefined),
    });
    // A match the path would not give (the match details for the score by period's path): only the caller's can have reached them.
    const match = { endpoint: ENDPOINT_BY_ID.get(OP.getMatch)!, rawParams: { matchId: "2024100" } };
    await up.get("/matches/2024100/score", { match });
    expect(seen).toEqual([`screen ${OP.getMatch}`, `check ${OP.getMatch}`]);
    expect(up.stats.callsByOperation).toEqual({ [OP.getMatch]: 1 });
  });

  it("is matched from the path when the caller has none", async () => {
    const seen: (string | undefined)[] = [];
    const up = make({
      screen: (_p, m) => (seen.push(`screen ${m?.endpoint.id} ${m?.rawParams.matchId}`), undefined),
      validate: (_p, _b, m) => (seen.push(`check ${m?.endpoint.id}`), undefined),
    });
    await up.get("/matches/2024100/score");
    expect(seen).toEqual([`screen ${OP.getMatchScore} 2024100`, `check ${OP.getMatchScore}`]);
    expect(up.stats.callsByOperation).toEqual({ [OP.getMatchScore]: 1 });
  });
});

describe("the counters", () => {
  it("count calls by operation only when asked (the benchmark's figures; production keeps totals)", async () => {
    const plain = createUpstreamCounters();
    plain.call(OP.getMatch);
    plain.add("hits");
    expect(plain.stats).toMatchObject({ upstreamCalls: 1, hits: 1, callsByOperation: {} });
    const byOp = createUpstreamCounters({ byOperation: true });
    byOp.call(OP.getMatch);
    byOp.call(OP.getMatch);
    expect(byOp.stats).toMatchObject({ upstreamCalls: 2, callsByOperation: { [OP.getMatch]: 2 } });
  });
});
