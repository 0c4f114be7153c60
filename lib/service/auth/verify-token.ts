import { bearerToken } from "./bearer-token";
import type { Caller, KnownCaller } from "./caller";
import { createKnownHeaders, setKnown } from "./known-callers";
import { expiredToken, otherAudience, verifySignedToken } from "./signed-token";

export type { Caller } from "./caller";

/**
 * Verifies a bearer token. Verified tokens are remembered until they expire, so the signature is checked
 * once a token rather than once a request (a measurable share of a cached response's cost); a
 * remembered header (known-callers.ts) skips the header's pattern too. The audience of a remembered
 * token is checked again on each request.
 */
export function createTokenVerifier(
  key: Uint8Array,
  audienceOk: (aud: string, host: string | undefined) => boolean,
) {
  const byToken = new Map<string, KnownCaller>();
  const headers = createKnownHeaders();
  // Not async: a remembered token is answered synchronously (the handler awaits only a Promise), and
  // a refusal is thrown synchronously, which the async handler turns into the same rejection.
  return function verify(
    header: string | undefined,
    host: string | undefined,
    nowMs = Date.now(),
  ): Caller | Promise<Caller> {
    const known = headers.known(header, host, nowMs);
    if (known) return known;
    const token = bearerToken(header);
    const hit = byToken.get(token);
    if (!hit)
      return verifySignedToken(token, { key, audienceOk, host, nowMs }).then((caller) => {
        setKnown(byToken, token, caller);
        headers.remember(header!, caller, host);
        return caller;
      });
    if (hit.exp * 1000 <= nowMs) {
      byToken.delete(token);
      throw expiredToken();
    }
    if (!audienceOk(hit.aud, host)) throw otherAudience();
    headers.remember(header!, hit, host);
    return hit;
  };
}
