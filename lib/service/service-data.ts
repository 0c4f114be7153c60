import { existsSync } from "node:fs";
import path from "node:path";
import { openDb } from "@/lib/db/open-db";
import type { Db } from "@/lib/db/db";
import { loadStore } from "@/lib/service/store/load-store";
import type { Store } from "@/lib/service/store/store";
import { dropStoredDemoLeague, ensureAflData } from "@/lib/service/import/bootstrap-data";
import { generateDemoLeague } from "@/lib/service/demo/generate-demo-league";
import { withDemoLeague } from "@/lib/service/store/with-demo-league";
import { importInChild } from "./import-in-child";
import type { ServiceConfig } from "./config";

/** A PGlite data directory that has never been started (the database is made at first open). */
export const isNewPgliteDir = (config: ServiceConfig) =>
  !config.databaseUrl &&
  !config.dataDir.startsWith("memory://") &&
  !existsSync(path.join(config.dataDir, "pglite", "PG_VERSION"));

/** PGlite in a data directory (not PostgreSQL, not an in-memory PGlite). */
export const onDisk = (db: Pick<Db, "kind">, config: ServiceConfig) =>
  db.kind === "pglite" && !config.dataDir.startsWith("memory://");

/**
 * PGlite on disk is closed and opened again once the data is imported and read into memory: its
 * WebAssembly memory grows to the largest work it has done (the first start's import, reading every
 * box score) and never shrinks, so the instance that serves starts small (resident memory after a
 * first start 1,050 → ~500 MB, docs/decisions/process-memory.md). PostgreSQL's memory is the server's;
 * an in-memory PGlite would lose its data.
 */
async function reopenedForServing(db: Db, config: ServiceConfig): Promise<Db> {
  if (!onDisk(db, config)) return db;
  await db.close();
  // A full collection now (when Node runs with --expose-gc, as `npm start` and `npm run service` do),
  // so that the closed instance's memory (up to ~1 GB after a first start's import) goes back to the
  // system before the serving one is made, rather than whenever V8 next collects on its own.
  globalThis.gc?.();
  return openDb({ dataDir: config.dataDir });
}

/**
 * The service's database and data: the AFL history imported at first start (in a child process for a
 * new PGlite directory, its memory leaving with the process), a demo league an earlier version stored
 * removed, the store read with this start's demo league (made in memory, never stored), and the
 * database reopened to serve. `reread` reads the store again from the serving database (a reload).
 */
export async function openServiceData(
  config: ServiceConfig,
  opts: { now: () => number; log: (msg: string) => void; seed?: Blob },
): Promise<{ db: Db; base: Store; reread: () => Promise<Store> }> {
  const t0 = Date.now();
  if (isNewPgliteDir(config)) {
    // A first start imports in a child process: its memory leaves with the process. (Opening the
    // directory here first to ask would cost a PGlite instance whose memory is not all given back.)
    const r = await importInChild(config.dataDir);
    opts.log(`imported the AFL 1897–2025 data in ${r.ms} ms (in a child process)`);
  }
  const opened = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, seed: opts.seed });
  if (await ensureAflData(opened)) opts.log(`imported the AFL 1897–2025 data in ${Date.now() - t0} ms`);
  if (await dropStoredDemoLeague(opened)) opts.log("removed the demo league an earlier version stored");
  const demo =
    config.demoSeasons > 0
      ? generateDemoLeague({ seed: config.demoSeed, seasons: config.demoSeasons, now: new Date(opts.now()) })
      : null;
  const base = withDemoLeague(await loadStore(opened), demo);
  const db = await reopenedForServing(opened, config);
  return { db, base, reread: async () => withDemoLeague(await loadStore(db), demo) };
}
