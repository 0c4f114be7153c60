import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrate } from "@/lib/data/db/migrate";
import { dumpFilledPglite } from "@/lib/data/db/pglite-db";
import { ensureAflData } from "@/lib/data/import/bootstrap-data";
import { PREPARED_DUMP_ENV } from "./start-service";

// One import of the real AFL data for the whole run: the database as a first start leaves it
// (migrated, imported by the product's own importer), dumped once to a file. Every in-memory service a
// test starts (tests/helpers/start-service.ts) loads that file, ~1 s, instead of importing again,
// ~8 s: twenty test files saved ~2.5 minutes of the run. The dump is made by this run's code, so it
// can never be older than the importer it stands for.
export default async function setup() {
  if (process.env[PREPARED_DUMP_ENV]) return; // a caller prepared one already
  const dir = mkdtempSync(path.join(tmpdir(), "sds-prepared-"));
  const file = path.join(dir, "afl.tar");
  const dump = await dumpFilledPglite(async (db) => {
    await migrate(db);
    await ensureAflData(db);
  });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Test workers are started after the global setups and inherit this environment.
  process.env[PREPARED_DUMP_ENV] = file;
  return () => {
    delete process.env[PREPARED_DUMP_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}
