import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STALE_RETRY_MS, summariseFreshness } from "@/lib/freshness/freshness";
import { startStandIn } from "./stand-in-service";
import { OP } from "@/lib/contract";

// The pages' freshness notice, end to end below the page: the server's own calls (sdsAnswer, through
// the process's one upstream) against a stand-in of the public service that fails, refuses, then stops.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
let sdsAnswer: typeof import("@/lib/app-server/upstream/sds-client").sdsAnswer;
let stopped = false;

beforeAll(async () => {
  standIn = await startStandIn();
  // Answers are never fresh, so every call goes to the service and a failure shows at once.
  standIn.state.cacheControl = "no-store";
  Object.assign(process.env, {
    SDS_BASE_URL: standIn.base,
    SDS_CLIENT_ID: "cid",
    SDS_CLIENT_SECRET: "very-secret",
    SDS_AUDIENCE: `${standIn.base}/`,
  });
  ({ sdsAnswer } = await import("@/lib/app-server/upstream/sds-client"));
});
afterAll(async () => {
  if (!stopped) await standIn.close();
});

describe("freshness of the server's answers", () => {
  it("a fresh answer says when it is from, and no notice", async () => {
    const a = await sdsAnswer("leagues");
    expect(a.source).toBe("miss");
    const now = Date.now();
    const f = summariseFreshness([a], now)!;
    expect(f.stale).toBeNull();
    expect(f.asOf).toBe(new Date(now).toISOString());
  });

  it("a refusal (429) serves the saved copy, marked stale, and the notice names the retry", async () => {
    standIn.state.mode = "429";
    const a = await sdsAnswer("leagues");
    expect(a.source).toBe("stale");
    const now = Date.now();
    const f = summariseFreshness([{ source: "hit", ageSecs: 0 }, a], now)!;
    expect(f.stale).not.toBeNull();
    expect(Date.parse(f.stale!.savedAt)).toBeLessThanOrEqual(now);
    expect(Date.parse(f.stale!.retryAt)).toBe(now + STALE_RETRY_MS);
  });

  it("a stopped service serves the saved copy too; with nothing saved, the page fails", async () => {
    await standIn.close();
    stopped = true;
    const a = await sdsAnswer("leagues");
    expect(a.source).toBe("stale");
    expect(a.data).toHaveProperty("leagues");
    await expect(sdsAnswer(OP.getLeague, { leagueId: 1 })).rejects.toThrow();
  });
});

describe("summariseFreshness", () => {
  it("reports the oldest answer, and nothing for a page that used none", () => {
    const now = Date.parse("2026-05-01T12:00:00Z");
    expect(summariseFreshness([], now)).toBeNull();
    const f = summariseFreshness(
      [
        { source: "hit", ageSecs: 30 },
        { source: "miss", ageSecs: 0 },
      ],
      now,
    )!;
    expect(f.asOf).toBe("2026-05-01T11:59:30.000Z");
    expect(f.stale).toBeNull();
  });
});
