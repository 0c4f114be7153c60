import { describe, expect, it } from "vitest";
import { copyText, shareLink, type ShareNavigator } from "./share-link";

// The browser's share sheet and clipboard are the outside world here: recorded stand-ins.
function browser(opts: { share?: "ok" | "abort" | "error"; clipboard?: "ok" | "error" }) {
  const calls: string[] = [];
  const nav: ShareNavigator = {};
  if (opts.share)
    nav.share = async (d) => {
      calls.push(`share ${d.title} ${d.url}`);
      if (opts.share === "abort") throw Object.assign(new Error("dismissed"), { name: "AbortError" });
      if (opts.share === "error") throw Object.assign(new Error("not allowed"), { name: "NotAllowedError" });
    };
  if (opts.clipboard)
    nav.clipboard = {
      writeText: async (t) => {
        calls.push(`copy ${t}`);
        if (opts.clipboard === "error") throw new Error("denied");
      },
    };
  return { nav, calls };
}

const URL = "https://footy.example/matches/2024216?team=1";

describe("shareLink", () => {
  it("uses the share sheet when there is one, and copies nothing", async () => {
    const b = browser({ share: "ok", clipboard: "ok" });
    expect(await shareLink("Score worm", URL, b.nav)).toBe("shared");
    expect(b.calls).toEqual([`share Score worm ${URL}`]);
  });

  it("a dismissed sheet is cancelled, not a failure, and copies nothing", async () => {
    const b = browser({ share: "abort", clipboard: "ok" });
    expect(await shareLink("Score worm", URL, b.nav)).toBe("cancelled");
    expect(b.calls).toHaveLength(1);
  });

  it("copies the link when there is no sheet or it refuses", async () => {
    for (const share of [undefined, "error"] as const) {
      const b = browser({ share, clipboard: "ok" });
      expect(await shareLink("Ladder", URL, b.nav)).toBe("copied");
      expect(b.calls.at(-1)).toBe(`copy ${URL}`);
    }
  });

  it("fails when neither works, so the link can be shown to copy by hand", async () => {
    expect(await shareLink("Ladder", URL, browser({ clipboard: "error" }).nav)).toBe("failed");
    expect(await shareLink("Ladder", URL, browser({}).nav)).toBe("failed");
  });
});

describe("copyText", () => {
  it("copies with the clipboard, never the share sheet", async () => {
    const b = browser({ share: "ok", clipboard: "ok" });
    expect(await copyText("<iframe>", b.nav)).toBe("copied");
    expect(b.calls).toEqual(["copy <iframe>"]);
  });

  it("fails without a clipboard, or when it refuses", async () => {
    expect(await copyText("x", browser({}).nav)).toBe("failed");
    expect(await copyText("x", browser({ clipboard: "error" }).nav)).toBe("failed");
  });
});
