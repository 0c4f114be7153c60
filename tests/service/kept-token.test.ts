import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UpstreamEnv } from "@/lib/app-server/env";
import { openMemoryAppDb } from "@/tests/helpers/memory-app-db";
import { dbTokenStore } from "@/lib/app-server/upstream/db-token-store";
import { createTokenManager } from "@/lib/app-server/upstream/token-manager";
import { memoryTokenStore, type TokenStore } from "@/lib/app-server/upstream/token-store";
import { createUpstream } from "@/lib/app-server/upstream/upstream";
import type { Db } from "@/lib/db/db";
import { startService, type RunningService } from "../helpers/start-service";

// The contract: a client holds at most 10 unexpired tokens (24 hours each); the 11th request is
// refused. Each start of the app asks the service's data through a new upstream and token manager: with
// the token kept in the app's database, twelve starts in a row use one token; kept in memory only, a
// start within the day is refused a token and gets no data at all.

let svc: RunningService;
let appDb: Db;
let env: UpstreamEnv;

beforeAll(async () => {
  svc = await startService();
  appDb = await openMemoryAppDb();
  env = {
    baseUrl: svc.base,
    authUrl: svc.base,
    clientId: "test-client",
    clientSecret: "test-secret-0123456789",
    audience: `${svc.base}/`,
    timeoutMs: 30_000,
  };
}, 120_000);

afterAll(async () => {
  await appDb?.close();
  await svc?.close();
});

/** The client's unexpired tokens, as the service counts them. */
const liveTokens = async () =>
  (
    await svc.service.db.query<{ n: number }>(
      "select count(*)::int n from tokens where client_id = $1 and expires_at > now()",
      [env.clientId],
    )
  )[0].n;

/** One start of the app: a new upstream and token manager, asking one answer. */
async function start(store: TokenStore) {
  const up = createUpstream({
    env: { ...env, plan: { rate: 1e6, burst: 1e6, daily: 1e9 } },
    tokens: createTokenManager(env, { store }),
  });
  // A refused token is an error with the issuer's status, as a page would meet it.
  return up.get("/leagues").then(
    (res) => res.status,
    (err: { status?: number }) => err.status,
  );
}

describe("the app's service token across starts", () => {
  it("kept in the app's database: twelve starts, one token", async () => {
    const before = await liveTokens();
    const key = `${env.clientId}\n${env.authUrl}\n${env.audience}`;
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await start(dbTokenStore(async () => appDb, key)));
    expect(statuses).toEqual(Array(12).fill(200));
    expect((await liveTokens()) - before).toBe(1);
  });

  it("kept in memory only, a start within the day gets no token, and no data", async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push(await start(memoryTokenStore()));
    expect(await liveTokens()).toBe(10);
    expect(statuses.slice(0, 2)).toEqual([200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
