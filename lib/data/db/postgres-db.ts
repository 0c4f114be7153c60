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

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // An idle connection the server closes (a restart, a failover, an administrator) is an 'error' event
  // on the pool; unhandled, it would end the process. The pool drops that connection and opens a new
  // one for the next query, so a line in the log is all it needs.
  pool.on("error", (err) => console.warn(`[db] PostgreSQL closed an idle connection: ${err.message}`));
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
      try {
        await client.query("begin");
        const out = await fn(wrapClient(client));
        await client.query("commit");
        return out;
      } catch (err) {
        await client.query("rollback");
        throw err;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
