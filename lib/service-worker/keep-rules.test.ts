import { describe, expect, it } from "vitest";
import { KEEPABLE_CACHE_CONTROL } from "@/lib/app-server/page-cache/offline-keep";
import { mayKeep, type ResponseLike } from "./keep-rules";

const NEXT_PRIVATE = "private, no-cache, no-store, max-age=0, must-revalidate";
function res(headers: Record<string, string>, more: Partial<ResponseLike> = {}): ResponseLike {
  return {
    status: 200,
    type: "basic",
    redirected: false,
    headers: new Headers({ "content-type": "text/html; charset=utf-8", ...headers }),
    ...more,
  };
}

describe("which answers the worker keeps", () => {
  it("keeps a page the server marked for every visitor", () => {
    expect(mayKeep(res({ "cache-control": KEEPABLE_CACHE_CONTROL }))).toBe(true);
  });

  it("never keeps a page rendered for a member (Next's private, no-store) or one not marked", () => {
    expect(mayKeep(res({ "cache-control": NEXT_PRIVATE }))).toBe(false);
    expect(mayKeep(res({}))).toBe(false);
    expect(mayKeep(res({ "cache-control": "public, no-store" }))).toBe(false);
    expect(mayKeep(res({ "cache-control": "public, private" }))).toBe(false);
  });

  it("never keeps a refusal, an error, a redirect, another origin's answer, JSON or a cookie", () => {
    const marked = { "cache-control": KEEPABLE_CACHE_CONTROL };
    expect(mayKeep(res(marked, { status: 403 }))).toBe(false);
    expect(mayKeep(res(marked, { status: 503 }))).toBe(false);
    expect(mayKeep(res(marked, { redirected: true }))).toBe(false);
    expect(mayKeep(res(marked, { type: "opaqueredirect", status: 0 }))).toBe(false);
    expect(mayKeep(res(marked, { type: "cors" }))).toBe(false);
    expect(mayKeep(res({ ...marked, "content-type": "application/json" }))).toBe(false);
    expect(mayKeep(res({ ...marked, "set-cookie": "a=b" }))).toBe(false);
  });
});
