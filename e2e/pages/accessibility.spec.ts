import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { axeViolations, schemeIs } from "../helpers/page-checks";
import { ANALYST_PAGES, historyBuilt, PUBLIC_PAGES, signInAs } from "./every-page";

// Its tests share nothing: both workers take them, so a long file does not end the run on one.
test.describe.configure({ mode: "parallel" });

// axe-core on every page at the desktop's width, with no serious or critical violation (contrast
// failures are "serious"): public pages anonymous, the event views as an analyst. One test a page, so
// the pages spread over the workers. At this width the system's light scheme; the dark scheme at the
// desktop's width on the pages below whose scheme is chosen against the system's. Every page in both
// schemes is the phone sweep's (phone-layout.spec.ts, 360 px: the house's rule). Each desktop page in
// dark too was ~30 axe runs of 1-3 s of Chromium each, and what it could find alone is an element shown
// only on a wide screen whose dark colours fail where its light ones pass (TESTING.md: the trade).

async function open(page: Page, path: string) {
  await page.goto(path);
  await historyBuilt(page);
  await page.waitForLoadState("networkidle");
}

/** axe in the system's light scheme, the page loaded under it. */
async function inLight(page: Page, path: string): Promise<string[]> {
  await page.emulateMedia({ colorScheme: "light" });
  await open(page, path);
  await schemeIs(page, false);
  return axeViolations(page, `${path} (system light)`);
}

// By day, the public pages whose wide layout shows most that a phone's hides (tables' full columns,
// side-by-side panels, the header's full navigation); every public page at night (tests/nightly-tier.ts).
// Every page is checked by day on the phone, in both schemes (phone-layout.spec.ts).
const WIDE_BY_DAY = new Set<string>([
  "/",
  "/seasons/62/ladder",
  "/seasons/62/fixture",
  "/seasons/62/availability",
  "/matches/2024216",
  "/matches/2024216/report",
  "/records?era=1897-1945",
  "/players/compare?players=1574,1184&season=62",
]);
for (const path of PUBLIC_PAGES) {
  const night = WIDE_BY_DAY.has(path) ? "" : " @nightly";
  test(`${path} passes axe at the desktop's width${night}`, async ({ page }) => {
    // On a fresh server the all-time pages (and a season or match of the history) wait for the
    // history's one-off build first.
    if (/^\/(clubs|head-to-head|records|seasons\/10\d{5}|matches\/19\d{5})/.test(path)) test.slow();
    expect(await inLight(page, path)).toEqual([]);
  });
}

// The explicit choice over the system's scheme, both ways, on a representative few pages.
for (const path of ["/", "/seasons/62/ladder", "/matches/2024216"]) {
  test(`${path} passes axe with a scheme chosen against the system's`, async ({ page }) => {
    const found: string[] = [];
    for (const [media, choice] of [
      ["light", "dark"],
      ["dark", "light"],
    ] as const) {
      await page.emulateMedia({ colorScheme: media });
      // Init scripts run in the order they were added: the later choice wins on the second load.
      await page.addInitScript((c) => localStorage.setItem("theme", c), choice);
      await open(page, path);
      await schemeIs(page, choice === "dark");
      found.push(...(await axeViolations(page, `${path} (${choice} chosen on a ${media} system)`)));
    }
    expect(found).toEqual([]);
  });
}

for (const path of ANALYST_PAGES) {
  test(`${path} passes axe for an analyst at the desktop's width`, async ({ page }) => {
    await signInAs(page, "admin@demo.local");
    expect(await inLight(page, path)).toEqual([]);
  });
}

// The check itself: with only violations described (page-checks.ts), a failure is still found and named.
// A page of its own (planting into one of ours could race its hydration).
test("the axe check names a contrast failure and an unlabelled control put on a page", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>planted</title></head><body><main><h1>Planted</h1>' +
      '<p style="color:#ddd;background:#fff">faint</p><select id="unlabelled"><option>a</option></select>' +
      "</main></body></html>",
  );
  const found = await axeViolations(page, "planted");
  expect(
    found.some((v) => v.startsWith("planted: color-contrast (1)")),
    found.join("; "),
  ).toBe(true);
  expect(
    found.some((v) => v.startsWith("planted: select-name (1) #unlabelled")),
    found.join("; "),
  ).toBe(true);
  // The second scheme's run (colours only) still finds the contrast failure, and only colours.
  const colours = await axeViolations(page, "planted", { coloursOnly: true });
  expect(colours.map((v) => v.split(" ")[1])).toEqual(["color-contrast"]);
});

// The kept best practices (page-checks.ts) are named whatever axe calls their impact, and so is a
// visible text its control's name leaves out (WCAG 2.1's 2.5.3, which the check's rules include).
test("the axe check names a page without an h1, two landmarks named alike, an empty column header and a name without its text", async ({
  page,
}) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>planted</title></head><body><main><h2>No h1</h2>' +
      '<section aria-label="Twice"><p>a</p></section><section aria-label="Twice"><p>b</p></section>' +
      "<table><tr><th></th><th>Games</th></tr><tr><td>Total</td><td>2</td></tr></table>" +
      '<a href="/x" aria-label="Download the season">Add to calendar</a></main></body></html>',
  );
  const rules = (await axeViolations(page, "planted")).map((v) => v.split(" ")[1]).sort();
  expect(rules).toEqual([
    "empty-table-header",
    "label-content-name-mismatch",
    "landmark-unique",
    "page-has-heading-one",
  ]);
});

// axe runs in the page's own document only (page-checks.ts): a page with a frame is refused, so a frame's
// content is never reported clean unchecked.
test("the axe check refuses a page with a frame rather than skip the frame", async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>framed</title></head><body><main><h1>Framed</h1>' +
      '<iframe title="inner" srcdoc="<p>inside</p>"></iframe></main></body></html>',
  );
  await expect(axeViolations(page, "framed")).rejects.toThrow("framed: 1 frame(s)");
});
