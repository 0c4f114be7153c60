import "server-only";
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { redisReachable } from "../redis-reach";
import { memoryTokenStore, type StoredToken, type TokenStore } from "./token-store";

// Compare-and-delete in one step, so an instance never deletes a token or lock another one just set.
const DEL_IF =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * The token the instances share through Redis. While Redis cannot be reached the instance keeps a
 * token of its own (`local`), as one instance alone would, rather than fail every page: a few more
 * live tokens for the outage's length (each instance one, within the client's ten).
 */
export function redisTokenStore(redis: Redis, clientId: string, local = memoryTokenStore()): TokenStore {
  const key = `sds:token:${clientId}`;
  const lockKey = `sds:token-lock:${clientId}`;
  const me = randomUUID();
  /** `shared()` when Redis answers, else `alone()`. */
  const either = async <T>(shared: () => Promise<T>, alone: () => Promise<T>): Promise<T> => {
    if (!redisReachable(redis)) return alone();
    try {
      return await shared();
    } catch {
      return alone();
    }
  };
  return {
    get: () =>
      either(
        async () => {
          const raw = await redis.get(key);
          if (!raw) return null;
          const t = JSON.parse(raw) as StoredToken;
          return t.expiresAt > Date.now() ? t : null;
        },
        () => local.get(),
      ),
    async set(t) {
      await local.set(t);
      const ttl = Math.max(1, t.expiresAt - Date.now());
      await either(
        async () => void (await redis.set(key, JSON.stringify(t), "PX", ttl)),
        async () => {},
      );
    },
    async drop(token) {
      await local.drop(token);
      await either(
        async () => {
          const raw = await redis.get(key);
          if (raw && (JSON.parse(raw) as StoredToken).token === token) await redis.eval(DEL_IF, 1, key, raw);
        },
        async () => {},
      );
    },
    lock: (ms) =>
      either(
        async () => (await redis.set(lockKey, me, "PX", ms, "NX")) === "OK",
        () => local.lock(ms),
      ),
    unlock: () =>
      either(
        async () => void (await redis.eval(DEL_IF, 1, lockKey, me)),
        async () => {},
      ),
  };
}
