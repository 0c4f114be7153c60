// `npm run test:cluster`: one data service on PostgreSQL, three app instances sharing Redis and the
// database behind nginx (the configuration of docs/deploy.md), load through nginx while one instance
// is stopped and started again, then the checks of docs/deploy.md ("What npm run test:cluster checks").
// The last line: `cluster: N requests, 0 failed, 1 live token, quota Q = Q calls, cross-instance page: 0 upstream calls, live: V/V viewers complete`.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { nginxConfig, startNginx, startPostgres, startRedis } from "./infra";
import { livePhase } from "./live-phase";
import { runLoad, visitAll, type Failure } from "./load";
import { freePort, onExit, sleep, start, stop, tail, waitReady, type Proc } from "./procs";
import { MALLOC_ENV } from "../malloc-env";
import { serverNodeArgs } from "../../lib/net/server-bundle";

const ROOT = path.resolve(import.meta.dirname, "../..");
const LOAD_CLIENTS = 12;
const LOAD_MIN_MS = 45_000;
const STOP_AT_MS = 10_000; // into the load, one instance is stopped
const DRAIN_MS = 3_000; // after nginx stops sending it requests (CLUSTER_DRAIN)
const DOWN_MS = 3_000; // and started again this long after it has gone
const AFTER_RESTART_MS = 12_000; // load continues at least this long once it is back
// Viewers of a live match's stream through nginx while the instance reading it is killed (check 6).
const LIVE_VIEWERS = Number(process.env.CLUSTER_LIVE_VIEWERS ?? 1000);

// Settled data only (finished seasons, completed matches), pages and the data proxy; the home page
// also shows the synthetic league's live matches (answers of 5 s). Not the history pages (/clubs,
// /records, /head-to-head): their first view starts a one-off build of the all-time summary, paced
// over minutes by the plan's share, which would keep the instances busy past the test's time.
const LOAD_URLS = [
  "/",
  "/seasons/62/ladder",
  "/api/sds/seasons/62/ladder",
  "/seasons/62/fixture",
  "/api/sds/seasons/62/fixture",
  "/seasons/62/squads",
  "/matches/2024216",
  "/api/sds/matches/2024216",
  "/seasons/52/ladder",
  "/api/sds/seasons/52/squads",
  "/matches/2023100",
  "/glossary",
  "/api/sds/leagues",
];
// A completed match's page the load never asks for: the cross-instance check.
const CROSS_PAGE = "/matches/2024150";

let keep = process.env.KEEP_CLUSTER_DIR === "1";
const log = (m: string) => console.log(`[cluster] ${m}`);
// A run that cannot finish still ends with a `cluster:` line (and its processes' logs kept).
process.on("uncaughtException", (err) => {
  console.error(err);
  keep ||= process.env.CI !== "true";
  console.log(`cluster: 0 requests checked, the run failed: ${err.message.split("\n")[0]}`);
  process.exit(3);
});
const t0 = Date.now();
const secs = () => ((Date.now() - t0) / 1000).toFixed(0);

if (!existsSync(path.join(ROOT, ".next/BUILD_ID"))) {
  console.log("cluster: 0 requests checked, no build (.next/BUILD_ID): run `npm run build` first");
  process.exit(2);
}

const dir = mkdtempSync(path.join(os.tmpdir(), "footy-cluster-"));
chmodSync(dir, 0o755); // PostgreSQL (user postgres) and nginx's workers must reach their folders
const logs = path.join(dir, "logs");
mkdirSync(logs, { mode: 0o755 });
onExit(() => {
  if (keep) console.log(`[cluster] kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
});

const ports = {
  postgres: await freePort(),
  redis: await freePort(),
  SERVICE_PORT: await freePort(),
  SDS_PORT: await freePort(),
  PUBLIC_PORT: await freePort(),
  APP_1: await freePort(),
  APP_2: await freePort(),
  APP_3: await freePort(),
};
const sdsDoor = `http://127.0.0.1:${ports.SDS_PORT}`;
const publicDoor = `http://127.0.0.1:${ports.PUBLIC_PORT}`;
const clientId = "footy-web";
const clientSecret = randomBytes(24).toString("base64url");

const databaseUrl = await startPostgres(dir, ports.postgres);
const redis = await startRedis(logs, ports.redis);
log(`${secs()} s: PostgreSQL on ${ports.postgres}, Redis on ${ports.redis}`);

const baseEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TZ: "UTC",
  NODE_ENV: "production",
  ...MALLOC_ENV, // as `npm start` runs the app (malloc-env.ts)
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: databaseUrl,
  SDS_CLIENT_ID: clientId,
  SDS_CLIENT_SECRET: clientSecret,
  SDS_BASE_URL: sdsDoor,
};
const tsx = path.join(ROOT, "node_modules/.bin/tsx");

// The data service: one process, so its quota and rate limit are global.
const serviceDir = path.join(dir, "service");
const service = start(
  "service",
  tsx,
  ["--expose-gc", "lib/service/standalone.ts"],
  {
    ...baseEnv,
    PORT: String(ports.SERVICE_PORT),
    DATA_DIR: serviceDir,
    SDS_CLIENT_TIER: "transactional",
    SDS_CLIENT_PLAN: "standard",
  },
  path.join(logs, "service.log"),
);
const serviceMs = await waitReady(
  service,
  `http://127.0.0.1:${ports.SERVICE_PORT}/openapi/1.68.0.json`,
  240_000,
);
log(
  `${secs()} s: data service ready in ${(serviceMs / 1000).toFixed(1)} s (AFL data imported into PostgreSQL)`,
);

const nginxConf = nginxConfig(ROOT, { ...ports, RUN_DIR: path.join(dir, "nginx"), LOG_DIR: logs });
const { proc: nginx, file: nginxFile } = startNginx(nginxConf, path.join(dir, "nginx"), logs);
await waitReady(nginx, `${sdsDoor}/openapi/1.68.0.json`, 20_000);
log(`${secs()} s: nginx on ${ports.PUBLIC_PORT} (app) and ${ports.SDS_PORT} (service door)`);

const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const usageTotal = async () =>
  Number(
    (await db.query("select coalesce(sum(requests), 0) n from usage_daily where client_id = $1", [clientId]))
      .rows[0].n,
  );
const usageAtStart = await usageTotal();

// The app instances.
const authSecret = randomBytes(32).toString("base64url");
const appEnv = (n: 1 | 2 | 3) => ({
  ...baseEnv,
  PORT: String(ports[`APP_${n}`]),
  DATA_DIR: path.join(dir, `app-${n}`),
  AUTH_SECRET: authSecret,
  REDIS_URL: redis.url,
  TRUST_PROXY: "1",
  // Each instance paces itself by a third of the standard plan (20 a second, burst 40, 35,000 a day).
  SDS_PLAN_RATE: "6",
  SDS_PLAN_BURST: "13",
  SDS_DAILY_QUOTA: "11666",
  BENCH_MODE: "1", // /api/bench/stats: the instance's counters of upstream calls
  // The live check's viewers all come from nginx's one address.
  LIVE_STREAMS_PER_ADDRESS: String(LIVE_VIEWERS),
});
const appUrl = (n: 1 | 2 | 3) => `http://127.0.0.1:${ports[`APP_${n}`]}`;
const apps = new Map<number, Proc>();
const startApp = (n: 1 | 2 | 3) => {
  const p = start(
    `app ${n}`,
    process.execPath,
    serverNodeArgs(ROOT),
    appEnv(n),
    path.join(logs, `app-${n}.log`),
  );
  apps.set(n, p);
  return waitReady(p, `${appUrl(n)}/api/bench/stats`, 120_000);
};

interface Stats {
  requests: number;
  upstreamCalls: number;
  hits: number;
  stale: number;
}
const statsOf = async (n: 1 | 2 | 3): Promise<Stats> =>
  (await fetch(`${appUrl(n)}/api/bench/stats`)).json() as Promise<Stats>;

// The service door's log: every call an instance made, whichever instance, however often restarted.
const doorLines = () =>
  readFileSync(path.join(logs, "sds-access.log"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      const [status, method, uri] = l.split(" ");
      return { status: Number(status), method, uri };
    });
const v1Calls = () => doorLines().filter((l) => l.uri.startsWith("/v1/"));

/** Until no instance asks anything of its upstream layer and no call reaches the service for 2.5 s. */
async function quiet(maxMs = 90_000) {
  const since = Date.now();
  let last = "";
  let same = 0;
  while (Date.now() - since < maxMs) {
    const s = await Promise.all(([1, 2, 3] as const).map(statsOf));
    const key = `${s.map((x) => x.requests).join(",")}:${v1Calls().length}`;
    same = key === last ? same + 1 : 0;
    last = key;
    if (same >= 5) return;
    await sleep(500);
  }
  throw new Error(`the instances did not settle within ${maxMs / 1000} s`);
}
/** The cookies `res` sets, as a Cookie header, after `prior`. */
const cookiesOf = (res: Response, prior = "") =>
  [prior, ...res.headers.getSetCookie().map((c) => c.split(";")[0])].filter(Boolean).join("; ");

/** An analyst account (in the shared database), signed in on app 1; its session read on apps 3 and 2. */
async function sessionShared(): Promise<boolean> {
  const email = "analyst@cluster.test";
  const password = randomBytes(12).toString("base64url");
  const made = start(
    "create-user",
    tsx,
    ["scripts/create-user.ts", "--email", email, "--role", "analyst"],
    { ...baseEnv, USER_PASSWORD: password, DATA_DIR: path.join(dir, "accounts") },
    path.join(logs, "create-user.log"),
  );
  if ((await made.exited) !== 0) throw new Error(`create-user failed:\n${tail(made.log, 10)}`);
  const csrf = await fetch(`${appUrl(1)}/api/auth/csrf`);
  let cookie = cookiesOf(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${appUrl(1)}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: "/" }),
  });
  await signIn.arrayBuffer();
  cookie = cookiesOf(signIn, cookie);
  const on = async (n: 1 | 2 | 3) => {
    const res = await fetch(`${appUrl(n)}/api/auth/session`, { headers: { cookie } });
    const body = (await res.json()) as { user?: { email?: string } } | null;
    return body?.user?.email === email;
  };
  return (await on(1)) && (await on(3)) && (await on(2));
}

const warmFailures: Failure[] = [];
const [ms1, ms2, ms3] = await Promise.all([startApp(1), startApp(2), startApp(3)]);
log(
  `${secs()} s: apps ready in ${[ms1, ms2, ms3].map((m) => (m / 1000).toFixed(1)).join(" / ")} s; warming them`,
);
// Pages first, app 1 before the others (theirs then come from Redis); then, once every instance's
// index of known ids is built (its first request starts it: a call or a shared answer a season, 8 a
// second), the proxy's addresses, which a cold instance paces by its share of the plan.
const pages = LOAD_URLS.filter((u) => !u.startsWith("/api/"));
const proxied = LOAD_URLS.filter((u) => u.startsWith("/api/"));
warmFailures.push(...(await visitAll(appUrl(1), pages)));
for (const f of await Promise.all([visitAll(appUrl(2), pages), visitAll(appUrl(3), pages)]))
  warmFailures.push(...f);
await quiet();
warmFailures.push(...(await visitAll(appUrl(1), proxied)));
for (const f of await Promise.all([visitAll(appUrl(2), proxied), visitAll(appUrl(3), proxied)]))
  warmFailures.push(...f);
for (const f of warmFailures) log(`warm-up failure: ${f.url}: ${f.what}`);
log(`${secs()} s: warm`);

// Load through nginx while app 2 is stopped and started again. First nginx stops sending it requests
// (its line marked `down`, configuration reloaded) and those in flight finish: server.ts ends the
// process at SIGTERM without waiting for them (CLUSTER_DRAIN=0 stops it abruptly instead).
const drain = process.env.CLUSTER_DRAIN !== "0";
const setDown = (down: boolean) => {
  const line = `server 127.0.0.1:${ports.APP_2} max_fails=1 fail_timeout=5s`;
  if (!nginxConf.includes(`${line};`)) throw new Error(`docs/deploy.md's nginx block has no "${line};"`);
  writeFileSync(nginxFile, nginxConf.replace(`${line};`, down ? `${line} down;` : `${line};`));
  process.kill(nginx.child.pid!, "SIGHUP");
};
log(`${secs()} s: load: ${LOAD_CLIENTS} clients through nginx for at least ${LOAD_MIN_MS / 1000} s`);
const loadStart = Date.now();
let restartedAt = Infinity;
let restartError: Error | null = null;
let stoppedCounts: Stats | null = null;
const restart = (async () => {
  await sleep(STOP_AT_MS);
  if (drain) {
    setDown(true);
    await sleep(DRAIN_MS);
    log(`${secs()} s: app 2 taken out of nginx; stopping it (SIGTERM) under load`);
  } else log(`${secs()} s: stopping app 2 (SIGTERM) under load, without draining it first`);
  stoppedCounts = await statsOf(2);
  await stop(apps.get(2)!);
  log(`${secs()} s: app 2 stopped`);
  await sleep(DOWN_MS);
  const ready = await startApp(2);
  if (drain) setDown(false);
  restartedAt = Date.now();
  log(`${secs()} s: app 2 started again (ready in ${(ready / 1000).toFixed(1)} s) and back in nginx`);
})().catch((err: Error) => {
  restartError = err;
  restartedAt = Date.now();
});
const load = await runLoad(
  publicDoor,
  LOAD_URLS,
  LOAD_CLIENTS,
  () => Date.now() - loadStart > LOAD_MIN_MS && Date.now() - restartedAt > AFTER_RESTART_MS,
);
await restart;
if (restartError) throw restartError;
const loadSecs = (Date.now() - loadStart) / 1000;
log(
  `${secs()} s: load done: ${load.requests} requests in ${loadSecs.toFixed(0)} s, ${load.failures.length} failed`,
);

await quiet();
log(`${secs()} s: quiet (background index builds done)`);

// Check 4: a page one instance rendered, served by another (the restarted one) without an upstream call.
const pageOn = async (n: 1 | 2 | 3) => {
  const res = await fetch(appUrl(n) + CROSS_PAGE, { redirect: "manual" });
  await res.text();
  return res.status;
};
const c0 = v1Calls().length;
const firstStatus = await pageOn(1);
await quiet();
const c1 = v1Calls().length;
const secondStatus = await pageOn(2);
await quiet();
const c2 = v1Calls().length;
const crossCalls = c2 - c1;
log(
  `cross-instance page ${CROSS_PAGE}: app 1 answered ${firstStatus} with ${c1 - c0} upstream calls, app 2 ${secondStatus} with ${crossCalls}`,
);
if (crossCalls) for (const l of v1Calls().slice(c1)) log(`  app 2 called ${l.status} ${l.uri}`);

// Sessions: signed in on app 1, the same cookie is a session on app 3 and on the restarted app 2.
const sessionOk = await sessionShared();
log(`session made on app 1 read on apps 3 and 2: ${sessionOk ? "yes" : "NO"}`);

// The instances' counters with nothing in flight, before the live check kills one (check 3).
await quiet();
const counts = await Promise.all(([1, 2, 3] as const).map(statsOf));
const callsAtCounts = v1Calls().length;

// Check 6: the live stream through nginx, its reading instance killed under LIVE_VIEWERS viewers.
const liveStart = Date.now();
const streams = await livePhase({
  publicDoor,
  serviceDir,
  redisUrl: redis.url,
  apps,
  viewers: LIVE_VIEWERS,
  log,
});
log(
  `live: ${streams.viewers} viewers, ${streams.events} events, ${streams.reconnects} reconnects; app ` +
    `${streams.killed} killed, its lease taken by app ${streams.next} ${streams.leaseMs} ms later, ` +
    `the next event ${streams.handOverMs} ms later; ` +
    `${((Date.now() - liveStart) / 1000).toFixed(0)} s`,
);
for (const p of streams.problems.slice(0, 20)) log(`live: ${p}`);

// Check 3 needs nothing in flight: every instance stopped, then the service's counts flushed (1 s).
for (const n of [1, 2, 3] as const) await stop(apps.get(n)!);
await sleep(2500);
const quota = (await usageTotal()) - usageAtStart;
const calls = v1Calls();
const byStatus = new Map<number, number>();
for (const c of calls) byStatus.set(c.status, (byStatus.get(c.status) ?? 0) + 1);
const notCounted = calls.filter((c) => [401, 403, 429].includes(c.status)).length;
const counted = calls.length - notCounted;
const before = (stoppedCounts as Stats | null)!.upstreamCalls;
const instanceSum = counts.reduce((s, c) => s + c.upstreamCalls, 0) + before;
log(
  `calls at the service door: ${calls.length} (${[...byStatus].map(([s, n]) => `${n}× ${s}`).join(", ")}); ` +
    `counted by the service's quota: ${quota}`,
);
log(
  `the instances' own counters: ${counts.map((c) => c.upstreamCalls).join(" + ")} + ${before} ` +
    `(app 2 before its stop) = ${instanceSum}, the service door then ${callsAtCounts}` +
    (drain ? "" : " (a lower bound: app 2 was not drained, its last calls before the stop are not in it)"),
);

// Check 2: the issuer's record of live tokens for the client.
const live = Number(
  (await db.query("select count(*) n from tokens where client_id = $1 and expires_at > now()", [clientId]))
    .rows[0].n,
);
const tokenCalls = doorLines().filter((l) => l.uri.startsWith("/oauth/token")).length;
log(`tokens: ${live} live for ${clientId}; token requests at the service door: ${tokenCalls}`);
await db.end();

const fails = [...warmFailures, ...load.failures];
for (const f of load.failures.slice(0, 30))
  log(`failed at ${(f.at / 1000).toFixed(1)} s: ${f.url}: ${f.what}`);
const problems: string[] = [];
if (fails.length) problems.push(`${fails.length} failed requests`);
if (live > 2 || live < 1) problems.push(`${live} live tokens (expected 1, at most 2)`);
if (quota !== counted) problems.push(`quota ${quota} ≠ ${counted} calls`);
if (drain ? instanceSum !== callsAtCounts : instanceSum > callsAtCounts)
  problems.push(`the instances counted ${instanceSum} calls, the service door saw ${callsAtCounts}`);
if (streams.problems.length)
  problems.push(
    `${streams.problems.length} of ${streams.viewers} live viewers missed events or had them out of order`,
  );
if (!sessionOk) problems.push("a session made on one instance was not one on the others");
if (calls.some((c) => c.status >= 500)) problems.push("the service answered 5xx");
if (firstStatus !== 200 || secondStatus !== 200)
  problems.push(`cross-instance page answered ${firstStatus}/${secondStatus}`);
if (c1 === c0)
  problems.push(
    "the cross-instance page cost app 1 no call: it was cached already, the check proves nothing",
  );
if (crossCalls !== 0) problems.push(`the cross-instance page cost app 2 ${crossCalls} upstream calls`);
if (problems.length) {
  keep ||= process.env.CI !== "true";
  for (const p of [service, nginx, ...apps.values()])
    console.log(`--- ${p.name} (last lines)\n${tail(p.log, 15)}`);
  for (const p of problems) log(`FAILED: ${p}`);
}
await stop(nginx);
await stop(service);
await stop(redis.proc);
log(`${secs()} s in all`);
console.log(
  `cluster: ${load.requests} requests, ${fails.length} failed, ${live} live token${live === 1 ? "" : "s"}, ` +
    `quota ${quota} ${quota === counted ? "=" : "≠"} ${counted} calls, cross-instance page: ${crossCalls} upstream calls, ` +
    `live: ${streams.viewers - new Set(streams.problems.map((p) => p.split(":")[0])).size}/${streams.viewers} viewers complete`,
);
process.exit(problems.length ? 1 : 0);
