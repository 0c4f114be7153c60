import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const h = (o: Record<string, string>) => new Headers({ host: "footy.example", ...o });

describe("isSameOrigin", () => {
  it("takes a fetch from our own pages", () => {
    expect(isSameOrigin(h({ origin: "http://footy.example", "sec-fetch-site": "same-origin" }))).toBe(true);
    expect(isSameOrigin(h({ origin: "http://footy.example" }))).toBe(true);
    expect(isSameOrigin(h({ "sec-fetch-site": "same-origin" }))).toBe(true);
  });
  it("refuses another site's form or script, and a request that names no origin", () => {
    expect(isSameOrigin(h({ origin: "https://evil.example", "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isSameOrigin(h({ origin: "https://evil.example" }))).toBe(false);
    expect(isSameOrigin(h({ origin: "http://footy.example", "sec-fetch-site": "same-site" }))).toBe(false);
    expect(isSameOrigin(h({}))).toBe(false);
  });
  it("compares the scheme the front server reports", () => {
    const https = { origin: "https://footy.example", "x-forwarded-proto": "https" };
    expect(isSameOrigin(h(https))).toBe(true);
    expect(isSameOrigin(h({ origin: "http://footy.example", "x-forwarded-proto": "https" }))).toBe(false);
  });
});
