import { describe, expect, it } from "vitest";
import { isTokenRefusal } from "./token-refusal";

const body = (title: unknown, detail: unknown) => JSON.stringify({ title, detail });

describe("isTokenRefusal", () => {
  it("only a 403 can be one", () => {
    expect(isTokenRefusal(401, 'Bearer error="invalid_token"', body("Forbidden", "token expired"))).toBe(
      false,
    );
    expect(isTokenRefusal(404, null, body("Forbidden", "token expired"))).toBe(false);
  });

  it("the RFC 6750 challenge decides when present, whatever the body says", () => {
    expect(isTokenRefusal(403, 'Bearer error="invalid_token"', "{}")).toBe(true);
    expect(isTokenRefusal(403, "Bearer error=INVALID_TOKEN, error_description=x", "{}")).toBe(true);
    expect(isTokenRefusal(403, 'Bearer realm="x", error="insufficient_scope"', body("token", "token"))).toBe(
      false,
    );
  });

  it("without a challenge, words about the token in the title or detail make it one", () => {
    for (const [t, d] of [
      ["Forbidden", "The token has expired"],
      ["Authorization failed", ""],
      ["Forbidden", "authorisation missing"],
      ["Forbidden", "Wrong AUDIENCE"],
      ["Expired", undefined],
    ])
      expect(isTokenRefusal(403, null, body(t, d)), `${t} / ${d}`).toBe(true);
    expect(isTokenRefusal(403, "", body("Forbidden", "expired"))).toBe(true);
  });

  it("a refusal of the tier or licence is not, nor are words that merely contain the keywords", () => {
    expect(
      isTokenRefusal(403, null, body("Forbidden", "Needs the transactional tier; this client has core")),
    ).toBe(false);
    expect(isTokenRefusal(403, null, body("Forbidden", "tokens"))).toBe(false);
    expect(isTokenRefusal(403, null, body("Forbidden", "unexpired"))).toBe(false);
    expect(isTokenRefusal(403, null, JSON.stringify({}))).toBe(false);
    expect(isTokenRefusal(403, null, JSON.stringify({ message: "token expired" }))).toBe(false);
    expect(isTokenRefusal(403, null, "token expired, not JSON")).toBe(false);
  });

  it("reads both the title and the detail", () => {
    expect(isTokenRefusal(403, null, body("nothing", "x token"))).toBe(true);
    expect(isTokenRefusal(403, null, body("token", "nothing"))).toBe(true);
  });
});
