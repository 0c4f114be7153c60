import path from "node:path";
import type { Db } from "./db";
import { migrate } from "./migrate";

/**
 * PostgreSQL when DATABASE_URL is set, else PGlite in `<dataDir>/pglite`. One process owns a PGlite
 * directory: a second process opening it would corrupt it, so only the service ever calls this.
 */
export async function openDb(opts: { databaseUrl?: string; dataDir: string; seed?: Blob }): Promise<Db> {
  let db: Db;
  if (opts.databaseUrl) {
    const { openPostgres } = await import("./postgres-db");
    db = await openPostgres(opts.databaseUrl);
  } else {
    const { openPglite } = await import("./pglite-db");
    db = await openPglite(
      opts.dataDir.startsWith("memory://") ? opts.dataDir : path.join(opts.dataDir, "pglite"),
      { seed: opts.seed },
    );
  }
  await migrate(db);
  return db;
}
