import { cpSync, existsSync } from "node:fs";
import path from "node:path";

/**
 * The run's imported data (playwright.config.ts's webServer command makes it before the e2e server
 * starts: prepare-data-dir.ts): the service's PGlite directory, made once a run and copied for each
 * server the tests start. A copy starts serving without importing again (~10 s of one core each).
 */
export const PREPARED_DATA_DIR = ".data-e2e-seed";

/** Copies the run's imported data into a new server's data directory; false when there is none. */
export function copyPreparedData(dataDir: string): boolean {
  const from = path.join(PREPARED_DATA_DIR, "pglite");
  if (!existsSync(path.join(from, "PG_VERSION"))) return false;
  cpSync(from, path.join(dataDir, "pglite"), { recursive: true });
  return true;
}
