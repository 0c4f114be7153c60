import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  newRequestStatus,
  withRequestStatus,
  type RequestStatus,
} from "@/lib/app-server/page-cache/request-status";
import { readRetryDigest } from "@/lib/net/retry-digest";
import { forgetUpstream, startStandIn, useStandIn } from "./stand-in-service";
import { OP } from "@/lib/contract";

// A page's own reads (sds-client.ts) when a limit refuses them or the service is hung: every read a page
// cannot do without records the status the page answers (server.ts writes it instead of Next's 500) and
// carries the retry digest its error page reads, whichever way the page reads (sdsGet directly, as the
// match report and the licence do, or the app's own reads). A signed-in account pays for its pages'
// new calls from its own allowance. The request's address and session stand in for Next's.
const who = vi.hoisted(() => ({
  address: "10.9.0.1",
  account: null as { email: string; role: "fan" | "coach" | "analyst" | "admin" } | null,
}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-footy-client-address": who.address }),
}));
vi.mock("@/lib/app-server/auth/auth", () => ({ currentUser: async () => who.account }));

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let client: typeof import("@/lib/app-server/upstream/sds-client");
beforeAll(async () => {
  standIn = await startStandIn();
  useStandIn(standIn.base, {
    SDS_CLIENT_SECRET: "page-secret",
    SDS_TIMEOUT_MS: "20000",
    VISITOR_CALLS_PER_SEC: "0.001",
    VISITOR_CALLS_BURST: "1",
    ANALYST_CALLS_PER_SEC: "0.001",
    ANALYST_CALLS_BURST: "3",
  });
});
afterAll(() => standIn.close());
beforeEach(async () => {
  Object.assign(standIn.state, { mode: "ok", delayMs: 0, calls: [] });
  Object.assign(who, { address: "10.9.0.1", account: null });
  await forgetUpstream();
  vi.resetModules();
  client = await import("@/lib/app-server/upstream/sds-client");
});

/** Runs `render` as server.ts runs a page: what it recorded, and what it threw. */
async function asPage(render: () => Promise<unknown>) {
  const res = { statusCode: 200, headersSent: false, writeHead() {}, write() {}, end() {}, setHeader() {} };
  const ctx: RequestStatus = newRequestStatus();
  const rendered = withRequestStatus(res as unknown as ServerResponse, render, ctx) as Promise<unknown>;
  const thrown = await rendered.then(
    () => undefined,
    (err: unknown) => err as Error & { status?: number; digest?: string; retryAfterSecs?: number },
  );
  return { ctx, thrown };
}

describe("a page read that fails", () => {
  it("over the address's allowance: 429 recorded, with the limit's wait, and a digest naming when", async () => {
    const { ctx, thrown } = await asPage(async () => {
      await client.sdsGet(OP.getMatch, { matchId: 1 });
      await client.sdsGet(OP.getMatchScore, { matchId: 1 });
    });
    expect(thrown).toMatchObject({ status: 429, message: "Too many new data requests from this address" });
    expect(ctx.status).toBe(429);
    expect(ctx.retryAfterSecs).toBeGreaterThan(900); // one call in 1000 s
    const digest = readRetryDigest(thrown!.digest);
    expect(digest?.status).toBe(429);
    expect(Date.parse(digest!.retryAt) - Date.parse(digest!.at)).toBe(thrown!.retryAfterSecs! * 1000);
    expect(standIn.state.calls.filter((c) => c.path.startsWith("/v1/matches"))).toHaveLength(1);
  });

  it("the app's own read, the service hung: 504 recorded with a wait, not left to be a 500", async () => {
    // The token first, then a deadline this test's upstream waits out (read as it is made).
    process.env.SDS_TIMEOUT_MS = "2000";
    await client.sdsGetForApp(OP.getMatch, { matchId: 1 });
    process.env.SDS_TIMEOUT_MS = "20000";
    standIn.state.mode = "hang";
    const { ctx, thrown } = await asPage(() => client.sdsGetForApp(OP.getMatch, { matchId: 2 }));
    expect(thrown?.status).toBe(504);
    expect(ctx.status).toBe(504);
    expect(ctx.retryAfterSecs).toBeGreaterThan(0);
    expect(readRetryDigest(thrown!.digest)?.status).toBe(504);
  });

  it("above the licence (403): nothing recorded, the page decides what to show", async () => {
    standIn.state.mode = "tier";
    const { ctx, thrown } = await asPage(() => client.sdsGet(OP.getMatch, { matchId: 3 }));
    expect(thrown?.status).toBe(403);
    expect(thrown?.digest).toBeUndefined();
    expect(ctx.status).toBeUndefined();
  });
});

describe("whose allowance a page's new calls take", () => {
  it("a signed-in analyst's: his own, larger than the address's, from any address", async () => {
    who.account = { email: "analyst@x", role: "analyst" };
    const { ctx, thrown } = await asPage(async () => {
      for (const matchId of [1, 2, 3]) await client.sdsGet(OP.getMatch, { matchId });
      who.address = "10.9.0.2"; // the same account elsewhere
      await client.sdsGet(OP.getMatch, { matchId: 4 });
    });
    expect(thrown).toMatchObject({ status: 429, message: "Too many new data requests from this account" });
    expect(ctx.status).toBe(429);
    // The address paid nothing: an anonymous visitor behind it still has his one call.
    who.account = null;
    who.address = "10.9.0.1";
    const anonymous = await asPage(() => client.sdsGet(OP.getMatch, { matchId: 5 }));
    expect(anonymous.thrown).toBeUndefined();
  });

  it("a cached answer costs no allowance and no session read", async () => {
    const currentUser = vi.fn(async () => who.account);
    vi.doMock("@/lib/app-server/auth/auth", () => ({ currentUser }));
    who.account = { email: "coach@x", role: "coach" };
    const { thrown } = await asPage(async () => {
      for (let i = 0; i < 5; i++) await client.sdsGet(OP.getMatch, { matchId: 6 });
    });
    expect(thrown).toBeUndefined();
    expect(standIn.state.calls.filter((c) => c.path.startsWith("/v1/matches"))).toHaveLength(1);
    expect(currentUser).toHaveBeenCalledTimes(1); // for the one new call
  });
});
