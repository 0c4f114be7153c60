// The embedded service in its own thread (lib/data-service/thread), as server.ts runs it: the real
// worker on a data directory (from the run's prepared import), the main thread's front door and
// pass-through in front of it, real HTTP. What matters: the token endpoint throttles each client by
// the address the front door worked out (not all of them as the loopback address), and nothing else
// that reaches the thread's own port can name an address; the app's client gets its token for the
// app's port; a backup's dump comes back; the thread closes.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServiceConfig } from "@/lib/data-service/config";
import { startServiceThread, type ServiceThread } from "@/lib/data-service/thread/service-thread";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { withFrontDoor } from "@/lib/security/front-door";
import { seedFromPreparedDump } from "@/tests/helpers/prepared-dump";

const dir = mkdtempSync(path.join(tmpdir(), "service-thread-"));
const CLIENT = { id: "test-client", secret: "test-secret-0123456789" };
let thread: ServiceThread;
let front: Server;
let base: string;
const trustProxy = process.env.TRUST_PROXY;

beforeAll(async () => {
  await seedFromPreparedDump(dir);
  thread = await startServiceThread(
    readServiceConfig({
      DATA_DIR: dir,
      SDS_CLIENT_ID: CLIENT.id,
      SDS_CLIENT_SECRET: CLIENT.secret,
      SDS_CLIENT_PLAN: "unlimited",
      SDS_EVENTS_AHEAD: "0",
    }),
    { log: () => {}, change: () => {}, ended: () => {} },
  );
  // The test's clients come from several addresses through a proxy the front door trusts. Set after
  // the thread started: its own copy of the environment does not trust X-Forwarded-For, so an
  // address it throttles by can only be the one the pass-through vouched for.
  process.env.TRUST_PROXY = "1";
  front = createServer(withFrontDoor((req, res) => thread.handle(req, res)));
  await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  await new Promise((r) => front?.close(r));
  await thread?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A token request with a wrong secret (each for a client of its own, so only the address adds up). */
const badToken = (url: string, i: number, headers: Record<string, string>) =>
  fetch(`${url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      client_id: `nobody-${i}`,
      client_secret: "wrong",
      audience: `${url}/`,
      grant_type: "client_credentials",
    }),
  }).then((r) => r.status);

describe("the service's thread behind the app's port", () => {
  it("gives the app's client a token for the app's port, through the pass-through", async () => {
    const res = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: thread.client.id,
        client_secret: thread.client.secret,
        audience: `${base}/`,
        grant_type: "client_credentials",
      }),
    });
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const leagues = await fetch(`${base}/v1/leagues`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(leagues.status).toBe(200);
  });

  it("throttles token attempts by the client's address, one client apart from another", async () => {
    const from = (a: string) => ({ "x-forwarded-for": a });
    const first: number[] = [];
    for (let i = 0; i < 30; i++) first.push(await badToken(base, i, from("203.0.113.1")));
    expect(new Set(first)).toEqual(new Set([401]));
    expect(await badToken(base, 30, from("203.0.113.1"))).toBe(429);
    // Another client is not held back by the first one's attempts.
    expect(await badToken(base, 31, from("203.0.113.2"))).toBe(401);
  });

  it("believes no address a request names on the thread's own port", async () => {
    const direct = `http://127.0.0.1:${thread.port}`;
    const named = { [CLIENT_ADDRESS_HEADER]: "203.0.113.3", "x-footy-service-proxy": "a-guess" };
    for (let i = 0; i < 30; i++) await badToken(direct, 100 + i, named);
    expect(await badToken(direct, 130, named)).toBe(429);
    // Those attempts counted as the loopback address, not as the address they named.
    expect(await badToken(base, 131, { "x-forwarded-for": "203.0.113.3" })).toBe(401);
  });

  it("dumps its database for a backup", async () => {
    const dump = await thread.dump();
    expect(dump.size).toBeGreaterThan(1_000_000);
  });
});
