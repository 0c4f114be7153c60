import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { serveKeptPage } from "./serve-kept-page";
import type { KeptPage } from "./shared-pages";

function response() {
  const headers = new Map<string, unknown>();
  const res = {
    statusCode: 0,
    sent: undefined as unknown,
    setHeader: (k: string, v: unknown) => void headers.set(k, v),
    getHeader: (k: string) => headers.get(k),
    end: (body?: unknown) => void (res.sent = body),
  };
  return { res, headers };
}
const request = (method: string, acceptEncoding?: string) =>
  ({ method, headers: { "accept-encoding": acceptEncoding } }) as unknown as IncomingMessage;
const page = (vary: string): KeptPage => ({
  headers: { "content-type": "text/html", vary },
  body: Buffer.from(`<p>${"x".repeat(2000)}</p>`),
  storedAt: 1_000,
  freshUntil: 21_000,
  tags: new Set(),
});

describe("serving a kept page", () => {
  it("keeps the page's Vary and names accept-encoding once", () => {
    const a = response();
    serveKeptPage(request("GET", "gzip"), a.res as unknown as ServerResponse, page("rsc"), 4_500);
    expect(a.headers.get("vary")).toBe("rsc, accept-encoding");
    expect(a.headers.get("content-encoding")).toBe("gzip");
    expect(a.headers.get("age")).toBe("3");
    expect(a.headers.get("x-footy-page-cache")).toBe("hit");
    expect(a.headers.get("content-length")).toBe(String((a.res.sent as Buffer).byteLength));
    const b = response();
    serveKeptPage(
      request("GET", "gzip"),
      b.res as unknown as ServerResponse,
      page("rsc, Accept-Encoding"),
      1_000,
    );
    expect(b.headers.get("vary")).toBe("rsc, Accept-Encoding");
  });

  it("answers a HEAD with the headers only, and says where the page came from", () => {
    const { res, headers } = response();
    serveKeptPage(request("HEAD"), res as unknown as ServerResponse, page("rsc"), 1_000, "shared");
    expect(res.statusCode).toBe(200);
    expect(res.sent).toBeUndefined();
    expect(headers.get("x-footy-page-cache")).toBe("shared");
    expect(headers.get("content-length")).toBe("2007");
  });
});
