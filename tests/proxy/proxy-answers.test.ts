import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { forgetUpstream, startStandIn, useStandIn } from "./stand-in-service";

// The proxy's answers word for word (the browser shows them), and its failures when no saved copy
// exists: a visitor over its limit (429 with the limit's Retry-After), an issuer refusing without one
// (429, 60 s), a hung service (504, then 503 while it is taken as hung), an unreachable issuer (502).
// Each test gets a new upstream (token, cache, hung state): the process's one instance is dropped.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  standIn = await startStandIn();
  useStandIn(standIn.base, {
    SDS_CLIENT_SECRET: "proxy-secret",
    // A deadline no busy machine reaches (a token or an answer over 300 ms was a 502 here in a full
    // run); the hung service's test sets its own short one.
    SDS_TIMEOUT_MS: "20000",
    VISITOR_CALLS_PER_SEC: "0.001",
    VISITOR_CALLS_BURST: "2",
  });
});
afterAll(() => standIn.close());

let proxyRequest: typeof import("@/lib/app-server/upstream/proxy-request").proxyRequest;
beforeEach(async () => {
  Object.assign(standIn.state, {
    calls: [],
    mode: "ok",
    issuer: "ok",
    issuerRetryAfter: "30",
    retryAfter: "60",
    cacheControl: "private, max-age=60",
    delayMs: 0,
  });
  await forgetUpstream();
  vi.resetModules();
  ({ proxyRequest } = await import("@/lib/app-server/upstream/proxy-request"));
});

const q = (s = "") => new URLSearchParams(s);
const problemOf = async (res: Response) => {
  expect(res.headers.get("content-type")).toBe("application/problem+json");
  return (await res.json()) as Record<string, unknown>;
};

describe("the proxy's own refusals, word for word", () => {
  it("404 names the path (at most 200 characters of it)", async () => {
    expect(await problemOf(await proxyRequest(["nope"], q()))).toEqual({
      type: "about:blank",
      title: "Not Found",
      status: 404,
      detail: 'No data operation at "/nope"',
    });
    const long = "y".repeat(300);
    expect((await problemOf(await proxyRequest(["x", long], q()))).detail).toBe(
      `No data operation at ${JSON.stringify(`/x/${long}`.slice(0, 200))}`,
    );
  });

  it("401 and 403 for event-level data say who may see it", async () => {
    expect(await problemOf(await proxyRequest(["matches", "1", "shots"], q()))).toEqual({
      type: "about:blank",
      title: "Unauthorized",
      status: 401,
      detail: "Sign in as a coach or analyst to see event-level match data.",
    });
    expect(await problemOf(await proxyRequest(["matches", "1", "shots"], q(), async () => "fan"))).toEqual({
      type: "about:blank",
      title: "Forbidden",
      status: 403,
      detail: "Event-level match data is for coaches and analysts; this account is not one.",
    });
  });

  it("400 joins every parameter's message", async () => {
    const res = await proxyRequest(["seasons", "6x", "fixture"], q("roundNumber=-1"));
    expect(res.status).toBe(400);
    expect(await problemOf(res)).toEqual({
      type: "about:blank",
      title: "Bad Request",
      status: 400,
      detail:
        'seasonId must be an integer from 0 to 2147483647; got "6x"; ' +
        'roundNumber must be an integer from 0 to 2147483647; got "-1"',
      errors: [
        { parameter: "seasonId", message: 'seasonId must be an integer from 0 to 2147483647; got "6x"' },
        {
          parameter: "roundNumber",
          message: 'roundNumber must be an integer from 0 to 2147483647; got "-1"',
        },
      ],
    });
    expect(standIn.state.calls).toEqual([]);
  });
});

describe("what the proxy passes on", () => {
  it("a fresh answer: not stored by the browser, its source named, no stale age nor Retry-After", async () => {
    const res = await proxyRequest(["seasons", "62", "ladder"], q());
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-sds-cache")).toBe("miss");
    expect(res.headers.get("x-sds-stale-age")).toBeNull();
    expect(res.headers.get("retry-after")).toBeNull();
  });

  it("the next start of the app asks the data with the token the last one was given", async () => {
    const before = standIn.state.tokenRequests;
    expect((await proxyRequest(["seasons", "62", "ladder"], q())).status).toBe(200);
    // A restart: a new upstream (its token manager, its cache), the same app database.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for("footy.upstream")];
    vi.resetModules();
    ({ proxyRequest } = await import("@/lib/app-server/upstream/proxy-request"));
    expect((await proxyRequest(["seasons", "63", "ladder"], q())).status).toBe(200);
    expect(standIn.state.tokenRequests - before).toBe(1);
    const tokens = new Set(standIn.state.calls.map((c) => c.authorization));
    expect(tokens.size).toBe(1);
  });

  it("the service's own 429, with its Retry-After", async () => {
    standIn.state.mode = "429";
    const res = await proxyRequest(["seasons", "62", "ladder"], q());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
  });
});

describe("failures with no saved copy", () => {
  it("a visitor over its limit: 429 naming the address, with the limit's Retry-After", async () => {
    for (const id of ["1", "2"])
      expect((await proxyRequest(["seasons", id, "squads"], q(), undefined, "10.0.0.1")).status).toBe(200);
    const res = await proxyRequest(["seasons", "3", "squads"], q(), undefined, "10.0.0.1");
    expect(res.status).toBe(429);
    // One call in 1000 s: the wait is the limit's own (about 1000 s), not the 60 s of a 429 without one.
    const wait = Number(res.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(900);
    expect(await problemOf(res)).toEqual({
      type: "about:blank",
      title: "Too Many Requests",
      status: 429,
      detail: `Too many new data requests from this address; no saved copy exists. Try again in ${wait} s.`,
    });
    // Another address is not limited by this one.
    expect((await proxyRequest(["seasons", "3", "squads"], q(), undefined, "10.0.0.2")).status).toBe(200);
    expect(standIn.state.calls).toHaveLength(3);
  });

  it("a signed-in account pays from its own allowance, not its address's, and is told so", async () => {
    const account = (email: string, role: "fan" | "analyst") => async () => ({ email, role });
    const ask = (id: string, who: () => Promise<{ email: string; role: "fan" | "analyst" } | null>) =>
      proxyRequest(["seasons", id, "squads"], q(), undefined, "10.0.0.5", who);
    // An analyst's allowance is larger than the address's two (600 by default).
    for (const id of ["11", "12", "13", "14"])
      expect((await ask(id, account("a@x", "analyst"))).status, id).toBe(200);
    // A fan has the visitor's two, his own.
    for (const id of ["15", "16"]) expect((await ask(id, account("f@x", "fan"))).status, id).toBe(200);
    const fan = await ask("17", account("f@x", "fan"));
    expect(fan.status).toBe(429);
    expect((await problemOf(fan)).detail).toMatch(/^Too many new data requests from this account; /);
    // The address paid for none of them: a visitor who is not signed in (null) still has its two.
    for (const id of ["18", "19"]) expect((await ask(id, async () => null)).status, id).toBe(200);
    expect((await ask("20", async () => null)).status).toBe(429);
  });

  it("the token issuer refusing without a Retry-After: 429, try again in 60 s", async () => {
    standIn.state.issuer = "429";
    standIn.state.issuerRetryAfter = null;
    const res = await proxyRequest(["seasons", "62", "squads"], q());
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect((await problemOf(res)).detail).toBe(
      "The token issuer answered 429; no saved copy exists. Try again in 60 s.",
    );
  });

  it("a hung service: 504, then 503 with a Retry-After while it is taken as hung", async () => {
    // A short deadline for the hang (this test's upstream reads it when it is made). It is the token
    // issuer's too, which answers at once: 300 ms was missed there under a full run's load (a 504 or
    // 502 for the token, not the data), so two seconds.
    process.env.SDS_TIMEOUT_MS = "2000";
    onTestFinished(() => void (process.env.SDS_TIMEOUT_MS = "20000"));
    standIn.state.mode = "hang";
    const first = await proxyRequest(["seasons", "62", "squads"], q());
    expect(first.status).toBe(504);
    expect(first.headers.get("retry-after")).toBeNull();
    expect(await problemOf(first)).toEqual({
      type: "about:blank",
      title: "Gateway Timeout",
      status: 504,
      detail: "The data service did not answer in time and no saved copy exists; try again shortly.",
    });
    const next = await proxyRequest(["seasons", "52", "squads"], q());
    expect(next.status).toBe(503);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await problemOf(next)).toEqual({
      type: "about:blank",
      title: "Service Unavailable",
      status: 503,
      detail: "The data service is not answering and no saved copy exists; try again shortly.",
    });
  });

  it("an issuer that fails: 502", async () => {
    standIn.state.issuer = "error";
    const res = await proxyRequest(["seasons", "62", "squads"], q());
    expect(res.status).toBe(502);
    expect(res.headers.get("retry-after")).toBeNull();
    expect(await problemOf(res)).toEqual({
      type: "about:blank",
      title: "Bad Gateway",
      status: 502,
      detail: "The data service could not be reached and no saved copy exists; try again shortly.",
    });
  });
});
