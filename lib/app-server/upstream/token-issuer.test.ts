import { describe, expect, it } from "vitest";
import type { UpstreamEnv } from "../env";
import { issuerFailure, requestToken } from "./token-issuer";
import { UpstreamError } from "./upstream-error";

const env: UpstreamEnv = {
  baseUrl: "http://sds.test",
  authUrl: "http://auth.test",
  clientId: "cid",
  clientSecret: "very-secret",
  audience: "http://sds.test/",
};

// An issuer that answers `res` and records what it was sent.
function issuer(res: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => (
    sent.push({ url, init }),
    res()
  )) as typeof globalThis.fetch;
  return { sent, fetch };
}

describe("requestToken", () => {
  it("posts the client's credentials as JSON and counts the expiry from now", async () => {
    const iss = issuer(() =>
      Response.json({ access_token: "tok", expires_in: 86_400, token_type: "Bearer" }),
    );
    const t = await requestToken({ env, fetch: iss.fetch, timeoutMs: 1_000, now: () => 5_000 });
    expect(t).toEqual({ token: "tok", expiresAt: 5_000 + 86_400_000 });
    expect(iss.sent[0].url).toBe("http://auth.test/oauth/token");
    expect(iss.sent[0].init.method).toBe("POST");
    expect(JSON.parse(iss.sent[0].init.body as string)).toEqual({
      client_id: "cid",
      client_secret: "very-secret",
      audience: "http://sds.test/",
      grant_type: "client_credentials",
    });
  });

  it("a 429 stays a 429 with its Retry-After; any other refusal is a 502 naming the answer", async () => {
    const busy = issuer(() => new Response("busy", { status: 429, headers: { "retry-after": "7" } }));
    const e429 = await requestToken({ env, fetch: busy.fetch, timeoutMs: 1_000, now: Date.now }).catch(
      (e) => e,
    );
    expect(e429).toMatchObject({ status: 429, retryAfterSecs: 7 });
    const down = issuer(() => new Response("no", { status: 500, headers: { "retry-after": "soon" } }));
    const e500 = await requestToken({ env, fetch: down.fetch, timeoutMs: 1_000, now: Date.now }).catch(
      (e) => e,
    );
    expect(e500).toMatchObject({
      status: 502,
      message: "The token issuer answered 500",
      retryAfterSecs: undefined,
    });
  });
});

describe("requestToken on a dropped connection", () => {
  // fetch's own shape for a socket the other side closed: a TypeError whose cause has the code.
  const dropped = (code: string) => Object.assign(new TypeError("fetch failed"), { cause: { code } });
  const token = () => Response.json({ access_token: "tok", expires_in: 60, token_type: "Bearer" });

  it.each(["ECONNRESET", "EPIPE", "UND_ERR_SOCKET"])("asks once more after %s", async (code) => {
    let calls = 0;
    const fetch = (async () => {
      if (++calls === 1) throw dropped(code);
      return token();
    }) as unknown as typeof globalThis.fetch;
    const t = await requestToken({ env, fetch, timeoutMs: 1_000, now: () => 0 });
    expect(t.token).toBe("tok");
    expect(calls).toBe(2);
  });

  it("asks only once more, and not at all after any other failure", async () => {
    let calls = 0;
    const always = (async () => {
      calls++;
      throw dropped("ECONNRESET");
    }) as unknown as typeof globalThis.fetch;
    await expect(requestToken({ env, fetch: always, timeoutMs: 1_000, now: Date.now })).rejects.toThrow(
      "fetch failed",
    );
    expect(calls).toBe(2);
    calls = 0;
    const refused = (async () => {
      calls++;
      throw dropped("ECONNREFUSED");
    }) as unknown as typeof globalThis.fetch;
    await expect(requestToken({ env, fetch: refused, timeoutMs: 1_000, now: Date.now })).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe("issuerFailure", () => {
  it("names the deadline for a timeout (504) and the cause for an unreachable issuer (502)", () => {
    const timeout = Object.assign(new Error("t"), { name: "TimeoutError" });
    expect(issuerFailure(timeout, 900).err).toMatchObject({
      status: 504,
      message: "The token issuer did not answer within 900 ms",
    });
    expect(issuerFailure(new Error("ECONNREFUSED"), 900).err).toMatchObject({
      status: 502,
      message: "The token issuer could not be reached: ECONNREFUSED",
    });
  });

  it("fails later requests for the issuer's Retry-After, at most a minute, else 5 s", () => {
    const refused = new UpstreamError(429, "busy", undefined, 7);
    expect(issuerFailure(refused, 900)).toEqual({ err: refused, waitMs: 7_000 });
    expect(issuerFailure(new UpstreamError(429, "busy", undefined, 3_600), 900).waitMs).toBe(60_000);
    expect(issuerFailure(new UpstreamError(502, "down"), 900).waitMs).toBe(5_000);
  });
});
