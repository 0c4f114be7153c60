import type { AttemptGuard } from "@/lib/security/throttle";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readServiceConfig } from "@/lib/service/config";
import { createService, type Service } from "@/lib/service/create-service";
import { PREPARED_DUMP_ENV, preparedDump, seedFromPreparedDump } from "./prepared-dump";

export interface RunningService {
  base: string;
  service: Service;
  token: string;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  json<T = unknown>(path: string): Promise<{ status: number; body: T }>;
  newToken(): Promise<string>;
  close(): Promise<void>;
}

// The run's prepared import (prepared-dump.ts) is where every service a test starts begins, in memory
// or on disk; its name is re-exported for the files that read it from here.
export { PREPARED_DUMP_ENV };

/**
 * Starts the real service (real database, real HTTP on an ephemeral loopback port) for a test file.
 * PGlite in memory by default (from the run's prepared import); the PostgreSQL server named by
 * TEST_DATABASE_URL when `postgres` is set.
 */
export async function startService(
  opts: {
    env?: Record<string, string>;
    postgres?: boolean;
    now?: () => number;
    tokenGuard?: AttemptGuard;
    /** On a new data directory on disk: import as a first start does, not from the prepared import. */
    firstStartImports?: boolean;
  } = {},
): Promise<RunningService> {
  const env: Record<string, string> = {
    DATA_DIR: "memory://",
    SDS_CLIENT_ID: "test-client",
    SDS_CLIENT_SECRET: "test-secret-0123456789",
    SDS_CLIENT_PLAN: "unlimited",
    // No thread generating events in the background unless the test is about it: it would depend
    // on the hour the suite runs at (a demo match live or not).
    SDS_EVENTS_AHEAD: "0",
    ...(opts.postgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? "" } : {}),
    ...opts.env,
  };
  const inMemory = env.DATA_DIR.startsWith("memory://");
  // A new data directory on disk starts from the prepared import too (a first start's import is ~20 s
  // of a worker), unless the test is about that import (`firstStartImports`).
  if (!inMemory && !env.DATABASE_URL && !opts.firstStartImports) await seedFromPreparedDump(env.DATA_DIR);
  const service = await createService(readServiceConfig(env), {
    now: opts.now,
    tokenGuard: opts.tokenGuard,
    seed: inMemory && !env.DATABASE_URL ? await preparedDump() : undefined,
  });
  const server: Server = createServer({ maxHeaderSize: 65_536 }, (req, res) => void service.handle(req, res));
  // As server.ts does: fetch keeps idle sockets for about 4 s, and Node's default 5 s on the server side
  // raced with it on a loaded machine (a socket reused as the server closed it: ECONNRESET in a test's
  // first request after seconds of other work, seen once in .ci/run).
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const newToken = async () => {
    const res = await fetch(`${base}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: env.SDS_CLIENT_ID,
        client_secret: env.SDS_CLIENT_SECRET,
        audience: `${base}/`,
        grant_type: "client_credentials",
      }),
    });
    if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const token = await newToken();
  const get = (path: string, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    fetch(`${base}${path}`, { headers: { accept: "application/json", ...headers } });
  return {
    base,
    service,
    token,
    get,
    async json<T>(path: string) {
      const res = await get(path);
      return { status: res.status, body: (await res.json()) as T };
    },
    newToken,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    },
  };
}

/** The upstream client's settings for the client a test service registered (startService's default). */
export function clientEnvOf(svc: RunningService, timeoutMs: number) {
  return {
    baseUrl: svc.base,
    authUrl: svc.base,
    clientId: "test-client",
    clientSecret: "test-secret-0123456789",
    audience: `${svc.base}/`,
    timeoutMs,
  };
}
