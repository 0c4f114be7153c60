import "server-only";
import { TokenResponseSchema } from "@/lib/sds";
import type { UpstreamEnv } from "./env";
import { memoryTokenStore, type StoredToken, type TokenStore } from "./token-store";
import { UpstreamError } from "./upstream-error";

// Renew this long before expiry so that a token never expires in flight.
const EARLY_RENEW_MS = 5 * 60_000;
const LOCK_MS = 10_000;

/**
 * One token shared by every request of this instance (and, with a shared store, of every instance):
 * requested once however many requests arrive together (single flight), reused until shortly before
 * it expires, replaced once when the service says it has expired. The secret goes only to the issuer.
 */
export function createTokenManager(
  env: UpstreamEnv,
  opts: { store?: TokenStore; fetch?: typeof fetch; now?: () => number } = {},
) {
  const store = opts.store ?? memoryTokenStore();
  const fetchImpl = opts.fetch ?? fetch;
  const now = opts.now ?? Date.now;
  let current: StoredToken | null = null;
  let inflight: Promise<string> | null = null;
  const usable = (t: StoredToken | null): t is StoredToken =>
    t !== null && t.expiresAt - EARLY_RENEW_MS > now();

  async function request(): Promise<StoredToken> {
    const res = await fetchImpl(`${env.authUrl}/oauth/token`, {
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
    if (!res.ok)
      throw new UpstreamError(res.status === 429 ? 429 : 502, `The token issuer answered ${res.status}`);
    const body = TokenResponseSchema.parse(await res.json());
    return { token: body.access_token, expiresAt: now() + body.expires_in * 1000 };
  }

  async function obtain(): Promise<string> {
    const deadline = now() + LOCK_MS;
    for (;;) {
      const shared = await store.get();
      if (usable(shared)) return (current = shared).token;
      if (await store.lock(LOCK_MS)) {
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
        throw new UpstreamError(502, "No data-service token: another instance holds the lock");
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  return {
    async get(): Promise<string> {
      if (usable(current)) return current.token;
      inflight ??= obtain().finally(() => (inflight = null));
      return inflight;
    },
    /** Drops `token` so that the next get() obtains a new one (after a 403 from the service). */
    async invalidate(token: string) {
      if (current?.token === token) current = null;
      await store.drop(token);
    },
  };
}

export type TokenManager = ReturnType<typeof createTokenManager>;
