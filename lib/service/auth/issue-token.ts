import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import type { Db } from "@/lib/db/db";
import { ServiceError } from "../errors";
import { findClient } from "./clients";
import { verifySecret } from "@/lib/crypto/hash-secret";

export const TOKEN_LIFETIME_SECS = 86_400;
export const MAX_LIVE_TOKENS = 10;

/** OAuth errors have their own body shape (RFC 6749 §5.2), not problem details. */
export class OAuthError extends ServiceError {
  constructor(
    status: number,
    readonly code: string,
    description: string,
    headers?: Record<string, string>,
  ) {
    super(status, code, description, undefined, headers);
  }
}

export interface TokenRequestContext {
  db: Db;
  key: Uint8Array;
  audienceOk: (aud: string, host?: string) => boolean;
  now?: () => Date;
}

/** The token request's four fields, each a non-empty string of at most 2,000 characters. */
function tokenRequestOf(body: unknown) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new OAuthError(400, "invalid_request", "The body must be a JSON object");
  }
  const field = (f: string): string => {
    const v: unknown = Reflect.get(body, f);
    if (typeof v !== "string" || v.length === 0 || v.length > 2000) {
      throw new OAuthError(400, "invalid_request", `${f} is required and must be a non-empty string`);
    }
    return v;
  };
  // In this order: the first field missing is the one named.
  const grantType = field("grant_type");
  const clientId = field("client_id");
  const clientSecret = field("client_secret");
  return {
    grant_type: grantType,
    client_id: clientId,
    client_secret: clientSecret,
    audience: field("audience"),
  };
}

/** POST /oauth/token: client credentials in, a signed JWT out, at most 10 live tokens a client. */
export async function issueToken(ctx: TokenRequestContext, body: unknown, host?: string) {
  const b = tokenRequestOf(body);
  if (b.grant_type !== "client_credentials") {
    throw new OAuthError(400, "unsupported_grant_type", "grant_type must be client_credentials");
  }
  // No client id holds a control character, and PostgreSQL refuses NUL in text: no such client.
  const clientId = b.client_id;
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const client = /[\u0000-\u001f\u007f]/.test(clientId) ? null : await findClient(ctx.db, clientId);
  if (!client || !(await verifySecret(b.client_secret, client.secretHash))) {
    throw new OAuthError(401, "invalid_client", "Unknown client or wrong secret");
  }
  const audience = b.audience;
  if (!ctx.audienceOk(audience, host)) {
    throw new OAuthError(
      400,
      "invalid_request",
      `audience must be this service's base address ending with a slash; got ${JSON.stringify(audience.slice(0, 100))}`,
    );
  }
  const now = ctx.now?.() ?? new Date();
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + TOKEN_LIFETIME_SECS;
  const jti = randomUUID();
  await ctx.db.transaction(async (tx) => {
    // The client row lock serialises concurrent requests of one client, so the count cannot be raced.
    if (tx.kind === "postgres") await tx.query("select 1 from clients where id = $1 for update", [client.id]);
    const live = await tx.query<{ expires_at: string }>(
      "select to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') expires_at from tokens where client_id = $1 and expires_at > $2 order by expires_at",
      [client.id, now.toISOString()],
    );
    if (live.length >= MAX_LIVE_TOKENS) {
      const retry = Math.max(1, Math.ceil((Date.parse(live[0].expires_at) - now.getTime()) / 1000));
      throw new OAuthError(
        429,
        "too_many_tokens",
        `This client already holds ${MAX_LIVE_TOKENS} unexpired tokens; reuse one (the oldest expires in ${retry} s)`,
        { "retry-after": String(retry) },
      );
    }
    await tx.query("delete from tokens where client_id = $1 and expires_at <= $2", [
      client.id,
      now.toISOString(),
    ]);
    await tx.query("insert into tokens (jti, client_id, issued_at, expires_at) values ($1, $2, $3, $4)", [
      jti,
      client.id,
      new Date(iat * 1000).toISOString(),
      new Date(exp * 1000).toISOString(),
    ]);
  });
  const token = await new SignJWT({ tier: client.tier, plan: client.plan.name })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(client.id)
    .setAudience(audience)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .setJti(jti)
    .setIssuer("sds-embedded")
    .sign(ctx.key);
  return { access_token: token, token_type: "Bearer" as const, expires_in: TOKEN_LIFETIME_SECS };
}
