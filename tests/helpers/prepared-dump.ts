import { writeFileSync } from "node:fs";
import { migrate } from "@/lib/data/db/migrate";
import { dumpFilledPglite } from "@/lib/data/db/pglite-db";
import { ensureAflData } from "@/lib/data/import/bootstrap-data";

/**
 * The real AFL data as a first start leaves the database (migrated, imported by the product's own
 * importer), dumped by PGlite to `file`: the prepared import every test service of a run starts from
 * (tests/helpers/start-service.ts, e2e/helpers/prepare-data-dir.ts). Made by the run's own code, so it
 * is never older than the importer it stands for.
 */
export async function writePreparedDump(file: string): Promise<void> {
  const dump = await dumpFilledPglite(async (db) => {
    await migrate(db);
    await ensureAflData(db);
  });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
}
