import "server-only";
import { createHash } from "node:crypto";
import type { Redis } from "ioredis";
import { redisReachable } from "../redis-reach";
import type { CachedResponse } from "./upstream-cache";
import { frame, unframe } from "@/lib/app-server/page-cache/framed";

/**
 * Settled answers shared between app instances (Redis), so that a second instance, or one restarted,
 * costs no upstream call for data another instance already fetched. Only answers fresh for at least
 * a minute are shared (completed matches, finished seasons: a day): live answers change every few
 * seconds, and sharing them would cost more Redis traffic than the calls it saves. Redis failing is
 * never an error for a page: the instance asks the service as it would alone.
 */
export interface SharedAnswers {
  get(key: string, now: number): Promise<CachedResponse | undefined>;
  set(key: string, e: CachedResponse, now: number): void;
}

export const MIN_SHARED_FRESH_MS = 60_000;

export function redisSharedAnswers(
  redis: Redis,
  scope: { baseUrl: string; clientId: string },
  log: (message: string) => void = () => {},
): SharedAnswers {
  // Answers depend on the service and on the client's tier: instances share only what they would
  // each have been answered.
  const prefix = `footy:answer:${createHash("sha256")
    .update(`${scope.baseUrl}\n${scope.clientId}`)
    .digest("base64url")
    .slice(0, 16)}:`;
  let warned = false;
  const failed = (err: unknown) => {
    if (!warned) log(`shared answers unavailable, asking the service directly: ${(err as Error).message}`);
    warned = true;
    return undefined;
  };
  return {
    async get(key, now) {
      if (!redisReachable(redis)) return undefined;
      try {
        const raw = await redis.getBuffer(prefix + key);
        if (!raw) return undefined;
        const e = decode(raw);
        warned = false;
        return e && e.freshUntil > now ? e : undefined;
      } catch (err) {
        return failed(err);
      }
    },
    set(key, e, now) {
      const ttl = e.freshUntil - now;
      if (e.status !== 200 || ttl < MIN_SHARED_FRESH_MS || !redisReachable(redis)) return;
      redis.set(prefix + key, encode(e), "PX", Math.round(ttl)).catch(failed);
    },
  };
}

// One value a key: the answer's status, type and times as the head, its bytes as the body.
export function encode(e: CachedResponse): Buffer {
  return frame({ s: e.status, c: e.contentType, t: e.storedAt, f: e.freshUntil }, e.body);
}

export function decode(raw: Buffer): CachedResponse | undefined {
  const v = unframe(raw);
  if (!v) return undefined; // not ours, or damaged: asked of the service again
  const h = v.head as { s: number; c: string; t: number; f: number };
  return { status: h.s, contentType: h.c, storedAt: h.t, freshUntil: h.f, body: new Uint8Array(v.body) };
}
