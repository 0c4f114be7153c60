import "server-only";
import { TokenResponseSchema } from "@/lib/contract";
import type { UpstreamEnv } from "../env";
import type { StoredToken } from "./token-store";
import { UpstreamError, isUpstreamError } from "./upstream-error";

// After the issuer fails, requests fail at once for this long rather than queueing behind it again.
const FAILURE_BACKOFF_MS = 5_000;
const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Asks the issuer for a new token (client credentials, by POST with JSON): the secret goes to the
 * issuer and nowhere else. A refusal is thrown as an UpstreamError, 429 with the issuer's Retry-After
 * kept, anything else 502; the token's expiry is counted from `now()`.
 */
export async function requestToken(deps: {
  env: UpstreamEnv;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
}): Promise<StoredToken> {
  const { env } = deps;
  // One deadline for both tries below.
  const signal = AbortSignal.timeout(deps.timeoutMs);
  const ask = () =>
    deps.fetch(`${env.authUrl}/oauth/token`, {
      signal,
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
  // A kept-alive connection the issuer closed just as it was taken again fails before any answer:
  // asked once more, on a new connection. (Seen under load, where the pool's timer runs late; at
  // worst the issuer counts one token more against the client, where failing was a page without data.)
  const res = await ask().catch((err: unknown) => {
    if (!connectionDropped(err)) throw err;
    return ask();
  });
  if (!res.ok) {
    await res.arrayBuffer(); // the connection is reused once the body is read
    const retryAfter = Number(res.headers.get("retry-after"));
    throw new UpstreamError(
      res.status === 429 ? 429 : 502,
      `The token issuer answered ${res.status}`,
      undefined,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  }
  const body = TokenResponseSchema.parse(await res.json());
  return { token: body.access_token, expiresAt: deps.now() + body.expires_in * 1000 };
}

/** fetch's failure for a connection reset or closed before the answer (not a deadline, not a refusal). */
function connectionDropped(err: unknown): boolean {
  const code = (err as { cause?: { code?: unknown } }).cause?.code;
  return code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET";
}

/**
 * What a failure to obtain a token becomes for the requests waiting on it (an UpstreamError: 504 for
 * the issuer's deadline, 502 for one that could not be reached), and how long later requests fail at
 * once with it: the issuer's Retry-After (at most a minute), else 5 s.
 */
export function issuerFailure(err: unknown, timeoutMs: number): { err: UpstreamError; waitMs: number } {
  const e = isUpstreamError(err)
    ? err
    : (err as Error).name === "TimeoutError"
      ? new UpstreamError(504, `The token issuer did not answer within ${timeoutMs} ms`)
      : new UpstreamError(502, `The token issuer could not be reached: ${(err as Error).message}`);
  const waitMs = e.retryAfterSecs
    ? Math.min(MAX_RETRY_AFTER_MS, e.retryAfterSecs * 1000)
    : FAILURE_BACKOFF_MS;
  return { err: e, waitMs };
}
