import "server-only";
import { TokenResponseSchema } from "@/lib/sds";
import type { UpstreamEnv } from "./env";
import { UpstreamError } from "./upstream-error";

// Renew this long before expiry so that a token never expires in flight.
const EARLY_RENEW_MS = 5 * 60_000;

/**
 * One token shared by every request of this instance: requested once however many requests arrive
 * together (single flight), reused until shortly before it expires, replaced once when the service
 * says it has expired. The secret goes only to the token issuer.
 */
export function createTokenManager(env: UpstreamEnv, fetchImpl: typeof fetch = fetch, now = Date.now) {
  let current: { token: string; expiresAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function request(): Promise<string> {
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
    current = { token: body.access_token, expiresAt: now() + body.expires_in * 1000 };
    return body.access_token;
  }

  return {
    async get(): Promise<string> {
      if (current && current.expiresAt - EARLY_RENEW_MS > now()) return current.token;
      inflight ??= request().finally(() => (inflight = null));
      return inflight;
    },
    /** Drops `token` if it is still the current one, so that the next get() fetches a new one. */
    invalidate(token: string) {
      if (current?.token === token) current = null;
    },
  };
}

export type TokenManager = ReturnType<typeof createTokenManager>;
