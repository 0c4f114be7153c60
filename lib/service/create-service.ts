import { existsSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/db";
import { guardDb } from "@/lib/db/guarded-db";
import { reportDbStatus, type DbStatus } from "@/lib/net/db-status";
import type { Store } from "@/lib/service/store/store";
import { buildOpenApi, API_VERSIONS } from "@/lib/contract/openapi";
import { loadSigningKey } from "./auth/signing-key";
import { createTokenVerifier } from "./auth/verify-token";
import type { ServiceConfig } from "./config";
import { createHttpHandler, type HandlerDeps } from "./http-handler";
import { registerLocalClient } from "./local-client";
import { createQuota } from "./quota";
import type { QuotaSlots } from "./quota-slots";
import { createReplayedStore } from "./replayed-store";
import { openServiceData } from "./service-data";
import { createStatsOffload } from "./stats-worker/offload";
import { startEventsAhead } from "./events-ahead/events-ahead";

export interface Service {
  handle: ReturnType<typeof createHttpHandler>;
  db: Db;
  store: () => Store;
  /** Calls `listener` whenever the store the answers come from is remade (a replay, a reload). */
  onStoreChange(listener: () => void): void;
  /** The slot of a client's quota counter in the shared slots (`opts.quotaSlots`), if it has one. */
  quotaSlotOf(clientId: string): number | undefined;
  client: { id: string; secret: string };
  reload(): Promise<void>;
  close(): Promise<void>;
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

/** The OpenAPI documents by path, serialised once. */
const openApiDocuments = () =>
  new Map(API_VERSIONS.map((v) => [`/openapi/${v}.json`, Buffer.from(JSON.stringify(buildOpenApi(v)))]));

/**
 * The data service: its data opened (service-data.ts), the replays applied and watched
 * (replayed-store.ts), the app's own client registered (local-client.ts), and the HTTP handler over
 * them with the token verifier, the quota and the statistics' worker thread; live matches' events are
 * generated ahead in another (events-ahead.ts).
 */
export async function createService(
  config: ServiceConfig,
  opts: {
    now?: () => number;
    log?: (msg: string) => void;
    tokenGuard?: HandlerDeps["tokenGuard"];
    /** An in-memory database's starting content (a PGlite dump): see openPglite. */
    seed?: Blob;
    /** Told when its database goes and comes back (default: this thread's health registry). */
    dbStatus?: (status: DbStatus) => void;
    /** The quota's counters in memory shared with the app's main thread (quota-slots.ts). */
    quotaSlots?: QuotaSlots;
    finalSeen?: HandlerDeps["finalSeen"];
  } = {},
): Promise<Service> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? Date.now;
  const t0 = Date.now();
  const opened = await openServiceData(config, { now, log, seed: opts.seed });
  const { base, reread } = opened;
  const fileDir = config.dataDir.startsWith("memory://") ? null : config.dataDir;
  // While its database is unreachable the service answers what needs it 503 (tokens, the quota's
  // first count, /usage) and everything else from memory; lib/db/guarded-db.ts.
  const db = guardDb(opened.db, {
    name: "the data service's database",
    log,
    changed: opts.dbStatus ?? ((status) => reportDbStatus("service", status)),
    present:
      opened.db.kind === "pglite" && fileDir
        ? () => existsSync(path.join(fileDir, "pglite", "PG_VERSION"))
        : undefined,
  });
  const replayed = createReplayedStore({ base, spec: config.replay, fileDir, now, log });
  const client = await registerLocalClient(db, config);
  const key = await loadSigningKey(db);
  const check = audienceCheck(config.audience);
  const quota = createQuota(db, { now, slots: opts.quotaSlots });
  // WORKER_THREADS=0 answers the statistics of completed matches on the main thread too.
  const offload = config.statsWorker ? createStatsOffload({ warn: log }) : undefined;
  const handle = createHttpHandler({
    store: replayed.store,
    answer: offload?.answer,
    verify: createTokenVerifier(key, check),
    quota,
    token: { db, key, audienceOk: check, now: () => new Date(now()) },
    openapi: openApiDocuments(),
    now,
    tokenGuard: opts.tokenGuard,
    finalSeen: opts.finalSeen,
    log: (err) => log(`service error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`),
  });
  log(`service ready in ${Date.now() - t0} ms (${replayed.store().matches.size} matches, ${db.kind})`);
  // Live and soon-starting matches' events, generated in a thread of their own before anyone asks.
  const ahead = config.eventsAhead ? startEventsAhead(replayed.store, now, log) : undefined;
  return {
    handle,
    db,
    store: replayed.store,
    onStoreChange: replayed.onChange,
    quotaSlotOf: quota.slotOf,
    client,
    async reload() {
      replayed.rebase(await reread());
    },
    async close() {
      replayed.close();
      await ahead?.close();
      await offload?.close();
      await quota.close();
      await db.close();
    },
  };
}
