import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DEMO_PASSWORD = "e2e-demo-password-2026";

// Debian's Chromium (the registry's browser downloads cannot run here); flags keep it off the network.
export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  // Ten seconds for a page to show what is expected: on a shared 2-core machine a lazily loaded chart
  // can take longer than the default five to appear, and that is not the defect a test looks for.
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  reporter: process.env.PW_JSON ? [["list"], ["json", { outputFile: process.env.PW_JSON }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // What a failure looked like, kept for the one who reads it (test-results/).
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
    // A phone: the page suite again at 360 px with touch (no page may scroll sideways).
    {
      name: "mobile",
      testDir: "e2e/pages",
      use: {
        viewport: { width: 360, height: 780 },
        screen: { width: 360, height: 780 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    // A fresh data directory: the first start imports the real data on its own, as on a new machine.
    // Every test comes from one address: the per-visitor limit of new data calls (tested on its own)
    // would otherwise refuse the suite's later pages. The deadline is tested on its own too
    // (deadlines.spec.ts); here it must not fail a page on a busy machine. The records' quarter-scores
    // build may spend 300 calls a day here (1897–1900 and a little of 1901, oldest first: ~75 s), so
    // its list is known and it stops long before it could disturb the other tests' counts.
    command: `rm -rf .data-e2e && DATA_DIR=.data-e2e DEMO_PASSWORD=${DEMO_PASSWORD} VISITOR_CALLS_BURST=100000 SDS_TIMEOUT_MS=15000 HISTORY_QUARTER_CALLS_A_DAY=300 PORT=${PORT} npm start`,
    url: `http://127.0.0.1:${PORT}/openapi/1.68.0.json`,
    // The first start imports the data: ~10 s alone, several times that on a shared, busy machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
