import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { proxyRequest } from "@/lib/app-server/upstream/proxy-request";
import { startStandIn } from "./stand-in-service";
import { OP } from "@/lib/contract";

// The browser's door: only operations of the contract's table, validated before anything is sent.
let standIn: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  standIn = await startStandIn();
  Object.assign(process.env, {
    // The app's database (where the service token is kept) in memory: nothing of a run is left on disk.
    DATA_DIR: "memory://",
    SDS_BASE_URL: standIn.base,
    SDS_CLIENT_ID: "cid",
    SDS_CLIENT_SECRET: "proxy-secret",
    // These tests count the stand-in's calls exactly; the index of known ids (its own calls) is
    // tested in lib/app-server/builds/known-ids.test.ts and tests/proxy/upstream-limits.test.ts.
    SCREEN_UNKNOWN_IDS: "0",
    SDS_TIMEOUT_MS: "30000",
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.state.calls = [];
  standIn.state.mode = "ok";
});

const q = (s = "") => new URLSearchParams(s);

describe("proxy", () => {
  it("forwards an allowlisted operation with only its declared parameters", async () => {
    const res = await proxyRequest(["seasons", "62", "fixture"], q("roundNumber=3&squadId=40&junk=1"));
    expect(res.status).toBe(200);
    expect(standIn.state.calls.map((c) => c.path)).toEqual([
      "/v1/seasons/62/fixture?squadId=40&roundNumber=3",
    ]);
  });

  it("refuses what is not in the table with 404 and sends nothing upstream", async () => {
    for (const path of [["admin"], ["seasons", "62", "secret"], ["usage"], ["..", "oauth", "token"]]) {
      const res = await proxyRequest(path, q());
      expect(res.status).toBe(404);
    }
    expect(standIn.state.calls).toEqual([]);
  });

  it("answers malformed parameters with 400 naming them, before anything is sent", async () => {
    const res = await proxyRequest(["matches", "12x"], q());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { parameter: string }[] }).errors[0].parameter).toBe("matchId");
    const res2 = await proxyRequest(["seasons", "62", "fixture"], q("roundNumber=-2"));
    expect(res2.status).toBe(400);
    expect(standIn.state.calls).toEqual([]);
  });

  it("marks a stale copy served while the service is down", async () => {
    standIn.state.cacheControl = "no-cache";
    expect((await proxyRequest(["seasons", "62", "squads"], q())).status).toBe(200);
    standIn.state.mode = "down";
    const res = await proxyRequest(["seasons", "62", "squads"], q());
    expect(res.status).toBe(200);
    expect(res.headers.get("x-sds-cache")).toBe("stale");
    expect(res.headers.get("x-sds-stale-age")).toMatch(/^\d+$/);
    standIn.state.cacheControl = "private, max-age=60";
  });

  it("passes the failure on when the service is down and nothing is saved", async () => {
    standIn.state.mode = "down";
    const res = await proxyRequest(["seasons", "52", "squads"], q());
    expect(res.status).toBe(503);
  });
});

describe("answers checked against the contract", () => {
  it("passes a conforming answer on byte for byte", async () => {
    const res = await proxyRequest(["seasons", "62", "ladder"], q());
    expect(res.status).toBe(200);
    const body = (await res.json()) as { squads: unknown[]; path: string };
    expect(body.squads).toEqual([]);
    expect(body.path).toBe("/v1/seasons/62/ladder");
  });

  it("answers 502 naming the operation, and caches nothing, when the shape is wrong", async () => {
    standIn.state.mode = "malformed";
    const res = await proxyRequest(["seasons", "62", "squads", "40"], q());
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    expect(((await res.json()) as { detail: string }).detail).toMatch(
      new RegExp(`^${OP.getMainSquad} answered in a shape the contract`),
    );
    // Nothing was kept: once the service answers properly, the next request goes upstream again.
    standIn.state.mode = "ok";
    const again = await proxyRequest(["seasons", "62", "squads", "40"], q());
    expect(again.status).toBe(200);
    expect(again.headers.get("x-sds-cache")).toBe("miss");
    expect(standIn.state.calls).toHaveLength(2);
  });

  it("keeps serving the last good copy, marked stale, when a later answer is malformed", async () => {
    standIn.state.cacheControl = "no-cache";
    expect((await proxyRequest(["seasons", "62", "squads", "40", "persons"], q())).status).toBe(200);
    standIn.state.mode = "malformed";
    const res = await proxyRequest(["seasons", "62", "squads", "40", "persons"], q());
    expect(res.status).toBe(200);
    expect(res.headers.get("x-sds-cache")).toBe("stale");
    expect(((await res.json()) as { players: unknown[] }).players).toEqual([]);
    standIn.state.cacheControl = "private, max-age=60";
  });
});

describe("licensed event data", () => {
  it("refuses event-level operations to anonymous visitors (401) and fans (403), sending nothing", async () => {
    const anon = await proxyRequest(["matches", "2024001", "shots"], q());
    expect(anon.status).toBe(401);
    const fan = await proxyRequest(["matches", "2024001", "statistics", "players"], q(), async () => "fan");
    expect(fan.status).toBe(403);
    expect(standIn.state.calls).toEqual([]);
  });

  it("forwards them for a coach or analyst, and summaries for everyone", async () => {
    expect((await proxyRequest(["matches", "2024001", "shots"], q(), async () => "coach")).status).toBe(200);
    expect(
      (await proxyRequest(["matches", "2024001", "transactions"], q(), async () => "analyst")).status,
    ).toBe(200);
    expect((await proxyRequest(["matches", "2024001", "score"], q())).status).toBe(200);
    expect(standIn.state.calls).toHaveLength(3);
  });
});
