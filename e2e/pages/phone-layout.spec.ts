import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures";
import { readRawCsv } from "../../tests/helpers/raw-csv";
import { labelsOverTicks, renderedTexts } from "../helpers/chart-text";
import { axeInSystemSchemes } from "../helpers/page-checks";
import { ANALYST_PAGES, BUILT_PAGES, buildsDone, PUBLIC_PAGES, signInAs } from "./every-page";

// Its tests share nothing: both workers take them, so a long file does not end the run on one.
test.describe.configure({ mode: "parallel" });

// The phone sweep (the mobile project: 360 px, touch, a dense screen), one test a page: nothing
// scrolls sideways (tables scroll inside their own box), no chart text drawn on arrival is under 11 px,
// and axe finds nothing serious in the system's light and dark schemes. Visitors' pages anonymous,
// the event views and the scouting report signed in as an analyst, and the signed-in header over the
// public pages. The other specs run once, at the desktop's width, except those whose behaviour
// differs on a phone (playwright.config.ts); TESTING.md, "The projects", says which run once.

async function open(page: Page, path: string) {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(path);
  await buildsDone(page);
  await page.waitForLoadState("networkidle");
}

async function overflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    // What sticks out, to name in the failure (elements inside a scroll box are that box's business).
    const wide = [...document.querySelectorAll("body *")]
      .filter(
        (e) => e.getBoundingClientRect().right > viewport + 1 && !e.parentElement?.closest("[role=region]"),
      )
      .slice(-3)
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.getAttribute("class") ?? "").slice(0, 50)}`);
    return { scrollWidth: document.documentElement.scrollWidth, viewport, wide };
  });
}

/** Chart texts (every svg text drawn) under 11 px on the page as it stands. */
async function smallChartText(page: Page) {
  return (await renderedTexts(page.locator("main svg text"))).filter((t) => t.px < 11);
}

async function fitsAndReads(page: Page, path: string) {
  const w = await overflow(page);
  expect
    .soft(w.scrollWidth, `${path} scrolls sideways: ${w.wide.join(", ")}`)
    .toBeLessThanOrEqual(w.viewport);
  // Charts lay out at their measured width once the page has hydrated: wait for that, as a reader would.
  await expect.soft
    .poll(() => smallChartText(page), { message: `${path}: chart texts under 11 px` })
    .toEqual([]);
  expect.soft(await labelsOverTicks(page), `${path}: chart labels over tick values`).toEqual([]);
}

const PHONE_ANALYST_PAGES = [...ANALYST_PAGES, "/seasons/9001/squads/9001/scout"];

for (const path of [...PUBLIC_PAGES, ...BUILT_PAGES]) {
  test(`${path} on a 360 px phone: no sideways scroll, chart text readable, axe in light and dark`, async ({
    page,
  }) => {
    // On a fresh server the history's pages and the built ones wait for a one-off build first.
    if (/^\/(clubs|head-to-head|records|seasons\/(10\d{5}|9001)|matches\/19\d{5})/.test(path)) test.slow();
    await open(page, path);
    await fitsAndReads(page, path);
    expect(await axeInSystemSchemes(page, path)).toEqual([]);
  });
}

for (const path of PHONE_ANALYST_PAGES) {
  test(`${path} for an analyst on a 360 px phone: no sideways scroll, chart text readable, axe in light and dark`, async ({
    page,
  }) => {
    await signInAs(page, "admin@demo.local");
    await open(page, path);
    await fitsAndReads(page, path);
    expect(await axeInSystemSchemes(page, path)).toEqual([]);
  });
}

// The signed-in header is the same on every page: by day on three pages of different layouts, at
// night (tests/nightly-tier.ts) on every public page.
const SIGNED_IN_BY_DAY = ["/", "/matches/2024216", "/seasons/62/ladder"];
test("three pages are no wider than a 360 px phone with the signed-in header", async ({ page }) => {
  await signInAs(page, "admin@demo.local");
  for (const path of SIGNED_IN_BY_DAY) {
    await open(page, path);
    await fitsAndReads(page, path);
  }
});

test("no public page is wider than a 360 px phone with the signed-in header @nightly", async ({ page }) => {
  test.slow();
  await signInAs(page, "admin@demo.local");
  for (const path of [...PUBLIC_PAGES, ...BUILT_PAGES]) {
    if (path === "/login" || SIGNED_IN_BY_DAY.includes(path)) continue;
    await open(page, path);
    await fitsAndReads(page, path);
  }
});

test("the ladder on a phone shows percentage and points without scrolling", async ({ page }) => {
  await page.goto("/seasons/62/ladder");
  const first = page.getByTestId("ladder-row").first();
  const cells = first.getByRole("cell");
  for (const [i, text] of [
    [0, /^1\b/],
    [1, /^\d+$/], // played
    [7, "126.7"], // percentage
    [8, "68"], // points
  ] as const) {
    await expect(cells.nth(i)).toHaveText(text);
    await expect(cells.nth(i)).toBeInViewport({ ratio: 1 });
  }
  // Points for and against are behind the toggle.
  // (kept for screen readers: taken out of the row's layout and clipped, as sr-only does).
  const pointsFor = cells.nth(5);
  await expect(pointsFor).toHaveCSS("position", "absolute");
  await page.getByRole("button", { name: "All columns" }).click();
  await expect(pointsFor).toHaveCSS("position", "static");
  await expect(pointsFor).toBeVisible();
});

test("availability reflows into cards on a phone", async ({ page }) => {
  await page.goto("/seasons/62/availability");
  const row = page.getByTestId("availability-row").first();
  await expect(row).toBeInViewport();
  const box = (await row.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(360);
});

// The 2024 grand final's row of the source (data/afl/matches.csv): its quarters are cumulative there.
function grandFinal2024() {
  const row = readRawCsv("matches.csv").find((r) => r.match_id === "2024216")!;
  const score = (g: string, b: string) => `${g}.${b} (${Number(g) * 6 + Number(b)})`;
  return (["home", "away"] as const).map((side) => ({
    name: row[`${side}_team`],
    scores: [1, 2, 3, 4]
      .map((q) => score(row[`${side}_q${q}_goals`], row[`${side}_q${q}_behinds`]))
      .concat(score(row[`${side}_goals`], row[`${side}_behinds`])),
  }));
}

test("a match's score by quarter fits a phone: every quarter and the final score in view", async ({
  page,
}) => {
  await page.goto("/matches/2024216");
  const rows = page.getByTestId("quarter-scores").getByTestId("quarter-row");
  await rows.first().scrollIntoViewIfNeeded();
  for (const [i, side] of grandFinal2024().entries()) {
    // The team goes by its code on a phone; the cell's text is still its name.
    await expect(rows.nth(i).getByRole("rowheader")).toHaveText(side.name);
    const cells = rows.nth(i).getByRole("cell");
    await expect(cells).toHaveText(side.scores);
    for (let c = 0; c < side.scores.length; c++) await expect(cells.nth(c)).toBeInViewport({ ratio: 1 });
  }
});

test("a player's game log names each round short on a phone; its link still says the round", async ({
  page,
}) => {
  await page.goto("/players/1574");
  await buildsDone(page);
  const headers = page.getByTestId("game-log-row").getByRole("rowheader");
  await expect(headers.first()).toBeVisible();
  let checked = 0;
  for (const header of await headers.all()) {
    const link = header.getByRole("link");
    const round = /^Round (\d+)$/.exec((await link.textContent()) ?? "");
    if (!round) continue;
    await expect(link).toHaveAccessibleName(round[0]);
    await expect(link.locator("[data-short]")).toHaveAttribute("data-short", `R${round[1]}`);
    expect((await header.boundingBox())!.width).toBeLessThan(80); // 124 px with the rounds named in full
    checked++;
  }
  expect(checked).toBeGreaterThan(10);
});
