import { jwtVerify } from "jose";
import { tokenRefused } from "../errors";
import type { PlanName, Tier } from "./clients";

export interface Caller {
  clientId: string;
  tier: Tier;
  plan: PlanName;
  exp: number; // seconds since the epoch
}

const TIERS = new Set(["core", "advanced", "transactional"]);

/**
 * Verifies a bearer token. Verified tokens are remembered until they expire, so the signature is checked
 * once a token rather than once a request (a measurable share of a cached response's cost).
 */
export function createTokenVerifier(
  key: Uint8Array,
  audienceOk: (aud: string, host: string | undefined) => boolean,
) {
  const cache = new Map<string, Caller & { aud: string; okHost?: string }>();
  // The same, by the whole Authorization header: a client sends the same header on every request, so
  // a remembered one skips the header's pattern as well (profiled: the pattern on a ~200-character
  // token and the audience's were most of a remembered token's cost).
  const byHeader = new Map<string, Caller & { aud: string; okHost?: string }>();
  // Not async: a remembered token is answered synchronously (the handler awaits only a Promise), and
  // a refusal is thrown synchronously, which the async handler turns into the same rejection.
  return function verify(
    header: string | undefined,
    host: string | undefined,
    nowMs = Date.now(),
  ): Caller | Promise<Caller> {
    const known = header === undefined ? undefined : byHeader.get(header);
    if (known) {
      if (known.exp * 1000 > nowMs && known.okHost === host) return known;
      byHeader.delete(header!); // expired, or another host: the full checks below say which
    }
    if (!header)
      throw tokenRefused(
        "Missing Authorization header: send Authorization: Bearer <token>",
        "invalid_request",
      );
    // The scheme name is case-insensitive (RFC 9110 §11.1).
    const m = /^Bearer ([A-Za-z0-9_\-.]{10,4096})$/i.exec(header);
    if (!m) throw tokenRefused("Malformed Authorization header: expected Bearer <token>", "invalid_request");
    const token = m[1];
    const hit = cache.get(token);
    if (hit) {
      if (hit.exp * 1000 <= nowMs) {
        cache.delete(token);
        throw tokenRefused("The access token has expired; request a new one");
      }
      if (!audienceOk(hit.aud, host)) throw tokenRefused("The access token was issued for another audience");
      remember(header, hit, host);
      return hit;
    }
    return verifySlow(token, host, nowMs).then((caller) => (remember(header, caller, host), caller));
  };

  /** Keeps a verified header for `host` (one host a header: the embedded audience is the host asked). */
  function remember(
    header: string,
    caller: Caller & { aud: string; okHost?: string },
    host: string | undefined,
  ) {
    if (byHeader.size > 10_000) byHeader.clear();
    caller.okHost = host;
    byHeader.set(header, caller);
  }

  async function verifySlow(
    token: string,
    host: string | undefined,
    nowMs: number,
  ): Promise<Caller & { aud: string }> {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ["HS256"],
        issuer: "sds-embedded",
        currentDate: new Date(nowMs),
      }));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === "ERR_JWT_EXPIRED") throw tokenRefused("The access token has expired; request a new one");
      throw tokenRefused("The access token is invalid");
    }
    const aud = typeof payload.aud === "string" ? payload.aud : "";
    if (!audienceOk(aud, host)) throw tokenRefused("The access token was issued for another audience");
    const tier = String(payload.tier);
    if (typeof payload.sub !== "string" || !TIERS.has(tier) || typeof payload.exp !== "number") {
      throw tokenRefused("The access token is invalid");
    }
    const caller = {
      clientId: payload.sub,
      tier: tier as Tier,
      plan: String(payload.plan) as PlanName,
      exp: payload.exp,
      aud,
    };
    if (cache.size > 10_000) cache.clear();
    cache.set(token, caller);
    return caller;
  }
}
