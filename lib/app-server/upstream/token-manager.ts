import "server-only";
import { TokenResponseSchema } from "@/lib/sds";
import { DEFAULT_TIMEOUT_MS, type UpstreamEnv } from "../env";
import { memoryTokenStore, type StoredToken, type TokenStore } from "./token-store";
import { UpstreamError, isUpstreamError } from "./upstream-error";

// Renew this long before expiry so that a token never expires in flight.
const EARLY_RENEW_MS = 5 * 60_000;
// At most one renewal on a refusal this often: a service that refuses every token would otherwise make
// each request spend one of the client's 10 live tokens (each lives 24 hours).
const MIN_RENEW_GAP_MS = 30_000;
// After the issuer fails, requests fail at once for this long rather than queueing behind it again.
const FAILURE_BACKOFF_MS = 5_000;
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * One token shared by every request of this instance (and, with a shared store, of every instance):
 * requested once however many requests arrive together (single flight), reused until shortly before
 * it expires, replaced once when the service says it has expired. The secret goes only to the issuer.
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

  async function request(): Promise<StoredToken> {
    const res = await fetchImpl(`${env.authUrl}/oauth/token`, {
      signal: AbortSignal.timeout(timeoutMs),
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        client_id: env.clientId,
        client_secret: env.clientSecret,
        audience: env.audience,
        grant_type: "client_credentials",
      }),
      cache: "no-store",
    });
    if (!res.ok) {
      await res.arrayBuffer();
      const retryAfter = Number(res.headers.get("retry-after"));
      throw new UpstreamError(
        res.status === 429 ? 429 : 502,
        `The token issuer answered ${res.status}`,
        undefined,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    const body = TokenResponseSchema.parse(await res.json());
    return { token: body.access_token, expiresAt: now() + body.expires_in * 1000 };
  }

  async function obtain(): Promise<string> {
    try {
      return await obtainUnguarded();
    } catch (err) {
      const e = isUpstreamError(err)
        ? err
        : (err as Error).name === "TimeoutError"
          ? new UpstreamError(504, `The token issuer did not answer within ${timeoutMs} ms`)
          : new UpstreamError(502, `The token issuer could not be reached: ${(err as Error).message}`);
      const wait = e.retryAfterSecs
        ? Math.min(MAX_RETRY_AFTER_MS, e.retryAfterSecs * 1000)
        : FAILURE_BACKOFF_MS;
      failed = { err: e, until: now() + wait };
      throw e;
    }
  }

  async function obtainUnguarded(): Promise<string> {
    const deadline = now() + timeoutMs;
    for (;;) {
      const shared = await store.get();
      if (usable(shared)) return (current = shared).token;
      if (await store.lock(timeoutMs * 2)) {
        try {
          // Another instance may have stored one between our look and our lock.
          const again = await store.get();
          if (usable(again)) return (current = again).token;
          const t = await request();
          await store.set(t);
          return (current = t).token;
        } finally {
          await store.unlock();
        }
      }
      if (now() > deadline)
        throw new UpstreamError(504, "No data-service token: another instance holds the lock");
      await new Promise((r) => setTimeout(r, 50));
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
