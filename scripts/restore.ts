// Loads a backup (`npm run backup`) into an empty data directory: `npm run restore -- FILE` (DATA_DIR,
// `.data` by default). Refuses a directory in use or one that already holds a database; then start the
// app on it as usual.
import { existsSync } from "node:fs";
import path from "node:path";
import { holdDataDirOrExit } from "../lib/accounts/data-dir-lock";
import { restoreBackup } from "../lib/data/db/backup";

const source = process.argv[2];
if (!source || !existsSync(source)) {
  console.error(source ? `${source}: no such file` : "usage: npm run restore -- FILE (a backup file)");
  process.exit(2);
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
