import { openAppDb } from "@/lib/app-server/app-db";
import type { Db } from "@/lib/db/db";

/**
 * A new app database in memory, through the migration the app runs (openAppDb reads DATA_DIR and
 * DATABASE_URL: both are set for the call and put back as they were).
 */
export async function openMemoryAppDb(): Promise<Db> {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATABASE_URL;
  process.env.DATA_DIR = "memory://";
  try {
    return await openAppDb();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
