import { SignJWT } from "jose";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { indexStore, type Store } from "@/lib/service/store/store";
import type { DatasetLeague, DatasetMatch } from "@/lib/service/model/dataset";
import type { Tier } from "./auth/clients";
import type { TokenRequestContext } from "./auth/issue-token";
import { createTokenVerifier } from "./auth/verify-token";
import { audienceCheck } from "./create-service";
import { MAX_URL_BYTES } from "@/lib/security/front-door";
import { createHttpHandler } from "./http-handler";
import { createQuota } from "./quota";

// The service's HTTP layer on its hot path, handed requests directly (no socket): a small store of
// leagues, real tokens and the real quota over a database that records nothing.
const HOST = "svc.test";
const KEY = new TextEncoder().encode("a-test-signing-key-of-32-bytes!!");
const NOW = Date.parse("2026-04-01T10:00:00Z");
const noDb = { kind: "pglite", query: async () => [] } as unknown as Db;
const quota = createQuota(noDb, { now: () => NOW });
afterAll(() => quota.close());

const league = (id: number, name: string): DatasetLeague => ({
  id,
  name,
  code: name.slice(0, 3).toUpperCase(),
  gender: "Male",
  levels: [{ id: 1, name: "Senior", code: "SNR" }],
});
// A completed match (final: its answers are kept for good), enough of it for its metrics.
const match = {
  id: 7,
  seasonId: 1,
  utcStart: "2026-03-01T04:00:00Z",
  periodSecs: [1800, 1800, 1800, 1800],
  homeQuarters: [
    [1, 1],
    [1, 1],
    [1, 1],
    [1, 1],
  ],
} as unknown as DatasetMatch;
const storeOf = (...leagues: DatasetLeague[]): Store =>
  indexStore({
    leagues,
    venues: [],
    squads: [],
    persons: [],
    seasons: [],
    matches: [match],
    playerMatches: [],
    squadPlayers: [],
  });

function service(stores: { current: Store }) {
  return createHttpHandler({
    store: () => stores.current,
    verify: createTokenVerifier(KEY, audienceCheck()),
    quota,
    token: {} as TokenRequestContext, // no token requests here
    openapi: new Map(),
    now: () => NOW,
  });
}

const tokenFor = (clientId: string, tier: Tier = "core") =>
  new SignJWT({ tier, plan: "unlimited" })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(clientId)
    .setIssuer("sds-embedded")
    .setAudience(`http://${HOST}/`)
    .setIssuedAt(NOW / 1000)
    .setExpirationTime(NOW / 1000 + 3600)
    .sign(KEY);

/** What a handler sent: status, headers as a name → value object, body text; `ended` once sent. */
function request(url: string, token: string, more: Record<string, string> = {}) {
  const sent = { ended: false, status: 0, headers: {} as Record<string, string>, body: "" };
  const req = { url, method: "GET", headers: { host: HOST, authorization: `Bearer ${token}`, ...more } };
  const res = {
    headersSent: false,
    writeHead(status: number, flat: string[]) {
      sent.status = status;
      for (let i = 0; i < flat.length; i += 2) sent.headers[flat[i]] = flat[i + 1];
    },
    end(body: Uint8Array | string) {
      sent.body = Buffer.from(body).toString("utf8");
      sent.ended = true;
    },
    destroy() {},
  };
  return { req: req as unknown as IncomingMessage, res: res as unknown as ServerResponse, sent };
}

describe("the service's hot path", () => {
  it("answers a cached answer for a remembered token before the handler returns, with no promise", async () => {
    const handle = service({ current: storeOf(league(1, "AFL")) });
    const token = await tokenFor("hot-1");
    const first = request("/v1/leagues", token);
    await handle(first.req, first.res); // the token verified and the client's count loaded: waits
    expect(first.sent.status).toBe(200);
    const again = request("/v1/leagues", token);
    expect(handle(again.req, again.res)).toBeUndefined();
    expect(again.sent.ended).toBe(true);
    expect(again.sent).toEqual(first.sent);
    expect(again.sent.headers).toMatchObject({
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(first.sent.body)),
      "cache-control": "private, max-age=86400",
    });
    expect(JSON.parse(again.sent.body)).toEqual({
      leagues: [{ id: 1, name: "AFL", code: "AFL", gender: "Male" }],
    });
  });

  it("answers refusals thrown at once or after a wait as problem documents", async () => {
    const handle = service({ current: storeOf(league(1, "AFL")) });
    const token = await tokenFor("hot-2");
    const unknown = request("/v1/nowhere", token);
    expect(handle(unknown.req, unknown.res)).toBeUndefined();
    expect(unknown.sent).toMatchObject({ ended: true, status: 404 });
    expect(unknown.sent.headers["content-type"]).toBe("application/problem+json");
    const forged = request("/v1/leagues", `${token.slice(0, -4)}AAAA`);
    await handle(forged.req, forged.res);
    expect(forged.sent).toMatchObject({ ended: true, status: 403 });
    expect(forged.sent.headers["www-authenticate"]).toMatch(/invalid_token/);
    const wrongMethod = request("/v1/leagues", token);
    (wrongMethod.req as { method: string }).method = "DELETE";
    await handle(wrongMethod.req, wrongMethod.res);
    expect(wrongMethod.sent).toMatchObject({ ended: true, status: 405 });
    expect(wrongMethod.sent.headers.allow).toBe("GET");
  });

  it("refuses an address over MAX_URL_BYTES bytes of UTF-8 with a 414, counting bytes, not characters", async () => {
    const handle = service({ current: storeOf(league(1, "AFL")) });
    const token = await tokenFor("hot-6");
    const status = async (url: string) => {
      const r = request(url, token);
      await handle(r.req, r.res);
      return r.sent.status;
    };
    const euros = (n: number) => `/v1/leagues?x=${"€".repeat(n)}`; // 3 bytes each
    const head = Buffer.byteLength(euros(0));
    expect(await status(euros(Math.floor((MAX_URL_BYTES - head) / 3)))).toBe(200);
    expect(await status(euros(Math.floor((MAX_URL_BYTES - head) / 3) + 1))).toBe(414);
    expect(await status(`/v1/leagues?x=${"a".repeat(MAX_URL_BYTES - head)}`)).toBe(200);
    expect(await status(`/v1/leagues?x=${"a".repeat(MAX_URL_BYTES - head + 1)}`)).toBe(414);
  });

  it("keeps each tier's answer apart: a tier never gets another's cached answer", async () => {
    const handle = service({ current: storeOf(league(1, "AFL")) });
    const metricsFor = async (token: string) => {
      const r = request("/v1/matches/7/metrics", token);
      await handle(r.req, r.res);
      expect(r.sent.status, r.sent.body).toBe(200);
      return (JSON.parse(r.sent.body) as { metrics: unknown[] }).metrics.length;
    };
    const [core, advanced] = [await tokenFor("hot-4", "core"), await tokenFor("hot-5", "advanced")];
    const coreCount = await metricsFor(core);
    const advancedCount = await metricsFor(advanced);
    expect(advancedCount).toBeGreaterThan(coreCount);
    expect(await metricsFor(core)).toBe(coreCount);
    expect(await metricsFor(advanced)).toBe(advancedCount);
  });

  it("never answers from the cache once the data changed (an import, a replay: a new store)", async () => {
    const stores = { current: storeOf(league(1, "AFL")) };
    const handle = service(stores);
    const token = await tokenFor("hot-3");
    const before = request("/v1/leagues", token);
    await handle(before.req, before.res);
    stores.current = storeOf(league(1, "AFL"), league(2, "AFLW"));
    const after = request("/v1/leagues", token);
    await handle(after.req, after.res);
    expect(JSON.parse(after.sent.body).leagues).toHaveLength(2);
    expect(after.sent.headers["content-length"]).toBe(String(Buffer.byteLength(after.sent.body)));
  });
});
