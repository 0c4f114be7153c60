import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import type { Redis } from "ioredis";
import { redisReachable } from "../redis-reach";
import { frame, unframe } from "./framed";

/** A rendered page as the page cache keeps it. */
export interface KeptPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  storedAt: number;
  freshUntil: number;
  tags: Set<string>;
}

/**
 * Rendered pages shared between app instances (Redis), so that a second instance, or one restarted,
 * serves a page another rendered without rendering it again. Keyed by the build: a page names its
 * build's script files, which another build does not have (a rolling deploy runs two builds at once).
 * Redis failing is never an error for a page: the instance renders it as it would alone.
 */
export interface SharedPages {
  get(key: string): Promise<KeptPage | undefined>;
  set(key: string, page: KeptPage, now: number): void;
}

export function redisSharedPages(
  redis: Redis,
  scope: { buildId: string; service: string },
  log: (message: string) => void = () => {},
): SharedPages {
  const prefix = `footy:page:${createHash("sha256")
    .update(`${scope.buildId}\n${scope.service}`)
    .digest("base64url")
    .slice(0, 16)}:`;
  let warned = false;
  const failed = (err: unknown) => {
    if (!warned) log(`shared pages unavailable, rendering here: ${(err as Error).message}`);
    warned = true;
    return undefined;
  };
  return {
    async get(key) {
      if (!redisReachable(redis)) return undefined;
      try {
        const raw = await redis.getBuffer(prefix + key);
        warned = false;
        return raw ? decodePage(raw) : undefined;
      } catch (err) {
        return failed(err);
      }
    },
    set(key, page, now) {
      const ttl = Math.round(page.freshUntil - now);
      if (ttl > 0 && redisReachable(redis))
        redis.set(prefix + key, encodePage(page), "PX", ttl).catch(failed);
    },
  };
}

export function encodePage(p: KeptPage): Buffer {
  return frame({ h: p.headers, t: p.storedAt, f: p.freshUntil, g: [...p.tags] }, p.body);
}

export function decodePage(raw: Buffer): KeptPage | undefined {
  const v = unframe(raw);
  const h = v?.head as { h?: OutgoingHttpHeaders; t?: number; f?: number; g?: string[] } | undefined;
  if (!v || !h?.h || typeof h.t !== "number" || typeof h.f !== "number" || !Array.isArray(h.g))
    return undefined;
  return { headers: h.h, body: Buffer.from(v.body), storedAt: h.t, freshUntil: h.f, tags: new Set(h.g) };
}
