import type { IncomingMessage, ServerResponse } from "node:http";
import { clientAddress } from "@/lib/security/client-address";
import { tooManyAttempts, type AttemptGuard } from "@/lib/security/throttle";
import { issueToken, OAuthError, type TokenRequestContext } from "./auth/issue-token";
import { isDatabaseUnavailable } from "@/lib/db/db-outage";
import { ServiceError, UNAVAILABLE_DETAIL } from "./errors";
import { readBody, send } from "./http-io";

const MAX_TOKEN_BODY = 16 * 1024;

/** The token request's client id as sent (for throttling and messages), or "" when there is none. */
const clientIdOf = (body: unknown) =>
  String((typeof body === "object" && body !== null ? Reflect.get(body, "client_id") : "") ?? "").slice(
    0,
    200,
  );

/**
 * POST /oauth/token over HTTP: a JSON body of at most 16 KiB, wrong secrets throttled per client id and
 * per address before the secret is checked (a 401 tells nothing a 429 hides).
 */
export function createTokenEndpoint(ctx: TokenRequestContext, guard: AttemptGuard) {
  return async function handleToken(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "POST") throw new OAuthError(405, "invalid_request", "Use POST", { allow: "POST" });
    if (!/^application\/json\b/i.test(req.headers["content-type"] ?? "")) {
      throw new OAuthError(400, "invalid_request", "Content-Type must be application/json");
    }
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req, MAX_TOKEN_BODY));
    } catch (err) {
      if (err instanceof ServiceError) throw err;
      throw new OAuthError(400, "invalid_request", "The body is not valid JSON");
    }
    const clientId = clientIdOf(body);
    const address = clientAddress(req);
    const wait = guard.retryAfter(clientId, address);
    if (wait)
      throw new OAuthError(429, "too_many_attempts", `${tooManyAttempts(wait)} (client ${clientId || "?"})`, {
        "retry-after": String(wait),
      });
    let token;
    try {
      token = await issueToken(ctx, body, req.headers.host);
    } catch (err) {
      if (err instanceof OAuthError && err.code === "invalid_client") guard.failed(clientId, address);
      // The token endpoint's errors keep OAuth's shape (RFC 6749's temporarily_unavailable).
      if (isDatabaseUnavailable(err))
        throw new OAuthError(503, "temporarily_unavailable", UNAVAILABLE_DETAIL, {
          "retry-after": String(err.retryAfterSecs),
        });
      throw err;
    }
    guard.succeeded(clientId);
    send(res, 200, JSON.stringify(token), { "cache-control": "no-store" });
  };
}
