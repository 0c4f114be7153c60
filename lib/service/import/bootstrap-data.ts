import { fileURLToPath } from "node:url";
import type { Db } from "@/lib/db/db";
import { loadAflDataset } from "@/lib/service/afl/load-afl-dataset";
import { withAflHistory } from "@/lib/service/afl/load-afl-history";
import { DEMO_LEAGUE } from "@/lib/service/demo/demo-identities";
import { writeDataset } from "@/lib/service/import/import-dataset";

// Bump when the AFL importer or its source files change: the next start re-imports.
export const AFL_DATASET_VERSION = "afl-1897-2025/v2";
export const AFL_DATA_DIR = fileURLToPath(new URL("../../../data/afl", import.meta.url));

/** Imports the real AFL data when the database lacks this version of it. Returns whether it did. */
export async function ensureAflData(db: Db, dir = AFL_DATA_DIR): Promise<boolean> {
  const rows = await db.query<{ value: string }>("select value from dataset_meta where key = 'afl'");
  if (rows[0]?.value === AFL_DATASET_VERSION) return false;
  const ds = withAflHistory(loadAflDataset(dir), dir);
  // The mark that says the data is here commits with the data, in one transaction: an import cut short
  // (a crash, a kill, a full disk) leaves neither, and the next start imports again rather than serve
  // a half-loaded database.
  await db.transaction(async (tx) => {
    await writeDataset(tx, ds);
    await tx.query(
      "insert into dataset_meta (key, value) values ('afl', $1) on conflict (key) do update set value = excluded.value",
      [AFL_DATASET_VERSION],
    );
  });
  return true;
}

/**
 * Removes a synthetic demo league an earlier version kept in the database: the league now lives in
 * memory only (`withDemoLeague`), made anew at every start. Writing 200 seasons' box scores (633,000
 * rows) and reading them back cost ~60 s a start; generating them costs ~2. Returns whether it did.
 */
export async function dropStoredDemoLeague(db: Db): Promise<boolean> {
  const rows = await db.query<{ id: number }>("select id from leagues where id = $1", [DEMO_LEAGUE.id]);
  if (rows.length === 0) return false;
  await db.query("delete from leagues where id = $1", [DEMO_LEAGUE.id]);
  return true;
}
