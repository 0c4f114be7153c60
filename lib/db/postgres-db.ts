import pg from "pg";
import type { Db, Row } from "./db";

// Timestamps and dates come back as the strings PostgreSQL prints, as PGlite's do after to_char; the
// queries format what they need, so no driver-specific Date handling leaks out.
pg.types.setTypeParser(1082, (v) => v); // date
pg.types.setTypeParser(20, (v) => Number(v)); // int8 (counts)

function wrapClient(client: pg.PoolClient): Db {
  return {
    kind: "postgres",
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await client.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      return fn(this);
    },
    async close() {},
  };
}

// A server that does not answer a connection within this is taken as unreachable (pg waits forever by
// default); keep-alive lets the kernel notice a peer that vanished without closing its connections.
const CONNECT_TIMEOUT_MS = 10_000;

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 8,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // An idle connection the server closes (a restart, a failover, an administrator) is an 'error' event
  // on the pool; unhandled, it would end the process. The pool drops that connection and opens a new
  // one for the next query. Until the serving handle watches for it (guarded-db.ts), a line in the log.
  let onLost = (err: Error) => console.warn(`[db] PostgreSQL closed an idle connection: ${err.message}`);
  pool.on("error", (err) => onLost(err));
  await pool.query("select 1");
  return {
    kind: "postgres",
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query("begin");
        const out = await fn(wrapClient(client));
        await client.query("commit");
        return out;
      } catch (err) {
        // A connection that died mid-transaction cannot roll back: the first error is the one to tell,
        // and the connection is dropped rather than handed back to the pool.
        await client.query("rollback").catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
    },
    watchConnection(listener) {
      onLost = listener;
    },
  };
}
