import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's package, else the
 * browser Playwright installed for itself (`npx playwright install`, where the network allows it).
 * Throws naming what was looked for when there is none.
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const tried: string[] = [];
  const candidates: [string | undefined, string][] = [
    [env.CHROMIUM_PATH, "CHROMIUM_PATH"],
    [DEBIAN_CHROMIUM, "Debian's chromium package"],
    [safePlaywrightPath(), "Playwright's own browser"],
  ];
  for (const [file, what] of candidates) {
    if (file && existsSync(file)) return file;
    tried.push(file ? `${what} (${file})` : what);
  }
  throw new Error(
    `no Chromium found: tried ${tried.join(", ")}; apt-get install chromium, or set CHROMIUM_PATH`,
  );
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

// `npx tsx e2e/browser.ts`: prints the browser's path, or why there is none (exit 1): scripts/test-all.sh
// asks before it runs the end-to-end step.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  try {
    console.log(chromiumPath());
  } catch (err) {
    console.log((err as Error).message);
    process.exit(1);
  }
}
