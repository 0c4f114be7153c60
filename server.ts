// One port for everything: /v1/*, /oauth/token and /openapi/* go to the embedded data service's lean
// HTTP layer (in its own thread, passed on over loopback); every other path goes to Next. Next's
// pipeline costs ~60x what the bytes cost, so the service must see its requests first (ARCHITECTURE.md,
// "Where the time goes").
// First: the settings files, before any module reads its settings.
import "@/lib/lifecycle/load-env";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import next from "next";
import { readServiceConfig } from "./lib/service/config";
import { isServicePath } from "./lib/service/service-paths";
import { liveStreamRoute } from "./features/match-centre/server/live-stream";
import { startEmbeddedService, type EmbeddedService } from "./lib/service/thread/embedded-service";
import { ServiceThreadError } from "./lib/service/thread/service-thread";
import { DataDirUnreadableError } from "./lib/db/data-dir-error";
import { appDb } from "@/lib/app-server/app-db";
import { serveBackups } from "./lib/db/backup-running";
import { resolveAuthSecret } from "@/lib/app-server/auth/auth-secret";
import { withRequestStatus } from "./lib/app-server/page-cache/request-status";
import {
  createPageCache,
  DATA_FREE_PAGE_ROUTES,
  SETTLED_PAGE_ROUTES,
  STORE_PAGE_ROUTES,
} from "./lib/app-server/page-cache/page-cache";
import { onDataChange, publishDataChange, touchedBy } from "./lib/net/data-changes";
import { createStaticAssets } from "./lib/app-server/static/static-assets";
import { createPublicFiles, refuseUnlessRead } from "./lib/app-server/static/public-files";
import { markKeepablePage } from "./lib/app-server/page-cache/offline-keep";
import { pageKey } from "./lib/app-server/page-cache/page-key";
import { SERVICE_WORKER_FILE, serviceWorkerScript } from "./lib/app-server/static/service-worker-script";
import { SERVICE_WORKER_PATH } from "./lib/service-worker/messages";
import { redisSharedPages } from "./lib/app-server/page-cache/shared-pages";
import { readFileSync } from "node:fs";
import { ensureDemoAccounts } from "@/lib/app-server/auth/demo-accounts";
import { ALLOW, withFrontDoor } from "./lib/security/front-door";
import { startWarming } from "./lib/app-server/warm-up/warming";
import { warmPages } from "./lib/app-server/warm-up/warm-up";
import { applyBuiltNextConfig } from "./lib/app-server/static/built-next-config";
import { watchLoop } from "./lib/app-server/loop-watch";
import { stopOnSignals } from "./lib/lifecycle/graceful-stop";
import { beginServerStart, closeServer, listenOrStop, ownsDataDir } from "./lib/lifecycle/server-start";
import { databaseReadyOrExit } from "./lib/db/wait-for-database";
import { checkAppSettings } from "@/lib/app-server/env";
import { isStopping } from "./lib/lifecycle/stopping";
import { closeAppDb } from "@/lib/app-server/app-db";
import { provideAppSettings } from "@/lib/app-server/app-settings";
import { quietRefusedPages } from "./lib/app-server/pages/refused-pages-log";

process.env.NEXT_TELEMETRY_DISABLED = "1";
// A page answered 429 or 503 for want of its data is a line a minute in the log, not Next's stack each.
quietRefusedPages(console);
// The benchmarks read how long the loop was held (/api/bench/loop), from before the service starts.
if (process.env.BENCH_MODE === "1") watchLoop();
const dev = process.env.NODE_ENV !== "production";
const port = Number(process.env.PORT ?? 3000);
const embedded = !process.env.SDS_BASE_URL;
// The embedded service's client is the app talking to itself: it is not rationed unless asked to be
// (SDS_CLIENT_PLAN=standard rehearses the public service's plan). `npm run service`, the public
// service's stand-in, keeps the standard plan by default.
// A bad setting, a port another program holds or a data directory in use stops the start here, named,
// rather than fail every page later (lib/lifecycle/server-start.ts).
const { config, releaseDataDir } = await beginServerStart("app", port, () => {
  checkAppSettings(process.env, embedded);
  return readServiceConfig(embedded ? { SDS_CLIENT_PLAN: "unlimited", ...process.env } : process.env);
});
// Ctrl-C or SIGTERM at any moment, the start included, ends the process within 10 s
// (lib/lifecycle/graceful-stop.ts): each part below is stopped once it exists.
const parts: {
  server?: ReturnType<typeof createServer>;
  service?: EmbeddedService | null;
  backups?: { close(): void } | null;
  warming?: { stop(): void } | null;
} = {};
const { stop } = stopOnSignals(
  async (stopping) => {
    parts.warming?.stop();
    if (parts.server) await closeServer(parts.server, stopping, 3_000);
    parts.backups?.close();
    await stopping.upTo("the data service", parts.service?.close(), 1_000);
    await stopping.upTo("the app's database", closeAppDb());
    releaseDataDir();
  },
  { name: "app" },
);

// A PostgreSQL server still starting (a database container beside this one) is waited for, not a
// failed start (lib/db/wait-for-database.ts).
await databaseReadyOrExit(config.databaseUrl, "app");

// The embedded service answers in a thread of its own, on a loopback port of its own
// (lib/service/thread/service-thread.ts): the app's work and the service's on two cores
// (WORKER_THREADS=0: on this thread, as before).
const service = embedded
  ? await startEmbeddedService(config, port, {
      log: (m) => console.log(`[sds] ${m}`),
      // A replay in the service: the app's caches drop what the changed answers fed.
      change: publishDataChange,
      ended: (code) => {
        console.error(`[sds] the data service's thread ended (code ${code}): stopping`);
        process.exit(1);
      },
    }).catch((err: unknown) => {
      // Stopped while starting: the stop ends the process.
      if (isStopping()) return new Promise<never>(() => {});
      // A data directory that does not open is said in one line (lib/db/data-dir-error.ts).
      if (
        err instanceof DataDirUnreadableError ||
        (err instanceof ServiceThreadError && err.kind === "DataDirUnreadableError")
      ) {
        console.error(err.message);
        process.exit(1);
      }
      throw err;
    })
  : null;
parts.service = service;

// What the app's server code (inside Next) needs from this start: the embedded service's address and
// client, the data directory, the session key (lib/app-server/app-settings.ts). The environment is
// left as the operator set it.
provideAppSettings({
  embeddedService: service
    ? {
        base: service.base,
        clientId: service.client.id,
        clientSecret: service.client.secret,
        unlimited: config.clientPlan === "unlimited",
      }
    : undefined,
  dataDir: config.dataDir,
  // Sign-in: the session key (and in demo mode, the embedded service, the demo accounts below).
  authSecret: resolveAuthSecret({ demo: embedded, dataDir: config.dataDir, env: process.env.AUTH_SECRET }),
});
// The app's database is opened here, before anything is served: its first use inside a request (a
// session, the kept index of known ids) would otherwise compile PGlite's WebAssembly within that
// request's deadline (a 3 s deadline ran out under load once the index was kept there).
const accounts = await appDb();
if (embedded)
  await ensureDemoAccounts(accounts, process.env.DEMO_PASSWORD, (m) => console.log(`[auth] ${m}`));

if (!dev) applyBuiltNextConfig(process.cwd());
const app = next({ dev, dir: process.cwd(), port, hostname: "0.0.0.0" });
await app.prepare();
const nextHandler = app.getRequestHandler();

// Pages of settled data rendered once for signed-out visitors (lib/app-server/page-cache/page-cache.ts).
async function sharedPages() {
  if (!process.env.REDIS_URL || dev) return undefined;
  const { Redis } = await import("ioredis");
  const redis = new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 2 });
  redis.on("error", () => {}); // each failed use is logged once, by the shared pages themselves
  return redisSharedPages(
    redis,
    {
      buildId: readFileSync(`${process.cwd()}/.next/BUILD_ID`, "utf8").trim(),
      // The embedded service by the app's port, as before it had a thread (and a port) of its own.
      service: `${process.env.SDS_BASE_URL ?? `http://127.0.0.1:${port}`}\n${process.env.SDS_CLIENT_ID ?? service?.client.id}`,
    },
    (m) => console.warn(`[pages] ${m}`),
  );
}
// PAGE_CACHE=0 renders every request. With REDIS_URL the kept pages are shared between instances
// running the same build on the same data service.
const pageCache =
  process.env.PAGE_CACHE === "0"
    ? null
    : createPageCache({
        routes: SETTLED_PAGE_ROUTES,
        dataFreeRoutes: DATA_FREE_PAGE_ROUTES,
        storeRoutes: STORE_PAGE_ROUTES,
        shared: await sharedPages(),
      });
if (pageCache) onDataChange((change) => pageCache.invalidate(touchedBy(change)));
// The build's scripts and styles, brotli-compressed once (lib/app-server/static/static-assets.ts); `next dev` serves
// its own.
const statics = dev ? null : createStaticAssets(`${process.cwd()}/.next/static`);
// public/'s icons, manifest and screenshots, answered without Next's 500s (public-files.ts).
const publicFiles = dev ? null : createPublicFiles(`${process.cwd()}/public`);
// The service worker the build compiled (none under `npm run dev`).
const serviceWorker = dev ? undefined : serviceWorkerScript(`${process.cwd()}/${SERVICE_WORKER_FILE}`);
// Pages every visitor may keep (a browser's service worker keeps only these): the page cache's routes,
// asked without a session. PAGE_CACHE=0 changes nothing here.
const keepableRoutes = [...SETTLED_PAGE_ROUTES, ...DATA_FREE_PAGE_ROUTES, ...STORE_PAGE_ROUTES];

function toNext(req: IncomingMessage, res: ServerResponse) {
  // A page's OPTIONS is answered with what it serves (Next answered it a bare 400); a route handler
  // (/api/) answers its own.
  if (req.method === "OPTIONS" && !req.url?.startsWith("/api/"))
    return void res.writeHead(204, { allow: ALLOW, "cache-control": "no-store" }).end();
  if (pageKey(req, keepableRoutes) !== undefined) markKeepablePage(res);
  if (!pageCache) return void withRequestStatus(res, () => nextHandler(req, res));
  void pageCache.handle(req, res, (ctx) => withRequestStatus(res, () => nextHandler(req, res), ctx));
}

// Headers up to 64 KiB, so that an address over 8 KiB gets the front door's 414 rather than Node's
// bare 431. The front door (security headers, 405/400/414, the visitor's address) stands before the
// service and Next alike; the service's paths go straight to it (it writes those headers itself).
const toService = service ? { paths: isServicePath, handle: service.handle } : undefined;
const server = createServer(
  { maxHeaderSize: 65_536 },
  withFrontDoor((req, res) => {
    if (liveStreamRoute.matches(req.url ?? "/")) return void liveStreamRoute.handle(req, res);
    // The files served before Next are read, never posted to: 405 for anything else (public files
    // answer it themselves).
    const p = req.url?.split("?")[0] ?? "/";
    if (publicFiles?.serves(p)) return publicFiles.handle(req, res);
    const worker = serviceWorker && p === SERVICE_WORKER_PATH;
    const built = statics && p.startsWith("/_next/static/");
    if ((worker || built) && refuseUnlessRead(req, res)) return;
    if (worker) return serviceWorker(req, res);
    if (built)
      return void statics.handle(req, res).then(
        (served) => served || toNext(req, res),
        () => toNext(req, res),
      );
    toNext(req, res);
  }, toService),
);
server.keepAliveTimeout = 65_000;
parts.server = server;
// `npm run backup` while the app runs: it owns the directory, so it dumps its databases itself.
const backups = ownsDataDir(config)
  ? await serveBackups(config.dataDir, {
      ...(service ? { pglite: async () => ({ dump: service.dump }) } : {}),
      "app-pglite": appDb,
    })
  : null;
parts.backups = backups;
// What the start left (Next's preparing, the accounts, the service's start on its thread) collected
// once before the first request, rather than held into the first builds (`npm start` has --expose-gc).
(globalThis as { gc?: () => void }).gc?.();
if (!isStopping())
  listenOrStop(
    server,
    port,
    "app",
    () =>
      console.log(
        `ready on http://localhost:${port} (${embedded ? "embedded service" : `service at ${process.env.SDS_BASE_URL}`})`,
      ),
    stop,
  );
// The builds a first visitor would wait for, begun now and again after a replay that touched them
// (lib/app-server/warm-up/warming.ts); WARM_UP=0 leaves them to the first visit. Embedded only: against an outside
// service they are paced within its plan, and begin with the first visit as before.
const warming =
  service && process.env.WARM_UP !== "0"
    ? startWarming({
        base: `http://127.0.0.1:${port}`,
        pages: warmPages(service.warm),
        log: (m) => console.log(`[warm] ${m}`),
      })
    : null;
parts.warming = warming;
