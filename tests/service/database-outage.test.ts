// A database that goes away under the running app (the built app, `npm start`'s server, on a real
// PostgreSQL server of this test's own): stopped, the app neither spins a core nor answers 500 (pages
// and the service's operations that need it answer 503 with a message and Retry-After, the rest from
// memory), its health endpoint says so, its log says so once; started again, the app answers as before
// without a restart; and a stop (SIGTERM) during an outage ends it.
import { chmodSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, postgresServer } from "@/scripts/cluster/infra";
import { freePort } from "../helpers/free-port";
import { killAllApps, startApp, waitFor, type AppServer } from "../helpers/app-server";
import { startService } from "../helpers/start-service";
import { healthAnswer } from "@/lib/net/db-status";

const hasPostgres = existsSync("/usr/lib/postgresql");
const needs = "needs PostgreSQL's server (apt-get install postgresql) and the built app (npm run build)";
const root = mkdtempSync(path.join(tmpdir(), "db-outage-"));
chmodSync(root, 0o755); // the server runs as `postgres` under it
let server: ReturnType<typeof postgresServer> | undefined;
afterAll(() => {
  killAllApps();
  server?.stopIfRunning();
  rmSync(root, { recursive: true, force: true });
});

const CLIENT = { id: "outage-client", secret: "outage-secret-0123456789" };
// The demo league's season: its leaders page reads the app's database (what of its build is kept).
const LEADERS = "/seasons/9001/leaders";
// A data operation answered from the service's memory, database or not.
const DATA = "/v1/seasons/62/fixture?roundNumber=25";

/** CPU seconds the process has used (user and system, all threads), from /proc. */
function cpuSecs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime: clock ticks (USER_HZ = 100)
}

/** The share of one core the process used over `ms`. */
async function cpuShare(pid: number, ms: number): Promise<number> {
  const [c0, t0] = [cpuSecs(pid), performance.now()];
  await new Promise((r) => setTimeout(r, ms));
  return (cpuSecs(pid) - c0) / ((performance.now() - t0) / 1000);
}

function token(app: AppServer) {
  return fetch(`${app.base}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      audience: `${app.base}/`,
      grant_type: "client_credentials",
    }),
  });
}

const health = async (app: AppServer) => {
  const res = await fetch(`${app.base}/api/health`);
  return { status: res.status, cache: res.headers.get("cache-control"), body: (await res.json()) as unknown };
};

/** Waits until the health endpoint answers `status` (its probes' pauses reach 30 s). */
const healthTurns = (app: AppServer, status: number, ms: number) =>
  waitFor(
    `health ${status}`,
    () => health(app),
    (h) => h.status === status,
    ms,
  );

describe.skipIf(!hasPostgres && !process.env.CI)(`a database that goes away (${needs})`, () => {
  it("stopped: no busy loop, 503s with a message, health says so, one line; back: recovers; SIGTERM ends", async () => {
    const port = await freePort();
    server = postgresServer(root, port);
    server.start();
    await createPostgresDatabase(port, "footy");
    const app = await startApp(path.join(root, "app"), {
      DATABASE_URL: server.url("footy"),
      SDS_CLIENT_ID: CLIENT.id,
      SDS_CLIENT_SECRET: CLIENT.secret,
    });
    const pid = app.child.pid!;
    expect(await health(app)).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
    const bearer = {
      authorization: `Bearer ${((await (await token(app)).json()) as { access_token: string }).access_token}`,
    };
    expect((await fetch(`${app.base}/v1/usage`, { headers: bearer })).status).toBe(200);
    // A page read before: the app holds its own token, as a running app does.
    expect((await fetch(`${app.base}/seasons/62/ladder`)).status).toBe(200);

    const stoppedAt = Date.now();
    server.stop();
    const down = await health(app);
    expect(down.status).toBe(503);
    expect(down.cache).toBe("no-store");
    expect(down.body).toMatchObject({ status: "degraded", database: "unreachable" });
    const since = Date.parse((down.body as { since: string }).since);
    expect(since).toBeGreaterThanOrEqual(stoppedAt);
    expect(since).toBeLessThanOrEqual(Date.now());

    // What needs the database: 503 with Retry-After and words, never 500.
    const page = await fetch(`${app.base}${LEADERS}`);
    expect(page.status).toBe(503);
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    // The error page, which says in words that the database cannot be reached (error-state.tsx).
    expect(await page.text()).toContain("database-unavailable");
    const refusedToken = await token(app);
    expect(refusedToken.status).toBe(503);
    expect(refusedToken.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await refusedToken.json()).toMatchObject({ error: "temporarily_unavailable" });
    const usage = await fetch(`${app.base}/v1/usage`, { headers: bearer });
    expect(usage.status).toBe(503);
    expect(usage.headers.get("content-type")).toContain("application/problem+json");
    expect(await usage.json()).toMatchObject({ status: 503, title: "Service Unavailable" });
    // What does not: answered from memory as before.
    expect((await fetch(`${app.base}${DATA}`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`${app.base}/seasons/62/ladder`)).status).toBe(200);

    // No busy loop: a generous bound (an idle app uses ~1 %; a connect retried at once, most of a core).
    const share = await cpuShare(pid, 3_000);
    expect(
      share,
      `the app used ${(share * 100).toFixed(0)} % of a core with its database stopped`,
    ).toBeLessThan(0.3);
    for (let i = 0; i < 5; i++) expect((await fetch(`${app.base}${LEADERS}`)).status).toBe(503);
    // Said once for each handle on it (the service's and the app's), not at each try or request.
    const said = app
      .log()
      .split("\n")
      .filter((l) => l.includes("is unreachable ("));
    expect(said.length, said.join("\n")).toBeGreaterThanOrEqual(1);
    expect(said.length, said.join("\n")).toBeLessThanOrEqual(2);
    // A page that fails on it is one line of Next's log, not a stack trace and the error's fields.
    expect(app.log()).not.toMatch(/^\s+(at |since:|reason:)/m);

    // Back: the pool reconnects, the probes notice, everything answers again without a restart.
    server.start();
    await healthTurns(app, 200, 45_000);
    await waitFor(
      "a token again",
      () => token(app).then((r) => r.status),
      (s) => s === 200,
      35_000,
    );
    expect((await fetch(`${app.base}/v1/usage`, { headers: bearer })).status).toBe(200);
    expect((await fetch(`${app.base}${LEADERS}`)).status).toBe(200);
    expect(app.log()).toMatch(/answers again, after \d+\.\d s/);

    // A stop during an outage ends the process, and soon.
    server.stop();
    await healthTurns(app, 503, 10_000);
    const t0 = Date.now();
    await app.stop();
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(app.child.exitCode, app.log().slice(-2000)).toBe(0);
  }, 240_000);
});

describe("a PGlite directory that goes away", () => {
  it("PGlite's directory gone: the service answers 503, not 500, from memory what it can, and recovers", async () => {
    const dataDir = path.join(root, "pglite-service");
    const svc = await startService({ env: { DATA_DIR: dataDir } });
    try {
      expect((await svc.get(DATA)).status).toBe(200); // the client's count is loaded
      const files = path.join(dataDir, "pglite");
      renameSync(files, `${files}.away`);
      const asked = await svc.newToken().catch((e: Error) => e.message);
      expect(asked).toMatch(/^token request failed: 503 .*temporarily_unavailable/);
      expect((await svc.get(DATA)).status).toBe(200);
      expect(healthAnswer().body).toMatchObject({ status: "degraded", database: "unreachable" });
      // Never asked while its files are gone (a PGlite asked then may not recover); back, it answers.
      renameSync(`${files}.away`, files);
      await waitFor(
        "a token again",
        () =>
          svc.newToken().then(
            () => true,
            () => false,
          ),
        (ok) => ok,
        20_000,
      );
      expect(healthAnswer().status).toBe(200);
    } finally {
      await svc.close();
    }
  });
});
