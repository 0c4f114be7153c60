import { tokenRefused } from "../errors";

/**
 * The token of an Authorization header (`Bearer <token>`, the scheme name in any case: RFC 9110
 * §11.1). A missing or malformed header is refused as a bad request (`invalid_request`), not as a bad
 * token: a client renews its token only for the latter.
 */
export function bearerToken(header: string | undefined): string {
  if (!header)
    throw tokenRefused("Missing Authorization header: send Authorization: Bearer <token>", "invalid_request");
  const m = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/i.exec(header);
  if (!m) throw tokenRefused("Malformed Authorization header: expected Bearer <token>", "invalid_request");
  return m[1];
}
