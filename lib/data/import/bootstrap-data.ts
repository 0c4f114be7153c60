import { fileURLToPath } from "node:url";
import type { Db } from "@/lib/data/db/db";
import { loadAflDataset } from "@/lib/data/afl/load-afl-dataset";
import { withAflHistory } from "@/lib/data/afl/load-afl-history";
import { generateDemoLeague } from "@/lib/data/demo/generate-demo-league";
import { importDataset } from "@/lib/data/import/import-dataset";

// Bump when the AFL importer or its source files change: the next start re-imports.
export const AFL_DATASET_VERSION = "afl-1897-2025/v2";
export const AFL_DATA_DIR = fileURLToPath(new URL("../../../data/afl", import.meta.url));

/** Imports the real AFL data when the database lacks this version of it. Returns whether it did. */
export async function ensureAflData(db: Db, dir = AFL_DATA_DIR): Promise<boolean> {
  const rows = await db.query<{ value: string }>("select value from dataset_meta where key = 'afl'");
  if (rows[0]?.value === AFL_DATASET_VERSION) return false;
  await importDataset(db, withAflHistory(loadAflDataset(dir), dir));
  await db.query(
    "insert into dataset_meta (key, value) values ('afl', $1) on conflict (key) do update set value = excluded.value",
    [AFL_DATASET_VERSION],
  );
  return true;
}

/**
 * The synthetic demo league is made anew at every start, anchored to today, so that it always has
 * completed, live and scheduled matches (its whole point).
 */
export async function refreshDemoLeague(
  db: Db,
  opts: { seed: number; seasons: number; now: Date },
): Promise<void> {
  if (opts.seasons <= 0) return;
  await importDataset(db, generateDemoLeague(opts));
}
