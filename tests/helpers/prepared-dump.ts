import { existsSync, openAsBlob, writeFileSync } from "node:fs";
import path from "node:path";
import { migrate } from "@/lib/db/migrate";
import { dumpFilledPglite, seedPgliteDir } from "@/lib/db/pglite-db";
import { ensureAflData } from "@/lib/service/import/bootstrap-data";

/**
 * The environment variable naming the run's prepared import: a PGlite dump of the real AFL data
 * (made by `npm test`'s first step or by vitest's global setup). Without it (a bench or script run
 * outside them) a service imports on its own, as a first start does.
 */
export const PREPARED_DUMP_ENV = "TEST_PREPARED_DUMP";

/**
 * The real AFL data as a first start leaves the database (migrated, imported by the product's own
 * importer), dumped by PGlite to `file`: the prepared import every test service of a run starts from.
 * Made by the run's own code, so it is never older than the importer it stands for.
 */
export async function writePreparedDump(file: string): Promise<void> {
  const dump = await dumpFilledPglite(async (db) => {
    await migrate(db);
    await ensureAflData(db);
  });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}

/**
 * The run's prepared import, when there is one: a Blob backed by the file, as `npm run restore` hands a
 * dump to PGlite (a Blob made of the ~100 MB read into memory was copied into its store first: 1.2 s a
 * start against ~0.5 s).
 */
export async function preparedDump(): Promise<Blob | undefined> {
  const file = process.env[PREPARED_DUMP_ENV];
  return file && existsSync(file) ? openAsBlob(file) : undefined;
}

/**
 * Makes a new data directory's service database from the run's prepared import (a first start then
 * finds it imported); false when there is no prepared import or the directory has a database already.
 */
export async function seedFromPreparedDump(dataDir: string): Promise<boolean> {
  const pgliteDir = path.join(dataDir, "pglite");
  if (existsSync(path.join(pgliteDir, "PG_VERSION"))) return false;
  const dump = await preparedDump();
  if (!dump) return false;
  await seedPgliteDir(pgliteDir, dump);
  return true;
}
