import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "@/lib/theme/theme-script";
import { INLINE_SCRIPT_HASHES, pageCsp } from "./csp";

describe("page CSP", () => {
  it("allows the theme script by its hash (a changed script must change the hash)", () => {
    const hash = `sha256-${createHash("sha256").update(THEME_SCRIPT).digest("base64")}`;
    expect(INLINE_SCRIPT_HASHES).toEqual([hash]);
    expect(pageCsp({ nonce: "abc" })).toContain(`'${hash}'`);
  });

  it("runs scripts only with the request's nonce or a listed hash, and forbids framing", () => {
    const csp = pageCsp({ nonce: "n0nce" });
    expect(csp).toMatch(/script-src 'self' 'nonce-n0nce' 'strict-dynamic' 'sha256-/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
