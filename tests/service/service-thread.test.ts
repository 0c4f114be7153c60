// The embedded service in its own thread (lib/service/thread), as server.ts runs it: the real
// worker on a data directory (from the run's prepared import), the main thread's front door and the
// service's port in front of it, real HTTP. What matters: real operations through the app's port get
// the same status, headers and bytes as the service gives over HTTP (errors, the token endpoint with
// a body, a ~11 MB statistics answer, the final answers the main thread then sends itself), each call
// counted once whichever thread answered it; a client gone is let go of; the app's own calls from the
// main thread take the port; the main thread's answers are dropped when the data changes; the token
// endpoint throttles each client by the address the front door worked out (not all of them as the
// loopback address), and nothing that reaches the thread's own port can name an address; the app's
// client gets its token for the app's port; a backup's dump comes back; the thread closes.
import { createHash } from "node:crypto";
import { createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readServiceConfig } from "@/lib/service/config";
import { writeReplayFile } from "@/lib/service/replay";
import { isServicePath } from "@/lib/service/service-paths";
import { startServiceThread, type ServiceThread } from "@/lib/service/thread/service-thread";
import { httpExchange } from "@/lib/net/http-exchange";
import { splitsPayload } from "@/lib/season/match-splits";
import { rawRequest, type RawAnswer } from "@/tests/helpers/raw-request";
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
  // address it throttles by can only be the one the front door worked out.
  process.env.TRUST_PROXY = "1";
  // As server.ts: the service's paths go to it past the front door (`lean`), the rest elsewhere.
  const elsewhere = withFrontDoor((_req, res) => void res.writeHead(404).end(), {
    paths: isServicePath,
    handle: (req, res) => thread.handle(req, res),
  });
  front = createServer(elsewhere);
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

/** A token request of the app's client for the service at `base` (the audience). */
const tokenAsk = (base: string) => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify({
    client_id: thread.client.id,
    client_secret: thread.client.secret,
    audience: `${base}/`,
    grant_type: "client_credentials",
  }),
});

const SECURITY = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options"];
/** An answer's headers without the connection's own and the date; a time's value left out. */
function comparable(r: RawAnswer) {
  const headers: IncomingHttpHeaders = { ...r.headers };
  for (const k of [
    "date",
    "connection",
    "keep-alive",
    "transfer-encoding",
    ...SECURITY,
    "permissions-policy",
  ])
    delete headers[k];
  if (headers["server-timing"]) headers["server-timing"] = "(a time)";
  return {
    status: r.status,
    headers,
    bytes: r.body.length,
    sha256: createHash("sha256").update(r.body).digest("hex"),
  };
}

describe("the service's answers through the app's port", () => {
  let token: string;
  let host: string;
  /** The same request through the app's port and to the service's own HTTP port (as if to the app's). */
  async function bothWays(
    path: string,
    opts: { method?: string; headers?: Record<string, string>; body?: string },
  ) {
    const viaPort = await rawRequest(`${base}${path}`, opts);
    const viaHttp = await rawRequest(`http://127.0.0.1:${thread.port}${path}`, {
      ...opts,
      headers: { host, ...opts.headers },
    });
    return { viaPort, viaHttp };
  }
  const usedToday = async () => {
    const r = await rawRequest(`${base}/v1/usage`, { headers: { authorization: `Bearer ${token}` } });
    const u = JSON.parse(r.body.toString()) as { requestLimit: number; requestsRemaining: number };
    return u.requestLimit - u.requestsRemaining;
  };

  beforeAll(async () => {
    host = new URL(base).host;
    const res = await rawRequest(`${base}/oauth/token`, tokenAsk(base));
    token = (JSON.parse(res.body.toString()) as { access_token: string }).access_token;
  });

  it("the same status, headers and bytes as the service over HTTP, errors and the token endpoint included", async () => {
    const auth = { authorization: `Bearer ${token}` };
    const asks: [string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
      ["/v1/matches/2024100", { headers: auth }],
      ["/v1/matches/2024100", { headers: auth }], // a final answer: now the main thread's own
      ["/v1/seasons/62/ladder/10", { headers: { ...auth, "accept-encoding": "br" } }],
      ["/v1/seasons/62/ladder/10", { headers: { ...auth, "accept-encoding": "br" } }],
      ["/v1/seasons/62/fixture", { headers: { ...auth, "accept-encoding": "gzip" } }],
      ["/v1/seasons/62/fixture", { headers: { ...auth, "accept-encoding": "gzip" } }],
      ["/v1/seasons/62/fixture", { headers: auth }],
      ["/v1/leagues", { headers: auth }],
      ["/v1/matches/99999999", { headers: auth }],
      ["/v1/matches/2024100/statistics/players?zone=XX", { headers: auth }],
      ["/v1/matches/2024100", {}],
      ["/v1/matches/2024100", { headers: { authorization: "Bearer not.a.token" } }],
      ["/v1/matches/2024100", { headers: { ...auth, host: "localhost:1" } }], // another audience
      ["/v1/matches/2024100", { method: "POST", headers: auth }],
      ["/v1/nowhere", { headers: auth }],
      ["/openapi/1.68.0.json", { headers: { "accept-encoding": "br" } }],
      [
        "/oauth/token",
        { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" },
      ],
      [
        "/oauth/token",
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ client_id: thread.client.id, grant_type: "password" }),
        },
      ],
    ];
    const statuses: number[] = [];
    for (const [path, opts] of asks) {
      const { viaPort, viaHttp } = await bothWays(path, opts);
      expect(comparable(viaPort), `${opts.method ?? "GET"} ${path}`).toEqual(comparable(viaHttp));
      for (const k of SECURITY) expect(viaPort.headers[k], `${path}: ${k}`).toBeDefined();
      statuses.push(viaPort.status);
    }
    expect(statuses).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 404, 400, 403, 403, 403, 405, 404, 200, 400, 400,
    ]);
    expect(thread.counts().kept).toBeGreaterThanOrEqual(3);
    expect(thread.counts().waiting).toBe(0);
  });

  it("a token through the app's port, as over HTTP", async () => {
    const { viaPort, viaHttp } = await bothWays("/oauth/token", tokenAsk(base));
    expect([viaPort.status, viaHttp.status]).toEqual([200, 200]);
    expect(
      Object.keys(viaPort.headers)
        .filter((k) => !SECURITY.includes(k) && k !== "permissions-policy")
        .sort(),
    ).toEqual(Object.keys(viaHttp.headers).sort());
    const keys = (r: RawAnswer) => Object.keys(JSON.parse(r.body.toString()) as object).sort();
    expect(keys(viaPort)).toEqual(keys(viaHttp));
  });

  it("the season build's ~11 MB statistics answer: the same bytes, made in the thread", async () => {
    const ask = {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(splitsPayload()),
    };
    const { viaPort, viaHttp } = await bothWays("/v1/matches/2024100/statistics/players", ask);
    expect(viaPort.status).toBe(200);
    expect(viaPort.body.length).toBeGreaterThan(5_000_000);
    expect(comparable(viaPort)).toEqual(comparable(viaHttp));
  }, 120_000);

  it("counts each call once, whichever thread answered it", async () => {
    const before = await usedToday();
    for (let i = 0; i < 25; i++)
      expect(
        (
          await rawRequest(`${base}/v1/matches/2024100/score`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      ).toBe(200);
    // 25 calls and the second look at the usage.
    expect((await usedToday()) - before).toBe(26);
  });

  it("lets go of a request whose client went before its answer", async () => {
    const gone = (path: string, headers: Record<string, string>, body: string) =>
      new Promise<void>((resolve) => {
        const req = request(`${base}${path}`, { method: "POST", headers });
        req.on("error", () => resolve());
        req.write(body);
        setTimeout(() => req.destroy(), 100);
      });
    // Mid-body (the length promises more), and waiting for a large answer.
    await gone("/oauth/token", { "content-type": "application/json", "content-length": "500" }, "{");
    const payload = JSON.stringify(splitsPayload());
    await gone(
      "/v1/matches/2024101/statistics/players",
      {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "content-length": String(payload.length),
      },
      payload,
    );
    for (let i = 0; i < 200 && thread.counts().waiting > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(thread.counts().waiting).toBe(0);
    expect(
      (await rawRequest(`${base}/v1/leagues`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);
  }, 60_000);

  it("takes the port for the app's own calls from this thread, as over HTTP", async () => {
    const direct = `http://127.0.0.1:${thread.port}`;
    const got = await httpExchange(`${direct}/oauth/token`, tokenAsk(direct));
    const own = (JSON.parse(new TextDecoder().decode(got.body)) as { access_token: string }).access_token;
    const headers = { authorization: `Bearer ${own}`, "accept-encoding": "identity" };
    const kept = thread.counts().kept;
    const viaPort = await httpExchange(`${direct}/v1/matches/2024101`, { headers });
    // Only answers that came over the port are offered to the main thread: this one did.
    expect(thread.counts().kept).toBe(kept + 1);
    const viaHttp = await rawRequest(`${direct}/v1/matches/2024101`, { headers });
    expect(viaPort.status).toBe(200);
    expect(Buffer.from(viaPort.body).equals(viaHttp.body)).toBe(true);
    expect(viaPort.headers.get("cache-control")).toBe(viaHttp.headers["cache-control"]);
    // And again, from the main thread's own.
    expect(
      Buffer.from((await httpExchange(`${direct}/v1/matches/2024101`, { headers })).body).equals(
        viaHttp.body,
      ),
    ).toBe(true);
  });

  it("drops the main thread's answers when the data changes (a match replayed)", async () => {
    expect(thread.counts().kept).toBeGreaterThan(0);
    writeReplayFile(dir, new Map([[2024100, Date.now() - 50 * 60_000]]));
    for (let i = 0; i < 120 && thread.counts().kept > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(thread.counts().kept).toBe(0);
    const live = await rawRequest(`${base}/v1/matches/2024100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(live.status).toBe(200);
    expect(live.headers["cache-control"]).toBe("private, max-age=5");
    writeReplayFile(dir, new Map());
  });
});

describe("the service's thread behind the app's port", () => {
  it("gives the app's client a token for the app's port, through the service's port", async () => {
    const res = await fetch(`${base}/oauth/token`, tokenAsk(base));
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
