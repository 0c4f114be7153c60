import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/db";
import { openDb } from "@/lib/db/open-db";
import type { ServiceError } from "../errors";
import { registerClient } from "./clients";
import { issueToken, MAX_LIVE_TOKENS, TOKEN_LIFETIME_SECS, type OAuthError } from "./issue-token";
import { loadSigningKey } from "./signing-key";
import { createTokenVerifier } from "./verify-token";

// The token issuer and verifier on a real (in-memory) database: each test owns its client.
const AUD = "http://svc.test/";
const audienceOk = (aud: string) => aud === AUD;
let db: Db;
let key: Uint8Array;
beforeAll(async () => {
  db = await openDb({ dataDir: "memory://" });
  key = await loadSigningKey(db);
  for (const [id, tier] of [
    ["c-issue", "advanced"],
    ["c-cap", "core"],
    ["c-bad", "core"],
    ["c-verify", "transactional"],
  ] as const)
    await registerClient(db, { id, secret: `${id}-secret`, tier, plan: "standard" });
});
afterAll(() => db.close());

const T0 = new Date("2026-04-01T10:00:00Z");
const body = (id: string, over: Record<string, unknown> = {}) => ({
  grant_type: "client_credentials",
  client_id: id,
  client_secret: `${id}-secret`,
  audience: AUD,
  ...over,
});
const issue = (b: unknown, now = T0) => issueToken({ db, key, audienceOk, now: () => now }, b);
async function refusal(p: Promise<unknown> | (() => unknown)): Promise<OAuthError & ServiceError> {
  try {
    await (typeof p === "function" ? p() : p);
  } catch (e) {
    return e as OAuthError & ServiceError;
  }
  throw new Error("not refused");
}

describe("issueToken", () => {
  it("signs a day-long HS256 token naming the client, its tier and plan, the audience and a jti", async () => {
    const t = await issue(body("c-issue"));
    expect(t).toMatchObject({ token_type: "Bearer", expires_in: TOKEN_LIFETIME_SECS });
    const iat = T0.getTime() / 1000;
    expect(decodeJwt(t.access_token)).toMatchObject({
      sub: "c-issue",
      aud: AUD,
      iss: "sds-embedded",
      tier: "advanced",
      plan: "standard",
      iat,
      exp: iat + 86_400,
      jti: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const rows = await db.query<{ n: number }>(
      "select count(*)::int n from tokens where client_id = 'c-issue'",
    );
    expect(rows[0].n).toBe(1);
  });

  it.each([
    ["a non-object", "x", 400, "invalid_request"],
    ["null", null, 400, "invalid_request"],
    ["an array", [], 400, "invalid_request"],
    ["no grant_type", { ...body("c-bad"), grant_type: undefined }, 400, "invalid_request"],
    ["an empty client_id", body("c-bad", { client_id: "" }), 400, "invalid_request"],
    ["a 2001-character secret", body("c-bad", { client_secret: "s".repeat(2001) }), 400, "invalid_request"],
    ["a numeric audience", body("c-bad", { audience: 5 }), 400, "invalid_request"],
    ["another grant type", body("c-bad", { grant_type: "password" }), 400, "unsupported_grant_type"],
    ["an unknown client", body("c-nobody"), 401, "invalid_client"],
    ["a control character in the id", body("c-bad", { client_id: "c-bad\u0000" }), 401, "invalid_client"],
    ["a wrong secret", body("c-bad", { client_secret: "wrong" }), 401, "invalid_client"],
    ["another audience", body("c-bad", { audience: "http://elsewhere/" }), 400, "invalid_request"],
  ])("refuses %s", async (_, b, status, code) => {
    const e = await refusal(issue(b));
    expect([e.status, e.code]).toEqual([status, code]);
  });

  it.each([
    ["a non-object", "x", "The body must be a JSON object"],
    [
      "no client_id",
      body("c-bad", { client_id: undefined }),
      "client_id is required and must be a non-empty string",
    ],
    [
      "another grant type",
      body("c-bad", { grant_type: "password" }),
      "grant_type must be client_credentials",
    ],
    ["a wrong secret", body("c-bad", { client_secret: "wrong" }), "Unknown client or wrong secret"],
    [
      "another audience",
      body("c-bad", { audience: `http://elsewhere/${"a".repeat(200)}` }),
      `audience must be this service's base address ending with a slash; got ${JSON.stringify(`http://elsewhere/${"a".repeat(200)}`.slice(0, 100))}`,
    ],
  ])("says what is wrong with %s", async (_, b, message) => {
    expect((await refusal(issue(b))).message).toBe(message);
  });

  it("signs with a JWT header, records the token's times, and takes the clock's time when none is given", async () => {
    const t = await issue(body("c-issue"), new Date("2026-04-02T10:00:00.700Z"));
    expect(decodeProtectedHeader(t.access_token)).toEqual({ alg: "HS256", typ: "JWT" });
    const { jti } = decodeJwt(t.access_token);
    const rows = await db.query<{ issued: string; expires: string }>(
      "select to_char(issued_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS') issued, to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS') expires from tokens where jti = $1",
      [jti],
    );
    expect(rows).toEqual([{ issued: "2026-04-02T10:00:00", expires: "2026-04-03T10:00:00" }]);
    const own = await issueToken({ db, key, audienceOk }, body("c-issue"));
    const claims = decodeJwt(own.access_token);
    expect(claims.exp! - claims.iat!).toBe(TOKEN_LIFETIME_SECS);
  });

  it("accepts a 2000-character field (the limit) as a field, then judges the secret", async () => {
    const e = await refusal(issue(body("c-bad", { client_secret: "s".repeat(2000) })));
    expect(e.code).toBe("invalid_client");
  });

  it("holds a client to 10 live tokens, naming when the oldest expires; expired ones free a place", async () => {
    for (let i = 0; i < MAX_LIVE_TOKENS; i++) await issue(body("c-cap"), new Date(T0.getTime() + i * 1000));
    const e = await refusal(issue(body("c-cap"), new Date(T0.getTime() + 10_000)));
    expect([e.status, e.code]).toEqual([429, "too_many_tokens"]);
    expect(e.message).toBe(
      "This client already holds 10 unexpired tokens; reuse one (the oldest expires in 86390 s)",
    );
    expect(e.headers).toEqual({ "retry-after": String(86_400 - 10) });
    // The first token expires exactly a day after T0: then one place is free again, and only one.
    const dayLater = new Date(T0.getTime() + 86_400_000);
    await issue(body("c-cap"), dayLater);
    expect((await refusal(issue(body("c-cap"), dayLater))).status).toBe(429);
    const rows = await db.query<{ n: number }>(
      "select count(*)::int n from tokens where client_id = 'c-cap'",
    );
    expect(rows[0].n).toBe(10); // the expired one was deleted
  });
});

describe("createTokenVerifier", () => {
  let token: string;
  const NOW = T0.getTime() + 1000;
  beforeAll(async () => {
    token = (await issue(body("c-verify"))).access_token;
  });
  const verifier = () => createTokenVerifier(key, (aud) => aud === AUD);

  it("returns the caller of a valid token, then remembers it (answered without a promise)", async () => {
    const verify = verifier();
    const first = verify(`Bearer ${token}`, "svc.test", NOW);
    expect(first).toBeInstanceOf(Promise);
    const want = {
      clientId: "c-verify",
      tier: "transactional",
      plan: "standard",
      exp: T0.getTime() / 1000 + 86_400,
    };
    expect(await first).toMatchObject(want);
    const again = verify(`bearer ${token}`, "svc.test", NOW);
    expect(again).not.toBeInstanceOf(Promise);
    expect(again).toMatchObject(want);
  });

  it.each([
    [undefined, /Missing Authorization header/],
    ["", /Missing Authorization header/],
    ["Basic abcdefghijkl", /Malformed Authorization header/],
    ["Bearer short", /Malformed Authorization header/],
    ["Bearer abc def ghi jkl", /Malformed Authorization header/],
  ])("refuses the header %j with 403", async (header, detail) => {
    const e = await refusal(() => verifier()(header, "svc.test", NOW));
    expect(e.status).toBe(403);
    expect(e.message).toMatch(detail);
  });

  it("refuses a header with more around a good token, as a malformed request (not a bad token)", async () => {
    for (const header of [`Basic Bearer ${token}`, `Bearer ${token} x`, `xBearer ${token}`]) {
      const e = await refusal(() => verifier()(header, "svc.test", NOW));
      expect(e.message, header).toBe("Malformed Authorization header: expected Bearer <token>");
      expect(e.headers?.["www-authenticate"]).toBe(
        'Bearer error="invalid_request", error_description="Malformed Authorization header: expected Bearer <token>"',
      );
    }
    const missing = await refusal(() => verifier()(undefined, "svc.test", NOW));
    expect(missing.headers?.["www-authenticate"]).toMatch(/^Bearer error="invalid_request"/);
  });

  it("refuses a tampered token, one signed with another key, and one expired (remembered or not)", async () => {
    const [h, p, s] = token.split(".");
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith("AA") ? "BB" : "AA"}`;
    expect(
      (await refusal(verifier()(`Bearer ${tampered}`, "svc.test", NOW) as Promise<unknown>)).message,
    ).toMatch(/invalid/);
    const other = await new SignJWT({ tier: "core" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("c-verify")
      .setAudience(AUD)
      .setIssuer("sds-embedded")
      .setExpirationTime(NOW / 1000 + 60)
      .sign(new Uint8Array(32).fill(7));
    expect(
      (await refusal(verifier()(`Bearer ${other}`, "svc.test", NOW) as Promise<unknown>)).message,
    ).toMatch(/invalid/);
    const late = T0.getTime() + 86_400_000;
    const verify = verifier();
    expect((await refusal(verify(`Bearer ${token}`, "svc.test", late) as Promise<unknown>)).message).toMatch(
      /expired/,
    );
    await verify(`Bearer ${token}`, "svc.test", NOW); // remembered now
    expect((await refusal(() => verify(`Bearer ${token}`, "svc.test", late))).message).toMatch(/expired/);
    // Forgotten once expired: a later call checks the signature again (a promise, refused again).
    expect((await refusal(verify(`Bearer ${token}`, "svc.test", late) as Promise<unknown>)).message).toMatch(
      /expired/,
    );
  });

  it("refuses a token for another audience, checked again on each request when remembered", async () => {
    let allowed = true;
    const verify = createTokenVerifier(key, (aud, host) => allowed && aud === AUD && host === "svc.test");
    await verify(`Bearer ${token}`, "svc.test", NOW);
    expect((await refusal(() => verify(`Bearer ${token}`, "other.test", NOW))).message).toMatch(
      /another audience/,
    );
    // Remembered by its header for the host it was checked for: answered again at once there.
    expect(verify(`Bearer ${token}`, "svc.test", NOW)).toMatchObject({ clientId: "c-verify" });
    expect((await refusal(() => verify(`Bearer ${token}`, "other.test", NOW))).message).toMatch(
      /another audience/,
    );
    allowed = false;
    const fresh = createTokenVerifier(key, () => false);
    expect((await refusal(fresh(`Bearer ${token}`, "svc.test", NOW) as Promise<unknown>)).message).toMatch(
      /another audience/,
    );
  });

  it("refuses a well-signed token without a subject, with an unknown tier or without an expiry", async () => {
    const sign = (claims: Record<string, unknown>, sub?: string, exp = true) => {
      let j = new SignJWT(claims)
        .setProtectedHeader({ alg: "HS256" })
        .setAudience(AUD)
        .setIssuer("sds-embedded");
      if (sub) j = j.setSubject(sub);
      if (exp) j = j.setExpirationTime(NOW / 1000 + 60);
      return j.sign(key);
    };
    for (const t of [
      await sign({ tier: "core" }),
      await sign({ tier: "platinum" }, "c-verify"),
      await sign({ tier: "core" }, "c-verify", false),
    ]) {
      const e = await refusal(verifier()(`Bearer ${t}`, "svc.test", NOW) as Promise<unknown>);
      expect([e.status, e.message]).toEqual([403, "The access token is invalid"]);
    }
    const ok = await sign({ tier: "core", plan: "unlimited" }, "c-verify");
    expect(await verifier()(`Bearer ${ok}`, "svc.test", NOW)).toMatchObject({
      tier: "core",
      plan: "unlimited",
    });
  });
});
