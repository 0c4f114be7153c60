import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { OP } from "@/lib/contract";
import { forgetUpstream, startStandIn, useStandIn } from "./stand-in-service";

// Who pays for a live feed's reads (upstream-source.ts, over the app's one upstream to a stand-in
// service). Opening a stream is free to anyone, so a feed's start (the match, its licence) is new calls
// of the viewer whose arrival starts it, from that viewer's allowance as a page's reads would be:
// without it one address could spend the plan's calls by opening streams of match after match. The
// beats are read once for every viewer and paid by none; the outlook's reads (its season's fixtures,
// bounded by the seasons) are the app's own. Every answer here is fresh for no time, so each read is
// a new call. No request is in progress (as for server.ts's streams): Next's headers() would throw.
vi.mock("next/headers", () => ({
  headers: async () => {
    throw new Error("outside a request");
  },
}));
vi.mock("@/lib/app-server/auth/auth", () => ({
  currentUser: async () => {
    throw new Error("outside a request");
  },
}));

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let source: ReturnType<typeof import("@/lib/app-server/live/upstream-source").upstreamFeedSource>;
let outlookCalls = 0;
beforeAll(async () => {
  standIn = await startStandIn();
  useStandIn(standIn.base, {
    SDS_CLIENT_SECRET: "live-feed-secret",
    SDS_TIMEOUT_MS: "20000",
    VISITOR_CALLS_PER_SEC: "0.001",
    VISITOR_CALLS_BURST: "6",
  });
});
afterAll(() => standIn.close());
beforeEach(async () => {
  Object.assign(standIn.state, { mode: "ok", delayMs: 0, calls: [], cacheControl: "no-store" });
  await forgetUpstream();
  vi.resetModules();
  const { upstreamFeedSource } = await import("@/lib/app-server/live/upstream-source");
  const { sdsGet } = await import("@/lib/app-server/upstream/sds-client");
  outlookCalls = 0;
  // The outlook reads a fixture of its own each time (a new call), as the model's first read would.
  source = upstreamFeedSource(async (m) => {
    await sdsGet(OP.getFixture, { leagueId: 1, levelId: 1, seasonId: 1000 + ++outlookCalls });
    return { expected: m.id, sigma: 30 };
  });
});

const ADDRESS = { address: "10.7.0.1", account: null };
const dataCalls = () => standIn.state.calls.filter((c) => c.path.startsWith("/v1/")).length;
/** Two starts spend the address's 6 new calls: each reads the match, the glossary and the match's metrics. */
async function spendTheAddress() {
  const first = await source.start(1, ADDRESS);
  await source.start(2, ADDRESS);
  await expect(source.start(3, ADDRESS)).rejects.toMatchObject({ status: 429 });
  return first;
}

describe("a live feed's start", () => {
  it("is paid by the viewer's address: once its new calls are spent, a 429 with no call made", async () => {
    await source.start(1, ADDRESS);
    await source.start(2, ADDRESS);
    const refused = await source.start(3, ADDRESS).catch((err: unknown) => err);
    expect(refused).toMatchObject({
      name: "LiveFeedError",
      status: 429,
      message: "Too many new data requests to start match 3's live feed now",
    });
    const before = dataCalls();
    await expect(source.start(4, ADDRESS)).rejects.toMatchObject({ status: 429 });
    expect(dataCalls()).toBe(before);
  });

  it("is paid by the signed-in account instead, whatever its address has spent", async () => {
    await spendTheAddress();
    const fan = { ...ADDRESS, account: { email: "fan@test.local", role: "fan" as const } };
    await expect(source.start(4, fan)).resolves.toHaveProperty("first");
  });

  it("its outlook and its later beats are paid by nobody: they go on once the viewer's calls are spent", async () => {
    // Had the outlook's reads been the address's, the second start would have been refused.
    const started = await spendTheAddress();
    expect(outlookCalls).toBe(2);
    expect(started.first.probability).toEqual(expect.any(Number));
    const reads = () => standIn.state.calls.filter((c) => c.path === "/v1/matches/1").length;
    const before = reads();
    for (let i = 0; i < 8; i++) await expect(started.read()).resolves.toHaveProperty("clock");
    expect(reads()).toBe(before + 8);
  });

  it("without a viewer (a lease taken over from an instance that died), is the app's own", async () => {
    await spendTheAddress();
    await expect(source.start(3)).resolves.toHaveProperty("first");
    await expect(source.prepare!(5)).resolves.toHaveProperty("read");
  });
});
