import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const DEBIAN_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's packages, else the
 * browser Playwright installed for itself (`npx playwright install`, where the network allows it).
 * Throws naming what was looked for when there is none.
 *
 * `headlessShell`: Debian's chromium-headless-shell first (the same Chromium release, in its old
 * headless mode: what Playwright itself runs for headless tests). It renders pages without the full
 * browser's windowing and compositing: the suite's page loads and axe runs cost it ~60% less CPU
 * (measured: 16 loads and 32 axe runs, 14.6 → 5.5 s), and Chromium was ~70% of the end-to-end step's
 * CPU. A headed run (`--headed`) needs the full browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
export function chromiumPath(
  env: NodeJS.ProcessEnv = process.env,
  opts: { headlessShell?: boolean } = {},
): string {
  const tried: string[] = [];
  const candidates: [string | undefined, string][] = [
    [env.CHROMIUM_PATH, "CHROMIUM_PATH"],
    ...(opts.headlessShell
      ? [[DEBIAN_HEADLESS_SHELL, "Debian's chromium-headless-shell package"] as [string, string]]
      : []),
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
    console.log(chromiumPath(process.env, { headlessShell: true }));
  } catch (err) {
    console.log((err as Error).message);
    process.exit(1);
  }
}
