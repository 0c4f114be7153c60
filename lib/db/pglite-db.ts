import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { DataDirUnreadableError } from "./data-dir-error";
import type { Db, Row } from "./db";

type Queryable = Pick<PGlite, "query" | "exec"> | Transaction;

function wrap(q: Queryable, kind: "pglite", root?: PGlite): Db {
  return {
    kind,
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (!root) return fn(wrap(q, kind));
      return root.transaction((tx) => fn(wrap(tx, kind)));
    },
    async close() {
      if (root) await root.close();
    },
    ...(root ? { dump: () => root.dumpDataDir("none") } : {}),
  };
}

// PGlite's own start parameters (its defaults, which passing any replaces) and a smaller buffer
// pool: PostgreSQL's default 128 MB of shared buffers lives inside PGlite's WebAssembly memory, which
// never shrinks. The service reads its data once into memory (lib/service/store), so the database is
// asked for little after start: 16 MB saves ~110 MB resident (docs/decisions/process-memory.md).
const START_PARAMS = [
  "--single",
  "-F",
  "-O",
  "-j",
  ...["search_path=public", "exit_on_error=false", "log_checkpoints=false", "max_worker_processes=0"],
  ...["max_parallel_workers=0", "max_parallel_workers_per_gather=0", "io_method=sync"],
  ...["max_parallel_maintenance_workers=0", "shared_buffers=16MB"],
].flatMap((p) => (p.includes("=") ? ["-c", p] : [p]));

/**
 * `dataDir` is a folder, or `memory://` for a throwaway database (unit tests). `seed`, for an in-memory
 * database only: a data directory dumped by PGlite (`dumpDataDir`) to start from, so that a test run
 * imports the real data once and each test file loads the result (~1 s) instead of importing (~8 s).
 */
export async function openPglite(dataDir: string, opts: { seed?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  let pg: PGlite;
  try {
    pg = await PGlite.create(dataDir, {
      startParams: START_PARAMS,
      ...(inMemory && opts.seed ? { loadDataDir: opts.seed } : {}),
    });
  } catch (err) {
    if (inMemory) throw err;
    throw new DataDirUnreadableError(dataDir, err);
  }
  return wrap(pg, "pglite", pg);
}

/**
 * Makes a new PGlite data directory (`dir`, the folder PGlite itself uses) from a dump: the tests'
 * prepared import given to a service on disk, which then starts as on a directory it imported before.
 */
export async function seedPgliteDir(dir: string, seed: Blob): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const pg = await PGlite.create(dir, { startParams: START_PARAMS, loadDataDir: seed });
  await pg.close();
}

/** Fills a new in-memory database with `fill` and returns its data directory as PGlite dumps it. */
export async function dumpFilledPglite(fill: (db: Db) => Promise<void>): Promise<Blob> {
  const pg = await PGlite.create("memory://", { startParams: START_PARAMS });
  try {
    await fill(wrap(pg, "pglite", pg));
    return await pg.dumpDataDir("none");
  } finally {
    await pg.close();
  }
}
