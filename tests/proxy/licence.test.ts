import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "@/lib/app-server/auth/users";
import { OP, OPERATIONS, buildRouter } from "@/lib/contract";
import { proxyRequest } from "@/lib/app-server/upstream/proxy-request";
import { SAMPLES } from "../service/samples";
import { startStandIn } from "./stand-in-service";

// The licence of every operation of the contract, pinned one by one: event-level data only for
// coaches, analysts and admins (401 for an anonymous visitor, 403 for a fan, nothing sent upstream);
// every summary for everyone. The list is written out here, not read from the code under test.
// prettier-ignore
const EVENT_LEVEL: string[] = [
  OP.getMatchTransactions, OP.getPossessionChains, OP.getRotations, OP.getShots, OP.getEntries, OP.getPlayerLeaders, OP.getPlayerStatistics, OP.postPlayerStatistics, OP.getSquadStatistics, OP.postSquadStatistics, OP.getStoppages, OP.getTimeCodedStatistics, OP.getRuckContests, OP.getPlayerShotSummary, OP.getSquadShotSummary,
];
const NOT_PROXIED = ["usage"]; // the quota is an admin page's, read on the server
const ROLES: (Role | null)[] = [null, "fan", "coach", "analyst", "admin"];
const route = buildRouter();

let standIn: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  standIn = await startStandIn();
  standIn.state.delayMs = 0;
  Object.assign(process.env, {
    // The app's database (where the service token is kept) in memory: nothing of a run is left on disk.
    DATA_DIR: "memory://",
    SDS_BASE_URL: standIn.base,
    SDS_CLIENT_ID: "cid",
    SDS_CLIENT_SECRET: "proxy-secret",
    // Every operation for every role at once: the plan's pacing and the index of known ids (tested in
    // upstream-limits.test.ts) would refuse or add calls; this test is about the licence alone.
    SDS_PLAN_RATE: "1000000",
    SDS_PLAN_BURST: "1000000",
    SCREEN_UNKNOWN_IDS: "0",
    SDS_TIMEOUT_MS: "30000",
  });
});
afterAll(() => standIn.close());

const call = (sample: string, role: Role | null) => {
  const url = new URL(sample, "http://x.invalid");
  return proxyRequest(url.pathname.split("/").filter(Boolean), url.searchParams, async () => role);
};

describe("the licence of every operation", () => {
  it("covers the whole table", () => {
    expect(OPERATIONS.length).toBeGreaterThan(40);
    for (const op of OPERATIONS) expect(SAMPLES, op.id).toHaveProperty(op.id);
    for (const id of EVENT_LEVEL) expect(OPERATIONS.map((o) => o.id)).toContain(id);
  });

  it("is what the contract's table says of each operation (the proxy reads its `access`)", () => {
    for (const op of OPERATIONS)
      expect(op.access, op.id).toBe(EVENT_LEVEL.includes(op.id) ? "event" : "summary");
  });

  for (const op of OPERATIONS) {
    const sample = SAMPLES[op.id].ok;
    const refused = EVENT_LEVEL.includes(op.id);
    if (op.method === "POST") {
      // The proxy forwards GETs only: a POST operation's path reaches its GET twin, licensed alike.
      it(`${op.id} (POST) is not reachable through the proxy; its GET twin has the same licence`, () => {
        const twin = route("GET", sample.split("?")[0]);
        expect(twin && "endpoint" in twin && twin.endpoint.id).not.toBe(op.id);
        expect(twin && "endpoint" in twin && EVENT_LEVEL.includes(twin.endpoint.id)).toBe(refused);
      });
      continue;
    }
    const label = NOT_PROXIED.includes(op.id)
      ? "is not proxied (404) for anyone"
      : refused
        ? "is refused to anonymous visitors (401) and fans (403), served to coaches, analysts, admins"
        : "is served to everyone";
    it(`${op.id} ${label}`, async () => {
      let reached = 0;
      for (const role of ROLES) {
        const before = standIn.state.calls.length;
        const res = await call(sample, role);
        const sent = standIn.state.calls.length - before;
        reached += sent;
        const want = NOT_PROXIED.includes(op.id)
          ? 404
          : refused && role === null
            ? 401
            : refused && role === "fan"
              ? 403
              : 200;
        expect(res.status, `${op.id} as ${role ?? "anonymous"}`).toBe(want);
        if (want === 200) {
          expect(res.headers.get("x-sds-cache"), `${op.id} as ${role}`).toMatch(/^(miss|hit)$/);
          continue;
        }
        expect(sent, `${op.id} as ${role ?? "anonymous"}: nothing upstream`).toBe(0);
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        expect(await res.json()).toMatchObject({ status: want, title: expect.any(String) });
      }
      // A served operation reached the service (later roles may be answered from the proxy's cache).
      if (!NOT_PROXIED.includes(op.id)) expect(reached, op.id).toBeGreaterThan(0);
    });
  }
});
