import type { Db } from "./db";
import { MIGRATIONS } from "./migrations";

const LOCK_KEY = 72410001;

/** Applies every migration not yet applied, each in its own transaction. */
export async function migrate(db: Db): Promise<void> {
  // Several service instances may start at once against one PostgreSQL server: a transaction-scoped
  // advisory lock serialises them (a session lock would not survive the pool handing out connections).
  const lock = async (tx: Db) => {
    if (tx.kind === "postgres") await tx.query(`select pg_advisory_xact_lock(${LOCK_KEY})`);
  };
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(
      "create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())",
    );
  });
  for (const m of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query("select 1 from schema_migrations where version = $1", [m.version]);
      if (done.length > 0) return;
      await tx.exec(m.sql);
      await tx.query("insert into schema_migrations (version, name) values ($1, $2)", [m.version, m.name]);
    });
  }
}
