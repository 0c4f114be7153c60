import { describe, expect, it } from "vitest";
import { embedHrefs, links, matchHref, playerCompareHref, seasonHref, teamRankingsHref } from "@/lib/links";
import { pageCsp } from "./csp";
import { isEmbedPath } from "./framing";
import { securityHeaders } from "./security-headers";

describe("which answers any site may frame", () => {
  it.each([
    embedHrefs.ladder(73),
    embedHrefs.ladder(73, { round: 5 }),
    embedHrefs.worm(2024216),
    embedHrefs.teams(73, { sort: "KICK", chart: "GOAL" }),
    embedHrefs.compare({ players: "1574,1184:52" }),
    "/embed",
  ])("the embed %s", (path) => expect(isEmbedPath(path)).toBe(true));

  it.each([
    "/",
    links.login,
    links.usage,
    seasonHref(73, "ladder"),
    matchHref(2024216),
    teamRankingsHref(73),
    playerCompareHref([{ personId: 1 }, { personId: 2 }]),
    "/api/sds/v1/leagues",
    "/embedded",
    "/embeds/seasons/73/ladder",
    "/seasons/73/ladder?next=/embed/x",
  ])("not the page %s", (path) => expect(isEmbedPath(path)).toBe(false));

  it.each([
    "/embed/../admin/usage",
    "/embed/%2e%2e/login",
    "/embed/%2E%2E/login",
    "/embed%2f..%2flogin",
    "/embed/..\\login",
    "/embed/./x",
  ])("not %s, which could name another page once normalised", (path) =>
    expect(isEmbedPath(path)).toBe(false),
  );

  it("lets an embed's page policy allow any frame, every other page's none", () => {
    expect(pageCsp({ nonce: "n", frameable: true })).toContain("frame-ancestors *");
    expect(pageCsp({ nonce: "n", frameable: true })).toContain("'nonce-n'");
    expect(pageCsp({ nonce: "n" })).toContain("frame-ancestors 'none'");
  });

  it("sends X-Frame-Options DENY with every answer but an embed's", () => {
    expect(securityHeaders(false)["x-frame-options"]).toBe("DENY");
    expect(securityHeaders(true)["x-frame-options"]).toBe("DENY");
    expect(securityHeaders(false, true)).not.toHaveProperty("x-frame-options");
    expect(securityHeaders(true, true)["strict-transport-security"]).toBeDefined();
  });
});
