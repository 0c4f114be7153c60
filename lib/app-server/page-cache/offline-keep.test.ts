import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KEEPABLE_CACHE_CONTROL, markKeepablePage } from "./offline-keep";

const NEXT_PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";
// How each path answers, as Next does: headers set one by one, then the body written.
const HTML = "text/html; charset=utf-8";
const ANSWERS: Record<string, { status?: number; headers: Record<string, string> }> = {
  "/page": { headers: { "content-type": HTML, vary: "rsc, Accept-Encoding" } },
  "/cookie": { headers: { "content-type": HTML, "set-cookie": "a=b" } },
  "/missing": { status: 404, headers: { "content-type": HTML } },
  "/json": { headers: { "content-type": "application/json" } },
};

function answer(path: string, res: ServerResponse) {
  // The same page, its headers given to writeHead instead.
  if (path === "/head-given")
    return void res.writeHead(200, { "Cache-Control": NEXT_PRIVATE, "Content-Type": HTML }).end("<html>");
  const { status = 200, headers } = ANSWERS[path];
  res.statusCode = status;
  res.setHeader("cache-control", NEXT_PRIVATE);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end("<html>");
}

const server = createServer((req, res) => {
  if (!req.url?.startsWith("/unmarked")) markKeepablePage(res);
  answer(req.url!.replace("/unmarked", ""), res);
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const headersOf = async (path: string) => (await fetch(base + path)).headers;

describe("pages marked as every visitor's to keep", () => {
  it("turns Next's private mark on a page into a public one that varies by cookie", async () => {
    const h = await headersOf("/page");
    expect(h.get("cache-control")).toBe(KEEPABLE_CACHE_CONTROL);
    expect(h.get("vary")).toBe("rsc, Accept-Encoding, Cookie");
  });

  it("also when the headers come with writeHead", async () => {
    expect((await headersOf("/head-given")).get("cache-control")).toBe(KEEPABLE_CACHE_CONTROL);
  });

  it("leaves a page that sets a cookie, an error and JSON private", async () => {
    for (const path of ["/cookie", "/missing", "/json"])
      expect((await headersOf(path)).get("cache-control"), path).toBe(NEXT_PRIVATE);
  });

  it("leaves a page the caller did not mark (a member's) private", async () => {
    expect((await headersOf("/unmarked/page")).get("cache-control")).toBe(NEXT_PRIVATE);
  });
});
