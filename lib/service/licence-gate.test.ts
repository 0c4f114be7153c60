import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openDb } from "@/lib/db/open-db";
import { registerClient } from "./auth/clients";
import { loadSigningKey } from "./auth/signing-key";
import { createTokenVerifier } from "./auth/verify-token";
import { audienceCheck } from "./create-service";
import { createHttpHandler } from "./http-handler";
import { createQuota, type Quota } from "./quota";

// The service's licence gate (http-handler: the caller's tier against the operation's), over real HTTP
// with real tokens on an in-memory database, and without the match data: the gate comes before the
// quota, the parameters and the store, so a request that passes it is seen here as the 400 of its
// malformed match id, and a refused one costs no request of the client's quota.
let db: Db;
let quota: Quota;
let server: Server;
let base: string;
const token: Record<string, string> = {};

beforeAll(async () => {
  db = await openDb({ dataDir: "memory://" });
  const key = await loadSigningKey(db);
  const check = audienceCheck();
  quota = createQuota(db);
  const handle = createHttpHandler({
    store: () => {
      throw new Error("the store is not reached by these requests");
    },
    verify: createTokenVerifier(key, check),
    quota,
    token: { db, key, audienceOk: check },
    openapi: new Map(),
  });
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const tier of ["core", "advanced", "transactional"] as const) {
    await registerClient(db, { id: `gate-${tier}`, secret: `${tier}-secret`, tier, plan: "standard" });
    const res = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        grant_type: "client_credentials",
        client_id: `gate-${tier}`,
        client_secret: `${tier}-secret`,
        audience: `${base}/`,
      }),
    });
    expect(res.status).toBe(200);
    token[tier] = ((await res.json()) as { access_token: string }).access_token;
  }
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await quota.close();
  await db.close();
});

const get = (tier: string, path: string) =>
  fetch(`${base}/v1${path}`, { headers: { authorization: `Bearer ${token[tier]}` } });
const used = async (tier: string) => {
  const u = await quota.usage(`gate-${tier}`, "standard");
  return u.requestLimit - u.requestsRemaining;
};

describe("the service's licence gate", () => {
  it("refuses transactional operations to core and advanced clients with 403 naming both tiers, at no cost", async () => {
    for (const tier of ["core", "advanced"]) {
      const before = await used(tier);
      for (const [path, summary] of [
        ["/matches/12x/transactions", "Match transactions"],
        ["/matches/12x/chains", "Possession chains"],
        ["/matches/12x/statistics/flow", "Time-coded statistics"],
      ]) {
        const res = await get(tier, path);
        expect(res.status, `${tier} ${path}`).toBe(403);
        expect(res.headers.get("content-type")).toBe("application/problem+json");
        // Not a refusal of the token: a client must not renew it for this.
        expect(res.headers.get("www-authenticate")).toBeNull();
        expect(await res.json()).toMatchObject({
          status: 403,
          title: "Forbidden",
          detail: `${summary} needs the transactional tier; this client has ${tier}`,
        });
      }
      expect(await used(tier), tier).toBe(before);
    }
  });

  it("lets a transactional client through to them, and every client to the core operations", async () => {
    const pass = async (tier: string, path: string) => {
      const res = await get(tier, path);
      expect(res.status, `${tier} ${path}`).toBe(400);
      // (the time-coded statistics names its missing metric too.)
      expect(((await res.json()) as { errors: { parameter: string }[] }).errors[0]).toEqual({
        parameter: "matchId",
        message: 'matchId must be an integer from 0 to 2147483647; got "12x"',
      });
    };
    const before = await used("transactional");
    for (const path of ["/matches/12x/transactions", "/matches/12x/chains", "/matches/12x/statistics/flow"])
      await pass("transactional", path);
    expect(await used("transactional")).toBe(before + 3);
    for (const tier of ["core", "advanced", "transactional"])
      for (const path of ["/matches/12x/statistics/players", "/matches/12x/shots", "/matches/12x/score"])
        await pass(tier, path);
  });
});
