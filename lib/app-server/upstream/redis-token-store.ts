import "server-only";
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import type { StoredToken, TokenStore } from "./token-store";

// Compare-and-delete in one step, so an instance never deletes a token or lock another one just set.
const DEL_IF =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

export function redisTokenStore(redis: Redis, clientId: string): TokenStore {
  const key = `sds:token:${clientId}`;
  const lockKey = `sds:token-lock:${clientId}`;
  const me = randomUUID();
  return {
    async get() {
      const raw = await redis.get(key);
      if (!raw) return null;
      const t = JSON.parse(raw) as StoredToken;
      return t.expiresAt > Date.now() ? t : null;
    },
    async set(t) {
      const ttl = Math.max(1, t.expiresAt - Date.now());
      await redis.set(key, JSON.stringify(t), "PX", ttl);
    },
    async drop(token) {
      const raw = await redis.get(key);
      if (raw && (JSON.parse(raw) as StoredToken).token === token) await redis.eval(DEL_IF, 1, key, raw);
    },
    async lock(ms) {
      return (await redis.set(lockKey, me, "PX", ms, "NX")) === "OK";
    },
    async unlock() {
      await redis.eval(DEL_IF, 1, lockKey, me);
    },
  };
}
