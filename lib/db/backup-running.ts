import type { Server } from "node:net";
import type { Db } from "./db";
import { writeBackup, type DatabaseName } from "./backup";
import { serveControl } from "./control-socket";

/**
 * The owner of a data directory answers `npm run backup` (scripts/backup.ts) while it runs: each of
 * its databases dumped between two of its queries, with the directory's small files, into the file
 * asked for. `databases` gives the handles it holds (opened on demand: the app's own one lazily).
 */
export function serveBackups(
  dataDir: string,
  databases: Partial<Record<DatabaseName, () => Promise<Pick<Db, "dump">>>>,
): Promise<Server | null> {
  const served = serveControl(dataDir, async ({ backup }) => {
    const dumps: Partial<Record<DatabaseName, Uint8Array>> = {};
    for (const [name, open] of Object.entries(databases) as [
      DatabaseName,
      () => Promise<Pick<Db, "dump">>,
    ][]) {
      const db = await open();
      // A database left out would make a backup that restores without it: refuse instead.
      if (!db.dump) throw new Error(`the ${name} database cannot be dumped by this process`);
      dumps[name] = new Uint8Array(await (await db.dump()).arrayBuffer());
    }
    return writeBackup(dataDir, dumps, backup);
  });
  // A socket it cannot make (a path over the system's ~107 bytes, a read-only directory) costs only
  // the backups of a running app: it serves on, and says so.
  return served.catch((err: unknown) => {
    console.warn(
      `[backup] no backups while running (${err instanceof Error ? err.message : String(err)}): ` +
        `stop the app for npm run backup`,
    );
    return null;
  });
}
