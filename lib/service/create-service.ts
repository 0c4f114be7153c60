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
import { ensureAflData, refreshDemoLeague } from "./bootstrap-data";
import type { ServiceConfig } from "./config";
import { createHttpHandler, type HandlerDeps } from "./http-handler";
import { createQuota } from "./quota";
import { applyReplays, parseReplaySpec, readReplayFile } from "./replay";

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

export async function createService(
  config: ServiceConfig,
  opts: { now?: () => number; log?: (msg: string) => void; tokenGuard?: HandlerDeps["tokenGuard"] } = {},
): Promise<Service> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? Date.now;
  const t0 = Date.now();
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (await ensureAflData(db)) log(`imported the AFL 1897–2025 data in ${Date.now() - t0} ms`);
  await refreshDemoLeague(db, { seed: config.demoSeed, seasons: config.demoSeasons, now: new Date(now()) });
  let base = await loadStore(db);
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
          lastReplays = key;
          store = applyReplays(base, r);
          log(`replays now: ${key}`);
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
  const handle = createHttpHandler({
    store: () => store,
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
      base = await loadStore(db);
      store = applyReplays(base, replays());
    },
    async close() {
      if (watcher) clearInterval(watcher);
      await quota.close();
      await db.close();
    },
  };
}
