import { describe, expect, it } from "vitest";
import { changesSession, strategyFor, type RequestLike } from "./routes";

const ORIGIN = "https://footy.example";
function req(
  path: string,
  more: Partial<RequestLike> & { header?: Record<string, string> } = {},
): RequestLike {
  const headers = new Headers(more.header ?? {});
  return { method: more.method ?? "GET", url: `${ORIGIN}${path}`, mode: more.mode ?? "cors", headers };
}
const page = (path: string) => req(path, { mode: "navigate" });

describe("which requests the worker answers", () => {
  it("answers the public pages a visitor opens", () => {
    for (const path of [
      "/",
      "/seasons/62/ladder",
      "/seasons/62/fixture?round=3",
      "/matches/2024216",
      "/players/1234",
    ])
      expect(strategyFor(page(path), ORIGIN), path).toBe("page");
  });

  it("never touches the stream, sign-in, the API or the service, even as a page", () => {
    for (const path of [
      "/api/live/matches/2024216/stream",
      "/api/sds/matches/2024216",
      "/api/auth/session",
      "/login",
      "/login?callbackUrl=%2F",
      "/v1/matches/1",
      "/oauth/token",
      "/openapi/1.68.0.json",
      "/sw.js",
      "/admin/usage",
    ]) {
      expect(strategyFor(page(path), ORIGIN), path).toBe("pass");
      expect(strategyFor(req(path), ORIGIN), path).toBe("pass");
    }
  });

  it("leaves other origins, other methods and Next's client navigations alone", () => {
    expect(strategyFor({ ...page("/"), url: "https://elsewhere.example/" }, ORIGIN)).toBe("pass");
    expect(strategyFor(req("/seasons/62/ladder", { method: "POST", mode: "navigate" }), ORIGIN)).toBe("pass");
    expect(strategyFor(req("/seasons/62/ladder", { header: { rsc: "1" } }), ORIGIN)).toBe("pass");
    expect(strategyFor(req("/seasons/62/ladder?_rsc=x", { header: { rsc: "1" } }), ORIGIN)).toBe("pass");
  });

  it("keeps the build's files and the shell", () => {
    expect(strategyFor(req("/_next/static/chunks/abc123.js"), ORIGIN)).toBe("static");
    expect(strategyFor(req("/manifest.webmanifest"), ORIGIN)).toBe("shell");
    expect(strategyFor(req("/icon-maskable-512.png"), ORIGIN)).toBe("shell");
    expect(strategyFor(req("/opengraph-image"), ORIGIN)).toBe("pass");
  });
});

describe("which requests change who is signed in", () => {
  it("is a server action (sign-in, sign-out) or a POST to next-auth's routes", () => {
    expect(changesSession(req("/login", { method: "POST", header: { "next-action": "7f" } }), ORIGIN)).toBe(
      true,
    );
    expect(
      changesSession(req("/matches/1", { method: "POST", header: { "next-action": "a1" } }), ORIGIN),
    ).toBe(true);
    expect(changesSession(req("/api/auth/signout", { method: "POST" }), ORIGIN)).toBe(true);
  });

  it("is not a page read, nor a post elsewhere", () => {
    expect(changesSession(page("/login"), ORIGIN)).toBe(false);
    expect(changesSession(req("/api/auth/session"), ORIGIN)).toBe(false);
    expect(changesSession(req("/api/sds/x", { method: "POST" }), ORIGIN)).toBe(false);
  });
});
