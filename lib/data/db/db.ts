// One small interface over the two databases the service runs on: PGlite (embedded, the default) and a
// PostgreSQL server (DATABASE_URL). Both speak the same SQL, so migrations and queries are shared.

export type Row = Record<string, unknown>;

export interface Db {
  readonly kind: "pglite" | "postgres";
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as PGlite dumps it (a tar), taken between two queries. */
  dump?(): Promise<Blob>;
}
