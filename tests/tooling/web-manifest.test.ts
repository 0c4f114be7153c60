import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// What browsers need to offer to install the app (Chromium's installability checks, the Web App
// Manifest spec): each picture's declared size is its real one, read from the PNG's own header.
interface Picture {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}
const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as Record<
  string,
  unknown
> & {
  icons: Picture[];
  screenshots: Picture[];
};

/** A PNG's width × height, from its IHDR chunk. */
function pngSize(src: string): string {
  const png = readFileSync(`public${src}`);
  expect(png.subarray(1, 4).toString("latin1"), src).toBe("PNG");
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe("the web app manifest", () => {
  it("names the app and opens it standalone at the start page, in the theme's colours", () => {
    expect(manifest).toMatchObject({
      name: "Footy Analytics",
      short_name: "Footy",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#0369a1",
      background_color: "#ffffff",
    });
  });

  it("has 192 and 512 px icons and a maskable one, each the size it says", () => {
    const pngs = manifest.icons.filter((i) => i.type === "image/png");
    expect(pngs.map((i) => [i.sizes, i.purpose ?? "any"])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of pngs) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it("has a wide and a narrow screenshot, each the size it says, within the install prompt's ratio", () => {
    expect(manifest.screenshots.map((s) => s.form_factor)).toEqual(["wide", "narrow"]);
    for (const shot of manifest.screenshots) {
      expect(pngSize(shot.src), shot.src).toBe(shot.sizes);
      const [w, h] = shot.sizes.split("x").map(Number);
      expect(Math.max(w, h) / Math.min(w, h), shot.src).toBeLessThanOrEqual(2.3);
      expect(Math.min(w, h), shot.src).toBeGreaterThanOrEqual(320);
    }
  });
});
