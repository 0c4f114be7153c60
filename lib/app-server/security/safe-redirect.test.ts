import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { requestOrigin, safeRedirectPath } from "./safe-redirect";

const ORIGIN = "http://app.example:3000";
const go = (raw: unknown) => safeRedirectPath(raw, ORIGIN);

describe("safeRedirectPath", () => {
  it.each([
    ["/", "/"],
    ["/matches/2024001/shots", "/matches/2024001/shots"],
    ["/matches/2024001/shots?period=2&squad=3#map", "/matches/2024001/shots?period=2&squad=3#map"],
    ["/seasons/62/ladder?x=a%2Fb", "/seasons/62/ladder?x=a%2Fb"], // an encoded slash in the query is data
    ["/a/../admin/usage", "/admin/usage"], // resolved against the origin
    ["http://app.example:3000/admin/usage?x=1", "/admin/usage?x=1"], // same origin, absolute
  ])("keeps our own path %j", (raw, want) => expect(go(raw)).toBe(want));

  it.each([
    "/\\evil.example",
    "\\\\evil.example",
    "/\\/evil.example",
    "//evil.example",
    "///evil.example",
    "/%2F%2Fevil",
    "/%2f%2fevil.example",
    "/%5Cevil.example",
    "/%5cevil.example",
    "%5C%5Cevil.example",
    "/%0D%0ALocation:%20http://evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/\u007f",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "http://evil.example/",
    "https://evil.example/login",
    "http://app.example:3001/", // another port is another origin
    "https://app.example:3000/", // another scheme is another origin
    "http://app.example:3000@evil.example/",
    "http://user:pass@app.example:3000/",
    "evil.example",
    "//evil.example/%2e%2e",
    "/%ff",
    "",
    "x".repeat(3000),
  ])("refuses %j", (raw) => expect(go(raw)).toBe("/"));

  it("refuses what is not a string", () => {
    for (const v of [undefined, null, 42, ["/x"], { href: "/x" }]) expect(go(v)).toBe("/");
  });

  it("never leaves the origin, whatever the input (every answer resolves on it)", () => {
    const piece = fc.constantFrom(
      "/",
      "\\",
      "%2F",
      "%5C",
      "%",
      "evil.example",
      ":",
      "@",
      "?",
      "#",
      ".",
      "\t",
      "a",
      "//",
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 8 }), fc.string(), (parts, junk) => {
        for (const s of [parts.join(""), junk]) {
          const out = go(s);
          expect(out.startsWith("/") && !out.startsWith("//") && !out.includes("\\")).toBe(true);
          expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
        }
      }),
      { seed: 20260101, numRuns: 2000 },
    );
  });
});

describe("requestOrigin", () => {
  it("is https only when the front server says so, and the host as given", () => {
    const h = (init: Record<string, string>) => new Headers(init);
    expect(requestOrigin(h({ host: "footy.example", "x-forwarded-proto": "https" }))).toBe(
      "https://footy.example",
    );
    expect(requestOrigin(h({ host: "footy.example", "x-forwarded-proto": "https,http" }))).toBe(
      "https://footy.example",
    );
    expect(requestOrigin(h({ host: "a:3000", "x-forwarded-proto": "gopher" }))).toBe("http://a:3000");
    expect(requestOrigin(h({}))).toBe("http://localhost");
  });
});
