// One small interface over the two databases the service runs on: PGlite (embedded, the default) and a
// PostgreSQL server (DATABASE_URL). Both speak the same SQL, so migrations and queries are shared.

export type Row = Record<string, unknown>;

// What a query may throw while the database cannot be reached (guarded-db.ts), for its callers.
export { DatabaseUnavailableError, isDatabaseUnavailable } from "./db-outage";

export interface Db {
  readonly kind: "pglite" | "postgres";
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as PGlite dumps it (a tar), taken between two queries. */
  dump?(): Promise<Blob>;
  /**
   * PostgreSQL only: `onLost` is told when the server closes a connection the pool held idle (a stop, a
   * restart); until one is given, that is a line in the log.
   */
  watchConnection?(onLost: (err: Error) => void): void;
}
