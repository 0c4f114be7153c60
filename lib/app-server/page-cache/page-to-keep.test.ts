import type { ServerResponse } from "node:http";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageToKeep } from "./page-to-keep";
import { newRequestStatus } from "./request-status";

// What of an ended render is kept, on a stand-in response (its status and headers only).

function response(headers: Record<string, string>, statusCode = 200) {
  const h = new Map(Object.entries(headers));
  return {
    statusCode,
    getHeader: (k: string) => h.get(k),
    hasHeader: (k: string) => h.has(k),
    getHeaders: () => Object.fromEntries(h),
  } as unknown as ServerResponse;
}
const settled = () => {
  const ctx = newRequestStatus();
  ctx.reads = 1;
  ctx.freshForMs = 60_000;
  ctx.tags.add("/seasons/62/ladder");
  return ctx;
};
const html = { "content-type": "text/html; charset=utf-8" };
const now = () => 1_000;

describe("the page to keep", () => {
  it("keeps a settled HTML page decoded, its page headers without the transfer's, as long as allowed", () => {
    const res = response({ ...html, "content-encoding": "gzip", "content-length": "9", vary: "rsc" });
    const page = pageToKeep(res, settled(), [gzipSync("<p>ladder</p>")], 20_000, now);
    expect(page).toEqual({
      headers: { ...html, vary: "rsc" },
      body: Buffer.from("<p>ladder</p>"),
      storedAt: 1_000,
      freshUntil: 21_000,
      tags: new Set(["/seasons/62/ladder"]),
    });
  });

  it("keeps nothing of a page that may differ, failed, or is not what its header says", () => {
    const body = [Buffer.from("<p>x</p>")];
    expect(
      pageToKeep(response({ ...html, "set-cookie": "a=b" }), settled(), body, 20_000, now),
    ).toBeUndefined();
    expect(pageToKeep(response(html, 404), settled(), body, 20_000, now)).toBeUndefined();
    expect(
      pageToKeep(response({ "content-type": "application/json" }), settled(), body, 20_000, now),
    ).toBeUndefined();
    expect(
      pageToKeep(response({ ...html, "content-encoding": "gzip" }), settled(), body, 20_000, now),
    ).toBeUndefined();
    expect(
      pageToKeep(response({ ...html, "content-encoding": "zstd" }), settled(), body, 20_000, now),
    ).toBeUndefined();
    const failed = settled();
    failed.incomplete = true;
    expect(pageToKeep(response(html), failed, body, 20_000, now)).toBeUndefined();
  });
});
