import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDb } from "@/lib/data/db/open-db";
import type { Db } from "@/lib/data/db/db";
import { loadStore } from "@/lib/data/store/load-store";
import type { Store } from "@/lib/data/store/store";
import { buildOpenApi, API_VERSIONS } from "@/lib/sds/openapi";
import { registerClient } from "./auth/clients";
import { loadSigningKey } from "./auth/signing-key";
import { createTokenVerifier } from "./auth/verify-token";
import { dropStoredDemoLeague, ensureAflData } from "@/lib/data/import/bootstrap-data";
import { generateDemoLeague } from "@/lib/data/demo/generate-demo-league";
import { withDemoLeague } from "@/lib/data/store/with-demo-league";
import { importInChild } from "./import-in-child";
import type { ServiceConfig } from "./config";
import { createHttpHandler, type HandlerDeps } from "./http-handler";
import { createQuota } from "./quota";
import { createStatsOffload } from "./stats-worker/offload";
import { applyReplays, parseReplaySpec, readReplayFile, replayChange } from "./replay";
import { publishDataChange } from "@/lib/net/data-changes";

export interface Service {
  handle: ReturnType<typeof createHttpHandler>;
  db: Db;
  store: () => Store;
  client: { id: string; secret: string };
  reload(): Promise<void>;
  close(): Promise<void>;
}

/** Without configured credentials, a client is made at first start and kept in the data directory. */
function localClient(config: ServiceConfig): { id: string; secret: string } {
  if (config.clientId && config.clientSecret) return { id: config.clientId, secret: config.clientSecret };
  // An in-memory database (tests) keeps its client in memory too: nothing is written to the working tree.
  if (config.dataDir.startsWith("memory://"))
    return { id: "embedded-app", secret: randomBytes(24).toString("base64url") };
  const file = path.join(config.dataDir, "client.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const c = { id: "embedded-app", secret: randomBytes(24).toString("base64url") };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(c), { mode: 0o600 });
  return c;
}

/**
 * The audience check: exactly SDS_AUDIENCE (or SDS_BASE_URL + "/") when configured; otherwise the
 * service's own origin as the request reached it, so that the embedded default needs no setting.
 */
export function audienceCheck(configured?: string) {
  return (aud: string, host?: string) => {
    if (configured) return aud === configured;
    const m = /^https?:\/\/([^/]+)\/$/.exec(aud);
    return Boolean(m && (!host || m[1] === host));
  };
}

/** A PGlite data directory that has never been started (the database is made at first open). */
const isNewPgliteDir = (config: ServiceConfig) =>
  !config.databaseUrl &&
  !config.dataDir.startsWith("memory://") &&
  !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"));

/** PGlite in a data directory (not PostgreSQL, not an in-memory PGlite). */
const onDisk = (db: Db, config: ServiceConfig) =>
  db.kind === "pglite" && !config.dataDir.startsWith("memory://");

/**
 * PGlite on disk is closed and opened again once the data is imported and read into memory: its
 * WebAssembly memory grows to the largest work it has done (the first start's import, reading every
 * box score) and never shrinks, so the instance that serves starts small (resident memory after a
 * first start 1,050 → ~500 MB, measured in ARCHITECTURE.md). PostgreSQL's memory is the server's;
 * an in-memory PGlite would lose its data.
 */
async function reopenedForServing(db: Db, config: ServiceConfig): Promise<Db> {
  if (!onDisk(db, config)) return db;
  await db.close();
  // A full collection now (when Node runs with --expose-gc, as `npm start` and `npm run service` do),
  // so that the closed instance's memory (up to ~1 GB after a first start's import) goes back to the
  // system before the serving one is made, rather than whenever V8 next collects on its own.
  globalThis.gc?.();
  return openDb({ dataDir: config.dataDir });
}

export async function createService(
  config: ServiceConfig,
  opts: {
    now?: () => number;
    log?: (msg: string) => void;
    tokenGuard?: HandlerDeps["tokenGuard"];
    /** An in-memory database's starting content (a PGlite dump): see openPglite. */
    seed?: Blob;
  } = {},
): Promise<Service> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? Date.now;
  const t0 = Date.now();
  if (isNewPgliteDir(config)) {
    // A first start imports in a child process: its memory leaves with the process. (Opening the
    // directory here first to ask would cost a PGlite instance whose memory is not all given back.)
    const r = await importInChild(config.dataDir);
    log(`imported the AFL 1897–2025 data in ${r.ms} ms (in a child process)`);
  }
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seed: opts.seed });
  if (await ensureAflData(opened)) log(`imported the AFL 1897–2025 data in ${Date.now() - t0} ms`);
  if (await dropStoredDemoLeague(opened)) log("removed the demo league an earlier version stored");
  const demo =
    config.demoSeasons > 0
      ? generateDemoLeague({ seed: config.demoSeed, seasons: config.demoSeasons, now: new Date(now()) })
      : null;
  let base = withDemoLeague(await loadStore(opened), demo);
  const db = await reopenedForServing(opened, config);
  const envReplays = parseReplaySpec(config.replay, now());
  const fileDir = config.dataDir.startsWith("memory://") ? null : config.dataDir;
  const replays = () => new Map([...envReplays, ...(fileDir ? readReplayFile(fileDir) : [])]);
  let store = applyReplays(base, replays());
  // `npm run replay` writes the file; a running service picks it up within two seconds.
  let lastReplays = JSON.stringify([...replays()]);
  const watcher = fileDir
    ? setInterval(() => {
        const r = replays();
        const key = JSON.stringify([...r]);
        if (key !== lastReplays) {
          const before = new Map<number, number>(JSON.parse(lastReplays) as [number, number][]);
          lastReplays = key;
          store = applyReplays(base, r);
          log(`replays now: ${key}`);
          publishDataChange(replayChange(base, before, r));
        }
      }, 2000)
    : null;
  watcher?.unref();
  const client = localClient(config);
  await registerClient(db, {
    id: client.id,
    secret: client.secret,
    tier: config.clientTier,
    plan: config.clientPlan,
  });
  const key = await loadSigningKey(db);
  const check = audienceCheck(config.audience);
  const quota = createQuota(db, { now });
  const openapi = new Map(
    API_VERSIONS.map((v) => [`/openapi/${v}.json`, Buffer.from(JSON.stringify(buildOpenApi(v)))]),
  );
  // WORKER_THREADS=0 answers the statistics of completed matches on the main thread too.
  const offload = config.statsWorker ? createStatsOffload({ warn: log }) : undefined;
  const handle = createHttpHandler({
    store: () => store,
    answer: offload?.answer,
    verify: createTokenVerifier(key, check),
    quota,
    token: { db, key, audienceOk: check, now: () => new Date(now()) },
    openapi,
    now,
    tokenGuard: opts.tokenGuard,
    log: (err) => log(`service error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
  });
  log(`service ready in ${Date.now() - t0} ms (${store.matches.size} matches, ${db.kind})`);
  return {
    handle,
    db,
    store: () => store,
    client,
    async reload() {
      base = withDemoLeague(await loadStore(db), demo);
      store = applyReplays(base, replays());
    },
    async close() {
      if (watcher) clearInterval(watcher);
      await offload?.close();
      await quota.close();
      await db.close();
    },
  };
}
