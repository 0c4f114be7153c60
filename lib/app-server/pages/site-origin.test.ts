import { describe, expect, it } from "vitest";
import { originFrom } from "@/lib/app-server/pages/site-origin";

const from = (headers: Record<string, string>, appOrigin?: string, trustProxy = false) =>
  originFrom((name) => headers[name], appOrigin, trustProxy);

describe("the site's public origin", () => {
  it("is APP_ORIGIN when set, whatever the request says", () => {
    expect(from({ host: "evil.example" }, "https://footy.example/some/path")).toBe("https://footy.example");
  });

  it("is the address the request came to otherwise, port and all", () => {
    expect(from({ host: "127.0.0.1:3210" })).toBe("http://127.0.0.1:3210");
    expect(from({ host: "Footy.Example" })).toBe("http://footy.example");
  });

  it("takes a proxy's forwarded host and scheme only when the proxy is trusted", () => {
    const h = {
      host: "10.0.0.5:3000",
      "x-forwarded-host": "footy.example, inner",
      "x-forwarded-proto": "https,http",
    };
    expect(from(h, undefined, true)).toBe("https://footy.example");
    expect(from(h, undefined, false)).toBe("http://10.0.0.5:3000");
    expect(from({ ...h, "x-forwarded-proto": "gopher" }, undefined, true)).toBe("http://footy.example");
  });

  it("is http://localhost for a missing Host or one that is not a host", () => {
    for (const host of [
      "",
      "evil.example/path",
      "user@evil.example",
      "a b",
      "host:notaport",
      "x?y",
      "example.org:99999",
    ])
      expect(from({ host }), host).toBe("http://localhost");
    expect(from({})).toBe("http://localhost");
  });
});
