import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublicFiles } from "./public-files";

// A public folder with a manifest, an icon in a folder and a name that needs encoding, over real
// HTTP; what the files do not serve falls through ("Next", a 404 here). Every answer Next's own
// serving gave 500 for (a Range it refused, a failed If-Match, a POST) has its answer here.
const dir = mkdtempSync(path.join(tmpdir(), "public-"));
const pub = path.join(dir, "public");
const MANIFEST = JSON.stringify({ name: "Footy", display: "standalone" });
const MODIFIED = new Date("2026-11-30T10:00:00Z");
let server: Server;
let base: string;
beforeAll(async () => {
  mkdirSync(path.join(pub, "icons"), { recursive: true });
  writeFileSync(path.join(pub, "manifest.webmanifest"), MANIFEST);
  writeFileSync(path.join(pub, "icons", "a b.png"), Buffer.alloc(500, 3));
  writeFileSync(path.join(dir, "secret.txt"), "not for you");
  utimesSync(path.join(pub, "manifest.webmanifest"), MODIFIED, MODIFIED);
  const files = createPublicFiles(pub);
  server = createServer((req, res) => {
    if (files.serves(req.url)) return files.handle(req, res);
    res.writeHead(404).end("next's 404");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

const get = (p: string, headers: Record<string, string> = {}, method = "GET") =>
  fetch(`${base}${p}`, { method, headers });
const before = (d: Date, secs: number) => new Date(d.getTime() - secs * 1000).toUTCString();

describe("a public file", () => {
  it("is served with its type, its validators and a revalidation on each use", async () => {
    const res = await get("/manifest.webmanifest?v=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0");
    expect(res.headers.get("etag")).toMatch(/^"[\w-]{22}"$/);
    expect(res.headers.get("last-modified")).toBe(MODIFIED.toUTCString());
    expect(await res.text()).toBe(MANIFEST);
    const head = await get("/manifest.webmanifest", {}, "HEAD");
    expect(head.headers.get("content-length")).toBe(String(MANIFEST.length));
    expect(await head.text()).toBe("");
    const icon = await get("/icons/a%20b.png");
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect((await icon.arrayBuffer()).byteLength).toBe(500);
  });

  it("a Range is ignored, whatever it says: the whole file, 200", async () => {
    for (const range of ["bytes=0-4", "bytes=99999999-", "bytes=abc", "items=1-2"]) {
      const res = await get("/manifest.webmanifest", { range });
      expect([range, res.status]).toEqual([range, 200]);
      expect(await res.text()).toBe(MANIFEST);
    }
  });

  it("is 304 to a browser holding it, by its tag or its date", async () => {
    const etag = (await get("/manifest.webmanifest")).headers.get("etag")!;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const res = await get("/manifest.webmanifest", { "if-none-match": inm });
      expect([inm, res.status]).toEqual([inm, 304]);
      expect(res.headers.get("etag")).toBe(etag);
    }
    expect((await get("/manifest.webmanifest", { "if-none-match": '"other"' })).status).toBe(200);
    const since = (d: string) => get("/manifest.webmanifest", { "if-modified-since": d });
    expect((await since(MODIFIED.toUTCString())).status).toBe(304);
    expect((await since(before(MODIFIED, 1))).status).toBe(200);
    expect((await since("not a date")).status).toBe(200);
    // A tag that differs wins over a date that matches (If-None-Match is asked first).
    const both = await get("/manifest.webmanifest", {
      "if-none-match": '"other"',
      "if-modified-since": MODIFIED.toUTCString(),
    });
    expect(both.status).toBe(200);
  });

  it("is 412 when If-Match or If-Unmodified-Since names another version", async () => {
    const etag = (await get("/manifest.webmanifest")).headers.get("etag")!;
    const res = await get("/manifest.webmanifest", { "if-match": '"other"' });
    expect(res.status).toBe(412);
    expect(await res.json()).toMatchObject({ status: 412, title: "Precondition Failed" });
    expect((await get("/manifest.webmanifest", { "if-match": `W/${etag}` })).status).toBe(412);
    expect((await get("/manifest.webmanifest", { "if-match": etag })).status).toBe(200);
    expect((await get("/manifest.webmanifest", { "if-match": "*" })).status).toBe(200);
    const unmodified = (d: string) => get("/manifest.webmanifest", { "if-unmodified-since": d });
    expect((await unmodified(before(MODIFIED, 60))).status).toBe(412);
    expect((await unmodified(MODIFIED.toUTCString())).status).toBe(200);
    // If-Match, when sent, is the one asked: a date that fails beside a tag that holds is not.
    const both = await get("/manifest.webmanifest", {
      "if-match": etag,
      "if-unmodified-since": before(MODIFIED, 60),
    });
    expect(both.status).toBe(200);
  });

  it("is only read: any other method is 405, naming the ones allowed", async () => {
    for (const method of ["POST", "OPTIONS", "PUT", "DELETE"]) {
      const res = await get("/manifest.webmanifest", {}, method);
      expect([method, res.status]).toEqual([method, 405]);
      expect(res.headers.get("allow")).toBe("GET, HEAD");
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    }
  });

  it("only the folder's files are its own: anything else is left to Next", async () => {
    for (const p of ["/nope.png", "/icons", "/../secret.txt", "/%2e%2e/secret.txt", "/icons/a%ZZ.png", "/"]) {
      const res = await get(p);
      expect([p, await res.text()]).toEqual([p, "next's 404"]);
    }
  });
});
