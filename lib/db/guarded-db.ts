import type { Db, Row } from "./db";
import { createDbHealth, type DbHealth, type DbHealthOptions } from "./db-health";
import { isConnectionLoss, isDatabaseUnavailable, type DatabaseUnavailableError } from "./db-outage";

// A statement (or a whole transaction) that has not answered by then counts as the database gone: a
// server that stopped answering without closing its connections (a network partition, a stopped
// host) would otherwise hold each request until the kernel gives the connection up, minutes later.
const QUERY_TIMEOUT_MS = 15_000;
const PROBE_TIMEOUT_MS = 5_000;
// Closing a PostgreSQL pool whose connections hang must not hold a stopping process.
const CLOSE_TIMEOUT_MS = 2_000;

/** Rejects when `p` has not settled within `ms`; the timer never holds the process open. */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer ${what} within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export interface GuardOptions extends Omit<DbHealthOptions, "probe"> {
  /** Whether the database's files are there (PGlite's directory); asked before each query. */
  present?: () => boolean;
  /** Told of each query refused because the database is unreachable (a page's 503). */
  refused?: (err: DatabaseUnavailableError) => void;
  timeoutMs?: number;
  probeTimeoutMs?: number;
}

/**
 * The serving handle on a database (the data service's, the app's): each query refused at once while
 * the database is unreachable, timed, and a lost connection turned into DatabaseUnavailableError
 * (db-health.ts probes it with backoff until it answers again; the pool itself reconnects). Not used
 * for the start's import and migrations, which may rightly wait long on a lock.
 */
export function guardDb(db: Db, opts: GuardOptions): Db & { health: DbHealth } {
  const timeoutMs = opts.timeoutMs ?? QUERY_TIMEOUT_MS;
  const gone = () => Object.assign(new Error("the database's files are gone"), { code: "58P01" });
  const health = createDbHealth({
    ...opts,
    probe: async () => {
      if (opts.present && !opts.present()) throw gone();
      await within(db.query("select 1"), opts.probeTimeoutMs ?? PROBE_TIMEOUT_MS, "a probe");
    },
  });
  db.watchConnection?.((err) => health.lost(err));

  function refuse(err: unknown): never {
    if (isDatabaseUnavailable(err)) opts.refused?.(err);
    throw err;
  }

  async function guarded<T>(run: () => Promise<T>, what: string): Promise<T> {
    try {
      health.check();
      // Asked before the query: PGlite asked on a directory that is gone can fail in ways it does
      // not recover from (its write-ahead log left half begun).
      if (opts.present && !opts.present()) throw gone();
      return await within(run(), timeoutMs, what);
    } catch (err) {
      if (isDatabaseUnavailable(err) || !isConnectionLoss(err)) return refuse(err);
      health.lost(err);
      try {
        health.check();
      } catch (unavailable) {
        return refuse(unavailable);
      }
      throw err; // closed meanwhile: the driver's own error
    }
  }

  return {
    kind: db.kind,
    health,
    query: <T extends Row = Row>(sql: string, params?: unknown[]) =>
      guarded(() => db.query<T>(sql, params), "a query"),
    exec: (sql: string) => guarded(() => db.exec(sql), "a statement"),
    transaction: <T>(fn: (tx: Db) => Promise<T>) => guarded(() => db.transaction(fn), "a transaction"),
    async close() {
      health.close();
      // PGlite's close writes its last pages: it is waited for, or the next open could find them half
      // written. A pool's close waits for its connections, which a silent server may hold forever.
      if (db.kind === "pglite") return db.close();
      await within(db.close(), CLOSE_TIMEOUT_MS, "its close").catch(() => {});
    },
    ...(db.dump ? { dump: () => db.dump!() } : {}),
  };
}
