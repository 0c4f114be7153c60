import { execFileSync } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openPglite, seedPgliteDir } from "./pglite-db";

// A backup of a data directory: one tar file (`tar tf` lists it) holding each embedded database as
// PGlite dumps it (the service's `pglite`, the web app's `app-pglite`: accounts, sessions, kept season
// and history builds) and the small files the directory keeps (the session key, the embedded client,
// replays). A running app dumps its own databases between two queries (control-socket.ts), so the
// copy is consistent while it serves; a stopped one is opened here. Restored into an empty directory,
// the app starts on it as on the original.

/** The databases of a data directory, by their folder in it. */
export const DATABASES = ["pglite", "app-pglite"] as const;
export type DatabaseName = (typeof DATABASES)[number];
/** The small files a data directory keeps besides its databases (those present are kept). */
const FILES = ["auth-secret", "client.json", "replays.json"];

/** Writes the backup file: the given dumps and the directory's small files, in one tar. */
export function writeBackup(
  dataDir: string,
  dumps: Partial<Record<DatabaseName, Uint8Array>>,
  file: string,
): { bytes: number } {
  const tmp = mkdtempSync(path.join(tmpdir(), "footy-backup-"));
  try {
    for (const [name, bytes] of Object.entries(dumps)) writeFileSync(path.join(tmp, `${name}.tar`), bytes);
    for (const f of FILES)
      if (existsSync(path.join(dataDir, f))) copyFileSync(path.join(dataDir, f), path.join(tmp, f));
    // Written beside its name, then renamed: a backup cut short never stands as the file named.
    const part = `${file}.part`;
    execFileSync("tar", ["-cf", path.resolve(part), "-C", tmp, ...readdirSync(tmp).sort()]);
    chmodSync(part, 0o600);
    renameSync(part, file);
    return { bytes: statSync(file).size };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** A backup of a data directory no process holds: its databases opened here, dumped and closed. */
export async function backupStopped(dataDir: string, file: string): Promise<{ bytes: number }> {
  const dumps: Partial<Record<DatabaseName, Uint8Array>> = {};
  for (const name of DATABASES) {
    const dir = path.join(dataDir, name);
    if (!existsSync(path.join(dir, "PG_VERSION"))) continue;
    const db = await openPglite(dir);
    try {
      dumps[name] = new Uint8Array(await (await db.dump!()).arrayBuffer());
    } finally {
      await db.close();
    }
  }
  if (!dumps.pglite && !dumps["app-pglite"]) throw new Error(`${dataDir} holds no database to back up`);
  return writeBackup(dataDir, dumps, file);
}

/**
 * Loads a backup into `dataDir`, which must hold no database yet (the caller holds its lock): each
 * database from its dump, the small files as they were.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<DatabaseName[]> {
  for (const name of DATABASES)
    if (existsSync(path.join(dataDir, name)))
      throw new Error(`${dataDir} is not empty (it has ${name}/): restore into an empty directory`);
  const tmp = mkdtempSync(path.join(tmpdir(), "footy-restore-"));
  try {
    execFileSync("tar", ["-xf", path.resolve(file), "-C", tmp]);
    const restored: DatabaseName[] = [];
    for (const name of DATABASES) {
      const dump = path.join(tmp, `${name}.tar`);
      if (!existsSync(dump)) continue;
      // Backed by the file: not first copied into a Blob's own store (~1 s a 100 MB dump).
      await seedPgliteDir(path.join(dataDir, name), await openAsBlob(dump));
      restored.push(name);
    }
    if (restored.length === 0) throw new Error(`${file} holds no database: is it a backup of this app?`);
    for (const f of FILES)
      if (existsSync(path.join(tmp, f))) {
        copyFileSync(path.join(tmp, f), path.join(dataDir, f));
        chmodSync(path.join(dataDir, f), 0o600);
      }
    return restored;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
