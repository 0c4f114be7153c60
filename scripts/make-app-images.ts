// The install prompt's pictures (public/manifest.webmanifest), made with Chromium from what is on this
// machine: `npx tsx scripts/make-app-images.ts [base URL of a running build]`. Writes the maskable
// icon (the ball inside the safe circle, 40% of the size from the centre, on the theme colour) and two
// screenshots of a finished season's ladder: wide (a desktop window) and narrow (a phone).
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../e2e/browser";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const ball = readFileSync("public/icon.svg", "utf8");
const browser = await chromium.launch({ executablePath: chromiumPath(process.env, { headlessShell: true }) });
try {
  const icon = await browser.newPage({ viewport: { width: 512, height: 512 } });
  // The ball's drawing spans 28 of its 32 units: at 300 px it stays inside the 410 px safe circle.
  await icon.setContent(
    `<body style="margin:0;width:512px;height:512px;display:grid;place-items:center;background:#0369a1">` +
      ball.replace("<svg ", '<svg width="300" height="300" ') +
      "</body>",
  );
  await icon.screenshot({ path: "public/icon-maskable-512.png" });

  const shots = [
    { file: "public/screenshot-wide.png", width: 1280, height: 800, scale: 1 },
    { file: "public/screenshot-narrow.png", width: 360, height: 780, scale: 2 },
  ];
  for (const s of shots) {
    const page = await browser.newPage({
      viewport: { width: s.width, height: s.height },
      deviceScaleFactor: s.scale,
      colorScheme: "light",
      serviceWorkers: "block",
    });
    await page.goto(`${base}/seasons/62/ladder`);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: s.file });
  }
} finally {
  await browser.close();
}
console.log("make-app-images: public/icon-maskable-512.png, public/screenshot-{wide,narrow}.png");
