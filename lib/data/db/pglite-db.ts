import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
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
  };
}

/** `dataDir` is a folder, or `memory://` for a throwaway database (unit tests). */
export async function openPglite(dataDir: string): Promise<Db> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  return wrap(pg, "pglite", pg);
}
