import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticAssets, staticFile } from "./static-assets";

// A build's static folder with a script, a font and a file beside the folder that must stay out of
// reach; requests the assets do not serve fall through to "Next" (a 404 here).
const dir = mkdtempSync(path.join(tmpdir(), "static-"));
const root = path.join(dir, "static");
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(",")}];`;
let server: Server;
let base: string;
let fellThrough = 0;
beforeAll(async () => {
  mkdirSync(path.join(root, "chunks"), { recursive: true });
  writeFileSync(path.join(root, "chunks", "app-1a2b.js"), script);
  writeFileSync(path.join(root, "chunks", "font.woff2"), Buffer.alloc(3000, 7));
  writeFileSync(path.join(dir, "secret.txt"), "not for you");
  const assets = createStaticAssets(root);
  server = createServer((req, res) => {
    void assets.handle(req, res).then((served) => {
      if (served) return;
      fellThrough++;
      res.statusCode = 404;
      res.end("next's 404");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, enc?: string) =>
  fetch(`${base}${p}`, { headers: enc === undefined ? {} : { "accept-encoding": enc } });
/** The bytes as sent (fetch would decode them). */
const raw = (p: string, enc: string) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    request(`${base}${p}`, { headers: { "accept-encoding": enc } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });

describe("the build's static files", () => {
  it("are sent brotli-compressed when the browser takes it, gzip when not, and kept for good", async () => {
    for (const [enc, decode] of [
      ["gzip, deflate, br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const { headers, body } = await raw("/_next/static/chunks/app-1a2b.js", enc);
      expect(headers["content-encoding"]).toBe(enc === "gzip" ? "gzip" : "br");
      expect(headers["content-type"]).toBe("application/javascript; charset=UTF-8");
      expect(headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(Number(headers["content-length"])).toBe(body.byteLength);
      expect(body.byteLength).toBeLessThan(script.length / 2);
      expect(decode(body).toString()).toBe(script);
    }
  });

  it("go as they are to a browser that takes no coding, and fonts always as they are", async () => {
    const res = await get("/_next/static/chunks/app-1a2b.js", "identity");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe(script);
    const font = await get("/_next/static/chunks/font.woff2", "br");
    expect(font.headers.get("content-encoding")).toBeNull();
    expect(font.headers.get("content-type")).toBe("font/woff2");
    expect((await font.arrayBuffer()).byteLength).toBe(3000);
  });

  it("leave what they do not have to Next, and reach nothing outside the folder", async () => {
    const before = fellThrough;
    expect((await get("/_next/static/chunks/missing.js")).status).toBe(404);
    expect((await get("/_next/static/%2e%2e/secret.txt")).status).toBe(404);
    expect((await get("/_next/static/chunks/%2e%2e%2f%2e%2e%2fsecret.txt")).status).toBe(404);
    expect((await get("/_next/image?url=x")).status).toBe(404);
    expect(fellThrough - before).toBe(4);
  });
});

describe("staticFile", () => {
  it("names files under the root only", () => {
    expect(staticFile("/b/static", "/_next/static/chunks/a.js?v=1")).toBe("/b/static/chunks/a.js");
    expect(staticFile("/b/static", "/_next/static/../x")).toBeUndefined();
    expect(staticFile("/b/static", "/_next/static/%2e%2e/x")).toBeUndefined();
    expect(staticFile("/b/static", "/_next/static/")).toBeUndefined();
    expect(staticFile("/b/static", "/_next/static/%E0%A4%A")).toBeUndefined();
    expect(staticFile("/b/static", "/_next/static/a%00.js")).toBeUndefined();
    expect(staticFile("/b/static", "/other/a.js")).toBeUndefined();
  });
});
