import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetUpstream, startStandIn, useStandIn } from "./stand-in-service";

// A match view's address, as a signed-in analyst types it: an id that is not one is the not-found page
// before any call (the view's page renders beside the layout's check, so it checks too), and a match
// the service does not have is the not-found page after the match's own read, before the view's
// licence or data are asked for (each was a service call, and a logged error, for a mistyped address).
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-footy-client-address": "10.9.0.2" }),
}));
vi.mock("@/lib/app-server/auth/auth", () => ({
  currentUser: async () => ({ email: "analyst@demo.local", role: "analyst" }),
}));

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let screens: typeof import("@/features/match-centre/server");
beforeAll(async () => {
  standIn = await startStandIn();
  useStandIn(standIn.base, { SDS_CLIENT_SECRET: "match-address-secret", SDS_TIMEOUT_MS: "20000" });
});
afterAll(() => standIn.close());
beforeEach(async () => {
  Object.assign(standIn.state, { mode: "ok", delayMs: 0, calls: [] });
  await forgetUpstream();
  vi.resetModules();
  screens = await import("@/features/match-centre/server");
});

const props = (matchId: string) => ({
  params: Promise.resolve({ matchId }),
  searchParams: Promise.resolve({}),
});
/** Next's not-found: an error whose digest says 404 (next/navigation's notFound). */
const NOT_FOUND = expect.objectContaining({ digest: expect.stringMatching(/;404$/) });
const dataCalls = () => standIn.state.calls.map((c) => c.path).filter((p) => p.startsWith("/v1/"));

describe("a match view's address", () => {
  it.each(["abc", "NaN", "-1", "1.5", "1e3", " 7", "99999999999"])(
    "%j: not found, with no call to the service",
    async (raw) => {
      await expect(screens.ChainsScreen(props(raw))).rejects.toEqual(NOT_FOUND);
      await expect(screens.StatsScreen(props(raw))).rejects.toEqual(NOT_FOUND);
      await expect(screens.MatchReportScreen(props(raw))).rejects.toEqual(NOT_FOUND);
      await expect(screens.matchViewMetadata(props(raw), "Chains")).rejects.toEqual(NOT_FOUND);
      await expect(screens.MatchCentreFrame({ matchId: raw, children: null })).rejects.toEqual(NOT_FOUND);
      await expect(screens.MarginEmbedScreen({ matchId: raw })).rejects.toEqual(NOT_FOUND);
      expect(() => screens.matchIdParam(raw)).toThrow(NOT_FOUND);
      expect(dataCalls()).toEqual([]);
    },
  );

  it("a match the service does not have: not found after its read, the view's licence never asked", async () => {
    standIn.state.mode = "missing";
    for (const screen of [screens.ChainsScreen, screens.StatsScreen, screens.MatchReportScreen])
      await expect(screen(props("1000"))).rejects.toEqual(NOT_FOUND);
    expect(dataCalls().length).toBeGreaterThan(0);
    expect(dataCalls().filter((p) => p !== "/v1/matches/1000")).toEqual([]);
  });

  it("a match it has: the view goes on to its licence", async () => {
    expect(screens.matchIdParam("2024216")).toBe(2024216);
    await screens.ChainsScreen(props("2024216")).catch(() => undefined);
    expect(dataCalls()).toContain("/v1/matches/2024216");
    expect(dataCalls()).toContain("/v1/matches/2024216/metrics");
  });
});
