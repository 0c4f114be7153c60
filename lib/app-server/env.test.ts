import { describe, expect, it } from "vitest";
import { upstreamEnv } from "./env";

const client = { SDS_CLIENT_ID: "footy-web", SDS_CLIENT_SECRET: "a-secret-of-length" };

describe("upstreamEnv", () => {
  it("calls the embedded service's loopback address unless told otherwise, the standard plan", () => {
    const env = upstreamEnv({ ...client, SDS_INTERNAL_URL: "http://127.0.0.1:41234/" });
    expect(env.baseUrl).toBe("http://127.0.0.1:41234");
    expect(env.authUrl).toBe("http://127.0.0.1:41234");
    expect(env.audience).toBe("http://127.0.0.1:41234/");
    expect(env.plan).toEqual({ rate: 20, burst: 40, daily: 35_000 });
  });

  it("an outside service's address wins over the loopback one", () => {
    const env = upstreamEnv({
      ...client,
      SDS_INTERNAL_URL: "http://127.0.0.1:1",
      SDS_BASE_URL: "https://sds.example",
    });
    expect(env.baseUrl).toBe("https://sds.example");
  });

  it("refuses an address that is not http(s), naming the variable", () => {
    expect(() => upstreamEnv({ ...client, SDS_BASE_URL: "javascript:alert(1)" })).toThrow(
      "SDS_BASE_URL must be an http:// or https:// address",
    );
    expect(() => upstreamEnv({ ...client, SDS_AUTH_URL: "ftp://sds.example" })).toThrow(
      "SDS_AUTH_URL must be an http:// or https:// address",
    );
  });

  it("names a missing client", () => {
    expect(() => upstreamEnv({})).toThrow("SDS_CLIENT_ID: required, and not set");
  });
});
