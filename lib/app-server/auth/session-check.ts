import type { Db } from "@/lib/db/db";
import { endSession, readSession, startSession, type SessionState } from "./sessions";

/**
 * Every request with a session asks whether it still stands. The answer is kept in memory for
 * `ttlMs`, so a role change or a disabled account takes effect within that time and a page costs no
 * query; a sign-out in this process drops its entry at once (another instance sees it within ttlMs).
 */
export function createSessionCheck(opts: { db: () => Promise<Db>; ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { state: SessionState | null; until: number }>();
  return {
    async start(userId: number): Promise<string> {
      return startSession(await opts.db(), userId, new Date(now()));
    },
    async check(id: string): Promise<SessionState | null> {
      const hit = cache.get(id);
      if (hit && hit.until > now()) return hit.state;
      const state = await readSession(await opts.db(), id, new Date(now()));
      if (cache.size > 10_000) cache.clear();
      cache.set(id, { state, until: now() + opts.ttlMs });
      return state;
    },
    async end(id: string): Promise<void> {
      cache.set(id, { state: null, until: Number.POSITIVE_INFINITY });
      await endSession(await opts.db(), id, new Date(now()));
    },
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
