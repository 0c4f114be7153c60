// The end-to-end run's prepared data directory (PREPARED_DATA_DIR, prepared-data.ts), made before its
// server starts: from the run's dump when `npm test` made one (TEST_PREPARED_DUMP, the import vitest's
// services started from: a load of ~2 s), else by the service's own first-start import (~10 s alone).
import { importInChild } from "@/lib/service/import-in-child";
import { seedFromPreparedDump } from "@/tests/helpers/prepared-dump";

const dir = process.argv[2];
if (!dir) throw new Error("usage: prepare-data-dir.ts <dir>");
const t0 = Date.now();
if (await seedFromPreparedDump(dir)) {
  console.log(`e2e data: the run's prepared import loaded in ${Date.now() - t0} ms`);
} else {
  const r = await importInChild(dir);
  console.log(`e2e data: imported in ${r.ms} ms`);
}
