import "server-only";
import { isDatabaseUnavailable, type Db } from "@/lib/db/db";
import type { StoredToken, TokenStore } from "./token-store";

// A service token lives 24 hours and a client may hold 10 unexpired ones (the contract's 11th request
// is refused with a 429 until the oldest expires). Kept in memory only, every start of the app asked a
// new one, so the 11th start within a day (a developer's restarts, a crash loop) got no token and
// served no data page until the next day. Kept in the app's database, a start reuses the token the
// last one was given. With REDIS_URL the instances share theirs there instead (redis-token-store.ts).

/**
 * The token kept in the app's database under `key` (the client and the service it is for: another
 * service or client never reads it). A failing database never stops a token being used: a read that
 * fails finds none, and a write that fails is told and the token is used all the same.
 */
export function dbTokenStore(
  db: () => Promise<Db>,
  key: string,
  opts: { now?: () => number; warn?: (message: string) => void } = {},
): TokenStore {
  const now = opts.now ?? Date.now;
  // The database's outage is said once where it is noticed (guarded-db.ts), not at each token read.
  const warn = (what: string, err: unknown) =>
    isDatabaseUnavailable(err) ||
    opts.warn?.(
      `the service token could not be ${what}: ${err instanceof Error ? err.message : String(err)}`,
    );
  return {
    async get() {
      try {
        const [row] = await (
          await db()
        ).query<{ token: string; expires_at: number }>(
          "select token, expires_at from service_tokens where key = $1",
          [key],
        );
        return row && Number(row.expires_at) > now()
          ? { token: row.token, expiresAt: Number(row.expires_at) }
          : null;
      } catch (err) {
        warn("read", err);
        return null;
      }
    },
    async set(t: StoredToken) {
      try {
        const d = await db();
        await d.query(
          `insert into service_tokens (key, token, expires_at) values ($1, $2, $3)
           on conflict (key) do update set token = excluded.token, expires_at = excluded.expires_at`,
          [key, t.token, t.expiresAt],
        );
        // Tokens of other services or ports, long expired, are not kept.
        await d.query("delete from service_tokens where expires_at <= $1", [now()]);
      } catch (err) {
        warn("kept", err);
      }
    },
    async drop(token) {
      try {
        await (await db()).query("delete from service_tokens where key = $1 and token = $2", [key, token]);
      } catch (err) {
        warn("dropped", err);
      }
    },
    // One instance a data directory (or, with PostgreSQL, each instance asks for itself at worst, as
    // with tokens in memory): the token manager's single flight is enough.
    async lock() {
      return true;
    },
    async unlock() {},
  };
}
