import "server-only";
import { LRUCache } from "lru-cache";

export interface BucketRule {
  /** Tokens added a second. */
  rate: number;
  /** Most tokens held (the burst). */
  burst: number;
}

/** Seconds until `need` tokens are there, 0 when they are now. */
const waitSecs = (tokens: number, need: number, rate: number) =>
  tokens >= need ? 0 : Math.max(1, Math.ceil((need - tokens) / rate));

/**
 * Token buckets by key (a visitor's address, or one key for the app's own outgoing calls), the keys
 * themselves bounded so that a flood of addresses cannot grow memory.
 */
export function createTokenBuckets(rule: BucketRule, maxKeys = 50_000) {
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: maxKeys });
  const fill = (key: string, now: number) => {
    const b = buckets.get(key) ?? { tokens: rule.burst, at: now };
    b.tokens = Math.min(rule.burst, b.tokens + ((now - b.at) / 1000) * rule.rate);
    b.at = now;
    buckets.set(key, b);
    return b;
  };
  return {
    /**
     * Takes one token if at least `keep` + 1 are there (a reserve left for others); otherwise how many
     * seconds until there will be.
     */
    take(key: string, now: number, keep = 0): { ok: true } | { ok: false; retryAfterSecs: number } {
      const b = fill(key, now);
      if (b.tokens >= keep + 1) {
        b.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSecs: waitSecs(b.tokens, keep + 1, rule.rate) };
    },
    level(key: string, now: number): number {
      return fill(key, now).tokens;
    },
  };
}
