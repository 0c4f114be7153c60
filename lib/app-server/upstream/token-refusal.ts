import "server-only";

// Words of a 403 problem that is about the token, for a service that sends no RFC 6750 challenge.
const TOKEN_WORDS = /\b(token|authori[sz]ation|audience|expired)\b/i;

/**
 * Whether a 403 says the token itself is bad (renew it) rather than that the client's tier or licence
 * does not cover the request (a new token would be refused the same way, and renewing spends one of
 * the client's 10 live tokens). The RFC 6750 challenge decides when present (the embedded service
 * sends it); otherwise the problem's words do.
 */
export function isTokenRefusal(status: number, challenge: string | null, body: string): boolean {
  if (status !== 403) return false;
  if (challenge) return /error="?invalid_token/i.test(challenge);
  try {
    const p = JSON.parse(body) as { title?: unknown; detail?: unknown };
    return TOKEN_WORDS.test(`${String(p.title ?? "")} ${String(p.detail ?? "")}`);
  } catch {
    return false;
  }
}
