import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT } from "@/lib/theme/theme-script";
import { INLINE_SCRIPT_HASHES, NON_PAGE_CSP, pageCsp, WORKER_CSP } from "./csp";

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

describe("service worker policies", () => {
  it("lets pages register a worker and read the manifest from their own origin only", () => {
    const csp = pageCsp({ nonce: "n" });
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("lets the worker fetch from its own origin, unlike the policy of other answers", () => {
    expect(WORKER_CSP.split("; ")[0]).toBe("default-src 'self'");
    expect(NON_PAGE_CSP.split("; ")[0]).toBe("default-src 'none'");
  });
});
