import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GlossaryEntrySchema, MetricSchema } from "@/lib/contract";
import { minimalOf } from "./minimal-answer";
import { startStandIn } from "./stand-in-service";

// The app's licence, learned from the service (lib/app-server/upstream/licence.ts): the match's metrics lists the client's metrics
// for a match, the glossary gives each metric's tier; the highest tier among them is the client's.
// The stand-in answers the glossary and the match's metrics with metrics of known tiers.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let matchLicence: typeof import("@/lib/app-server/upstream/licence").matchLicence;

const entry = (code: string, tier: string) => ({ ...(minimalOf(GlossaryEntrySchema) as object), code, tier });
const metric = (code: string) => ({ ...(minimalOf(MetricSchema) as object), code });

beforeAll(async () => {
  standIn = await startStandIn();
  standIn.state.delayMs = 0;
  standIn.state.answers = {
    "/metrics": {
      metrics: [entry("A", "core"), entry("B", "advanced"), entry("C", "transactional"), entry("D", "core")],
    },
    "/matches/5/metrics": { matchId: 5, metrics: [metric("A"), metric("B")] },
    "/matches/6/metrics": { matchId: 6, metrics: [metric("D"), metric("A")] },
    "/matches/7/metrics": { matchId: 7, metrics: [metric("C"), metric("A"), metric("B")] },
    "/matches/8/metrics": { matchId: 8, metrics: [] },
    "/matches/9/metrics": { matchId: 9, metrics: [metric("B"), metric("Z")] },
    "/matches/10/metrics": { matchId: 10, metrics: [metric("D"), metric("B")] },
  };
  Object.assign(process.env, {
    SDS_BASE_URL: standIn.base,
    SDS_CLIENT_ID: "cid",
    SDS_CLIENT_SECRET: "proxy-secret",
    SCREEN_UNKNOWN_IDS: "0",
    SDS_TIMEOUT_MS: "30000",
  });
  ({ matchLicence } = await import("@/lib/app-server/upstream/licence"));
});
afterAll(() => standIn.close());

describe("matchLicence", () => {
  it("is the highest tier among the client's metrics for the match, with their codes", async () => {
    expect(await matchLicence(5)).toEqual({ tier: "advanced", metrics: new Set(["A", "B"]) });
    expect(await matchLicence(6)).toEqual({ tier: "core", metrics: new Set(["D", "A"]) });
    expect(await matchLicence(7)).toEqual({ tier: "transactional", metrics: new Set(["C", "A", "B"]) });
    // The highest, not the last in the glossary's order (B advanced comes before D core).
    expect(await matchLicence(10)).toEqual({ tier: "advanced", metrics: new Set(["D", "B"]) });
  });

  it("is core when the match lists no metric, and ignores codes the glossary does not know", async () => {
    expect(await matchLicence(8)).toEqual({ tier: "core", metrics: new Set() });
    expect(await matchLicence(9)).toEqual({ tier: "advanced", metrics: new Set(["B", "Z"]) });
  });

  it("asks the service for the match's metrics and the glossary", () => {
    const paths = standIn.state.calls.map((c) => c.path);
    expect(paths).toContain("/v1/matches/5/metrics");
    expect(paths).toContain("/v1/metrics");
  });
});
