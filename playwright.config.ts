import { defineConfig } from "@playwright/test";
import { chromiumPath } from "./e2e/browser";
import { PREPARED_DATA_DIR } from "./e2e/helpers/prepared-data";
import { QUARTER_CALLS_A_DAY } from "./e2e/helpers/quarter-days";
import { NIGHTLY, NIGHTLY_TAG } from "./tests/nightly-tier";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// Tagged tests that must run with nothing else running (the "exclusive" project).
const EXCLUSIVE = /@exclusive/;
// Tests whose every assertion is the same at any width (figures against the raw data, addresses, bad
// input) in the phone's specs: run once, by the desktop project. The phone keeps what its width, touch
// or layout can change, and the sweep of every page at 360 px (phone-layout.spec.ts).
const ANY_WIDTH = /@any-width/;
// Tests tagged for the nightly run (tests/nightly-tier.ts) are left out of `npm test`.
const LEFT_FOR_THE_NIGHT = NIGHTLY ? [] : [new RegExp(NIGHTLY_TAG)];
// The specs the phone runs; phone-layout.spec.ts is the phone's alone.
const PHONE_SPECS = [
  "phone-layout.spec.ts",
  "charts-readable.spec.ts",
  "charts-recharts.spec.ts",
  "charts-d3.spec.ts",
  "player-page.spec.ts",
  "brownlow.spec.ts",
  "season-explorer.spec.ts",
];
const PHONE_ONLY = ["**/phone-layout.spec.ts"];
export const DEMO_PASSWORD = "e2e-demo-password-2026";

// Debian's Chromium (the registry's browser downloads cannot run here), its headless shell first,
// unless CHROMIUM_PATH names another, or Playwright's own when installed (e2e/browser.ts); flags keep
// it off the network. With none, the tests can still be listed (scripts/test-all.sh reports them
// skipped, with the reason).
const executablePath = (() => {
  try {
    return chromiumPath(process.env, { headlessShell: true });
  } catch {
    return undefined;
  }
})();

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  // Ten seconds for a page to show what is expected: on a shared 2-core machine a lazily loaded chart
  // can take longer than the default five to appear, and that is not the defect a test looks for.
  expect: { timeout: 10_000 },
  retries: 0,
  // Two browsers at once: a test spends most of its time waiting on the server, and every spec file
  // is independent of the others (its own account, its own match, or the exclusive project below).
  workers: 2,
  reporter: process.env.PW_JSON ? [["list"], ["json", { outputFile: process.env.PW_JSON }]] : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failure's screenshot is kept (test-results/). Its trace too with E2E_TRACE=1: recording one for
    // every test (a screencast and a DOM snapshot at each step) cost ~20% of Chromium's CPU, the
    // suite's largest share, to keep the few that fail (measured: 5 loads of a match page, 4.3 → 5.5 s).
    trace: process.env.E2E_TRACE === "1" ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // By day no service worker but in the specs that test it (offline.spec.ts allows it): each test's
    // fresh context installed one (the offline page and the shell fetched and kept) and sent its later
    // loads through it, ~19 % of the step (docs/decisions/the-suite-on-two-cores.md). The nightly run
    // keeps it, so every page is still walked through the worker as a returning visitor meets it.
    serviceWorkers: NIGHTLY ? "allow" : "block",
    launchOptions: {
      executablePath,
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
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: PHONE_ONLY,
      grepInvert: [EXCLUSIVE, ...LEFT_FOR_THE_NIGHT],
    },
    // A phone (360 px, touch, a dense screen): the specs whose behaviour differs on one (charts laid
    // out at their width, touch gestures, the player's trend) and the sweep of every page for sideways
    // scroll and chart text under 11 px (phone-layout.spec.ts). The rest is the same at any width and
    // runs once (TESTING.md, "The projects").
    {
      name: "mobile",
      testDir: "e2e/pages",
      testMatch: PHONE_SPECS,
      grepInvert: [EXCLUSIVE, ANY_WIDTH, ...LEFT_FOR_THE_NIGHT],
      use: {
        viewport: { width: 360, height: 780 },
        screen: { width: 360, height: 780 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    // Tests that read the instance's own counters (upstream calls, the build's spend) or replay a
    // match as live: alone, after the others, so no other test's calls move what they count.
    {
      name: "exclusive",
      use: { viewport: { width: 1280, height: 800 } },
      grep: EXCLUSIVE,
      grepInvert: LEFT_FOR_THE_NIGHT,
      dependencies: ["desktop", "mobile"],
      workers: 1,
    },
  ],
  webServer: {
    // A fresh data directory: the run's prepared directory (e2e/helpers/prepared-data.ts: under `npm
    // test` the import vitest's services started from, else the service's own first-start import),
    // copied for this server and for each one a test starts (the tiers): the run imports once.
    // Every test comes from one address, and the demo accounts sign in for many tests: the allowances
    // of new data calls (tested on their own, fair-limits.spec.ts) would otherwise refuse the suite's
    // later pages. The deadline is tested on its own too
    // (deadlines.spec.ts); here it must not fail a page on a busy machine. The records' quarter-scores
    // build may spend 300 calls a day here (1897–1900 and a little of 1901, oldest first: ~75 s), so
    // its list is known and it stops long before it could disturb the other tests' counts. A live feed
    // nobody watches stops after one beat, not a minute: the exclusive tests wait for the app's calls to
    // go quiet (refusals.spec.ts) and otherwise waited out the last viewer's minute (~50 s of the run).
    command: `rm -rf .data-e2e ${PREPARED_DATA_DIR} && npx tsx e2e/helpers/prepare-data-dir.ts ${PREPARED_DATA_DIR} && mkdir .data-e2e && cp -r ${PREPARED_DATA_DIR}/pglite .data-e2e/ && DATA_DIR=.data-e2e DEMO_PASSWORD=${DEMO_PASSWORD} VISITOR_CALLS_BURST=100000 ANALYST_CALLS_BURST=100000 SDS_CLIENT_PLAN=unlimited WARM_UP=0 SDS_TIMEOUT_MS=15000 LIVE_LINGER_MS=5000 HISTORY_QUARTER_CALLS_A_DAY=${QUARTER_CALLS_A_DAY} PORT=${PORT} npm start`,
    url: `http://127.0.0.1:${PORT}/openapi/1.68.0.json`,
    // The first start imports the data: ~10 s alone, several times that on a shared, busy machine.
    timeout: 300_000,
    // E2E_REUSE_SERVER=1: test against a server already started with the command above (the quick loop
    // while writing a spec: no import and warm-up each run). Never in `npm test`.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === "1",
    stdout: "pipe",
  },
});
