import "server-only";

/** What the store needs of the app's database (lib/app-server/app-db.ts: PGlite or PostgreSQL). */
export interface QueryDb {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Which answers a read is for: the operation and the normalised query (or payload) asked. */
export interface AnswerKey {
  operation: string;
  query: string;
}
