import { jwtVerify } from "jose";
import { tokenRefused } from "../errors";
import type { KnownCaller } from "./caller";
import type { PlanName, Tier } from "./clients";

const TIERS = new Set(["core", "advanced", "transactional"]);

export const expiredToken = () => tokenRefused("The access token has expired; request a new one");
export const otherAudience = () => tokenRefused("The access token was issued for another audience");

/**
 * The caller a token speaks for, once its signature (HS256, issued by this service), expiry, audience
 * and claims are checked, in that order; each failure is refused as a bad token (`invalid_token`).
 * This is the costly check that verify-token.ts remembers.
 */
export async function verifySignedToken(
  token: string,
  check: {
    key: Uint8Array;
    audienceOk: (aud: string, host: string | undefined) => boolean;
    host: string | undefined;
    nowMs: number;
  },
): Promise<KnownCaller> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, check.key, {
      algorithms: ["HS256"],
      issuer: "sds-embedded",
      currentDate: new Date(check.nowMs),
    }));
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_JWT_EXPIRED") throw expiredToken();
    throw tokenRefused("The access token is invalid");
  }
  const aud = typeof payload.aud === "string" ? payload.aud : "";
  if (!check.audienceOk(aud, check.host)) throw otherAudience();
  const tier = String(payload.tier);
  if (typeof payload.sub !== "string" || !TIERS.has(tier) || typeof payload.exp !== "number") {
    throw tokenRefused("The access token is invalid");
  }
  return {
    clientId: payload.sub,
    tier: tier as Tier,
    plan: String(payload.plan) as PlanName,
    exp: payload.exp,
    aud,
  };
}
