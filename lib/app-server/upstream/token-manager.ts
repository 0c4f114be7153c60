import "server-only";
import { DEFAULT_TIMEOUT_MS, type UpstreamEnv } from "../env";
import { obtainSharedToken } from "./shared-token";
import { issuerFailure, requestToken } from "./token-issuer";
import { memoryTokenStore, type StoredToken, type TokenStore } from "./token-store";
import type { UpstreamError } from "./upstream-error";

// Renew this long before expiry so that a token never expires in flight.
const EARLY_RENEW_MS = 5 * 60_000;
// At most one renewal on a refusal this often: a service that refuses every token would otherwise make
// each request spend one of the client's 10 live tokens (each lives 24 hours).
const MIN_RENEW_GAP_MS = 30_000;

/**
 * One token shared by every request of this instance (and, with a shared store, of every instance:
 * shared-token.ts): requested once however many requests arrive together (single flight), reused
 * until shortly before it expires, replaced once when the service says it has expired. The secret
 * goes only to the issuer (token-issuer.ts); after the issuer fails, requests fail at once for a while.
 */
export function createTokenManager(
  env: UpstreamEnv,
  opts: {
    store?: TokenStore;
    fetch?: typeof fetch;
    now?: () => number;
    /** The issuer's deadline, and how long to wait for another instance's lock. */
    timeoutMs?: number;
  } = {},
) {
  const store = opts.store ?? memoryTokenStore();
  const fetchImpl = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  const timeoutMs = opts.timeoutMs ?? env.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let current: StoredToken | null = null;
  let inflight: Promise<string> | null = null;
  let failed: { err: UpstreamError; until: number } | null = null;
  let renewedAt = -Infinity;
  const usable = (t: StoredToken | null): t is StoredToken =>
    t !== null && t.expiresAt - EARLY_RENEW_MS > now();
  const request = () => requestToken({ env, fetch: fetchImpl, timeoutMs, now });

  async function obtain(): Promise<string> {
    try {
      return (current = await obtainSharedToken(store, { request, usable, timeoutMs, now })).token;
    } catch (err) {
      const { err: e, waitMs } = issuerFailure(err, timeoutMs);
      failed = { err: e, until: now() + waitMs };
      throw e;
    }
  }

  return {
    async get(): Promise<string> {
      if (usable(current)) return current.token;
      if (failed && failed.until > now()) throw failed.err;
      inflight ??= obtain().finally(() => (inflight = null));
      return inflight;
    },
    /**
     * Drops `token` so that the next get() obtains a new one, after the service refused the token
     * itself (never for a tier refusal). True when it was dropped; false when this instance renewed
     * moments ago (the refusal is then passed on instead of spending another token).
     */
    async invalidate(token: string): Promise<boolean> {
      if (now() - renewedAt < MIN_RENEW_GAP_MS) return false;
      renewedAt = now();
      if (current?.token === token) current = null;
      await store.drop(token);
      return true;
    },
  };
}

export type TokenManager = ReturnType<typeof createTokenManager>;
