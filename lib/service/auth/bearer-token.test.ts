import { describe, expect, it } from "vitest";
import type { ServiceError } from "../errors";
import { bearerToken } from "./bearer-token";

const refusal = (header: string | undefined) => {
  try {
    bearerToken(header);
  } catch (err) {
    return err as ServiceError;
  }
  throw new Error("not refused");
};

describe("bearerToken", () => {
  it("takes the token of a Bearer header, the scheme in any case", () => {
    expect(bearerToken("Bearer abc.def.ghi")).toBe("abc.def.ghi");
    expect(bearerToken("bEaReR abc.def.ghi")).toBe("abc.def.ghi");
  });

  it("refuses a missing or malformed header as a bad request, not a bad token", () => {
    for (const header of [undefined, "", "Basic abc.def.ghi", "Bearer short", "Bearer abc.def.ghi extra"]) {
      const e = refusal(header);
      expect(e.status).toBe(403);
      expect(e.headers?.["www-authenticate"]).toMatch(/error="invalid_request"/);
    }
    expect(refusal(undefined).message).toMatch(/^Missing Authorization header/);
    expect(refusal("Bearer short").message).toMatch(/^Malformed Authorization header/);
  });
});
