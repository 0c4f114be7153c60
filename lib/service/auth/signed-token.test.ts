import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import type { ServiceError } from "../errors";
import { verifySignedToken } from "./signed-token";

const KEY = new Uint8Array(32).fill(3);
const AUD = "http://svc.test/";
const NOW = Date.parse("2025-05-01T00:00:00Z");

function sign(
  claims: Record<string, unknown>,
  opts: { sub?: string; aud?: string; expSecs?: number; key?: Uint8Array } = {},
) {
  let j = new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer("sds-embedded")
    .setAudience(opts.aud ?? AUD);
  if (opts.sub !== "") j = j.setSubject(opts.sub ?? "c1");
  if (opts.expSecs !== 0) j = j.setExpirationTime(NOW / 1000 + (opts.expSecs ?? 60));
  return j.sign(opts.key ?? KEY);
}

const check = (host = "svc.test", nowMs = NOW) => ({
  key: KEY,
  audienceOk: (aud: string) => aud === AUD,
  host,
  nowMs,
});
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => Promise.reject(new Error("not refused")),
    (e: ServiceError) => e,
  );

describe("verifySignedToken", () => {
  it("gives the caller a well-signed token speaks for, with its audience", async () => {
    const token = await sign({ tier: "advanced", plan: "standard" });
    expect(await verifySignedToken(token, check())).toEqual({
      clientId: "c1",
      tier: "advanced",
      plan: "standard",
      exp: NOW / 1000 + 60,
      aud: AUD,
    });
  });

  it("refuses as a bad token: another key, expired, another audience, missing or unknown claims", async () => {
    const cases: [Promise<string>, RegExp][] = [
      [sign({ tier: "core" }, { key: new Uint8Array(32).fill(9) }), /^The access token is invalid$/],
      [sign({ tier: "core" }, { expSecs: -10 }), /expired/],
      [sign({ tier: "core" }, { aud: "http://elsewhere.test/" }), /another audience/],
      [sign({ tier: "core" }, { sub: "" }), /^The access token is invalid$/],
      [sign({ tier: "platinum" }), /^The access token is invalid$/],
      [sign({ tier: "core" }, { expSecs: 0 }), /^The access token is invalid$/],
    ];
    for (const [token, message] of cases) {
      const e = await refusal(verifySignedToken(await token, check()));
      expect(e.message).toMatch(message);
      expect(e.headers?.["www-authenticate"]).toMatch(/error="invalid_token"/);
    }
  });

  it("judges the audience before the claims (a token for elsewhere is said to be for elsewhere)", async () => {
    const token = await sign({ tier: "platinum" }, { aud: "http://elsewhere.test/" });
    expect((await refusal(verifySignedToken(token, check()))).message).toMatch(/another audience/);
  });
});
