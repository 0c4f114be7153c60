// Loads a backup (`npm run backup`) into an empty data directory: `npm run restore -- FILE` (DATA_DIR,
// `.data` by default). Refuses a directory in use or one that already holds a database; then start the
// app on it as usual. With DATABASE_URL: pg_restore into an empty PostgreSQL database.
import { existsSync } from "node:fs";
import path from "node:path";
import { holdDataDirOrExit } from "@/lib/db/data-dir-lock";
import { restoreBackup } from "../lib/db/backup";
import { restorePostgres } from "../lib/db/backup-postgres";
import { helpIfAsked, refuseOptionAsFile } from "../lib/lifecycle/command-help";

const USAGE = "usage: npm run restore -- FILE (a backup file)";
helpIfAsked(process.argv.slice(2), USAGE);
const source = process.argv[2];
refuseOptionAsFile(source, USAGE);
if (!source || !existsSync(source)) {
  console.error(source ? `${source}: no such file` : USAGE);
  process.exit(2);
}
if (process.env.DATABASE_URL) {
  // PostgreSQL: pg_restore into an empty database (backup-postgres.ts); no directory is involved.
  try {
    const t0 = Date.now();
    const tables = await restorePostgres(source, process.env.DATABASE_URL);
    console.log(`${tables} tables restored from ${source} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    process.exit(0);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
const release = holdDataDirOrExit(dataDir);
try {
  const t0 = Date.now();
  const restored = await restoreBackup(source, dataDir);
  console.log(
    `${dataDir}: ${restored.join(" and ")} restored from ${source} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  release();
}
